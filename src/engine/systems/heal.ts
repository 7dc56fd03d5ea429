// Healing a soldier by the auto-doc. Until the combat module's heal is in the shared history,
// this small stand-in does the same: the soldier is no longer wounded, and an enemy who sees
// him (revealed, in sight) is told.
import { placeName } from "../../ship/ship.js";
import { event, ownLabel, refereeLabel, type GameEvent } from "../events.js";
import { watchedBy } from "../hidden.js";
import { otherSide, type GameState } from "../state.js";

export function patchUp(state: GameState, pieceId: number): { state: GameState; events: readonly GameEvent[] } {
  const p = state.pieces[pieceId]!;
  if (!p.soldier?.wounded || p.soldier.dead || p.place.at !== "cell") return { state, events: [] };
  const pieces = state.pieces.slice();
  pieces[p.id] = { ...p, soldier: { ...p.soldier, wounded: false } };
  const hex = placeName(state.ship.cells[p.place.cell]!);
  const enemy = otherSide(p.side);
  const seen = p.revealed && watchedBy(state, enemy, p.place.cell);
  return {
    state: { ...state, pieces },
    events: [
      event(state.turn, "healed", {
        referee: `${refereeLabel(p)} is healed by the auto-doc`,
        [p.side]: `${ownLabel(p)} is healed by the auto-doc`,
        ...(seen ? { [enemy]: `the ${p.soldier.type.name} at ${hex} is healed` } : {}),
      }),
    ],
  };
}
