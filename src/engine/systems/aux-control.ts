// The auxiliary control room (module 93, upper level): a soldier who spent his side's whole
// last turn in one of its chairs tries to block each roll of the enemy's bridge.
import { event, ownRef, type GameEvent } from "../events.js";
import { die, draw } from "../rng.js";
import { otherSide, type GameState, type Side } from "../state.js";
import { heldStations } from "./station.js";
import { changedState } from "../shapes.js";

/** The guard's roll that blocks a bridge result. */
export const AUX_BLOCK_MIN = 4;

export interface Block {
  readonly state: GameState;
  readonly blocked: boolean;
  readonly events: readonly GameEvent[];
}

/**
 * Whether the enemy of the bridge side blocks its roll. The guard held his chair through
 * the turn just ended (the enemy's); one roll for the room, from the public dice.
 */
export function auxBlock(state: GameState, bridgeSide: Side): Block {
  const guardSide = otherSide(bridgeSide);
  const guards = heldStations(state, state.tick - 1, "aux");
  if (guards.length === 0) return { state, blocked: false, events: [] };
  // Both sides hear of the roll, so it comes from the public dice.
  const roll = draw(state.rng, die);
  const blocked = roll.value >= AUX_BLOCK_MIN;
  const after = changedState(state, { rng: roll.rng });
  const names = guards.map((g) => `?${g.piece.number}`).join(", ");
  const verdict = blocked ? "blocks it" : "fails to block it";
  const roll_ = { rolls: [roll.value], needed: AUX_BLOCK_MIN, result: blocked ? "blocked" : "not blocked" };
  return {
    state: after,
    blocked,
    events: [
      event(
        state.turn,
        blocked ? "bridge-blocked" : "bridge-not-blocked",
        {
          referee: `${guardSide}'s auxiliary control room (${names}) rolls ${roll.value} against ${bridgeSide}'s bridge: ${verdict}`,
          [guardSide]: `the enemy's bridge acts; your auxiliary control room (${names}) rolls ${roll.value} and ${verdict} (${AUX_BLOCK_MIN}-6 blocks)`,
          [bridgeSide]: `the auxiliary control room rolls ${roll.value} against your bridge and ${verdict}`,
        },
        {
          referee: { side: guardSide, markers: guards.map((g) => ownRef(state, g.piece)), ...roll_ },
          [guardSide]: { side: guardSide, markers: guards.map((g) => ownRef(state, g.piece)), ...roll_ },
          [bridgeSide]: { side: guardSide, ...roll_ },
        },
      ),
    ],
  };
}
