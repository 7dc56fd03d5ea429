// The auxiliary control room (module 93, upper level): a soldier who spent his side's whole
// last turn in one of its chairs tries to block each roll of the enemy's bridge.
import { ownRef, told, type GameEvent } from "../events.js";
import type { AuxRollFacts } from "../facts/bridge.js";
import { die, draw } from "../rng.js";
import { otherSide, type GameState, type Side } from "../state.js";
import { heldStations } from "./station.js";
import { toldSides } from "./telling.js";
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
  const rolls = [roll.value] as const;
  const theirs: AuxRollFacts = { side: guardSide, rolls, needed: AUX_BLOCK_MIN };
  const own: AuxRollFacts = { ...theirs, markers: guards.map((g) => ownRef(state, g.piece)) };
  return {
    state: after,
    blocked,
    events: [told(state.turn, blocked ? "bridge-blocked" : "bridge-not-blocked", toldSides(guardSide, own, theirs))],
  };
}
