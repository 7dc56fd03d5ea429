// The stable labels a side names its own markers by: a soldier's name, and for dummies d1, d2, ...
// in the order they came into the game (the scenario's list, then as they were placed). Unlike
// marker numbers, drawn from the side's dice, a label never hangs on the seed: a script written
// for one seed names the same markers on any other. Own-side knowledge only, never the enemy's.
import type { GameState, Piece, Side } from "./state.js";

/** The labels of a side's markers, by piece id (those gone included: a label is never given again). */
export function markerLabels(state: GameState, side: Side): Map<number, string> {
  const labels = new Map<number, string>();
  let dummies = 0;
  for (const p of state.pieces) {
    if (p.side !== side) continue;
    labels.set(p.id, p.soldier ? p.soldier.name : `d${++dummies}`);
  }
  return labels;
}

/** One marker's label. */
export function markerLabel(state: GameState, piece: Piece): string {
  return markerLabels(state, piece.side).get(piece.id)!;
}
