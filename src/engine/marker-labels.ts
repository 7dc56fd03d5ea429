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

/** One marker's label: a soldier's name, or a dummy's count among its side's dummies up to it (no map made: every event asks). */
export function markerLabel(state: GameState, piece: Piece): string {
  if (piece.soldier) return piece.soldier.name;
  let dummies = 0;
  for (const p of state.pieces) {
    if (p.side === piece.side && !p.soldier) dummies++;
    if (p.id === piece.id) break;
  }
  return `d${dummies}`;
}
