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

/** An enemy marker as a side knows it: by number while it is a question marker, by type once revealed. */
export interface MarkerId {
  readonly number?: number;
  readonly type?: string;
}

/** How a marker known by MarkerId is written: its type's name, else "?7" (never read back). */
export const markerName = (id: MarkerId): string => id.type ?? `?${id.number ?? ""}`;

/** A piece as the enemy knows it: its soldier type once revealed, else its number. */
export const enemyId = (p: Piece): MarkerId =>
  p.revealed && p.soldier ? { type: p.soldier.type.name } : { number: p.number };

/** Marker identities in the order of their names (code units, as the names were always sorted). */
export function byName(a: MarkerId, b: MarkerId): number {
  const x = markerName(a);
  const y = markerName(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
