// What an action changed that bears on sight: which pieces and containers moved, or
// whether doors or lights changed (then everything is looked at afresh).
import type { GameState, Place } from "./state.js";

export interface Change {
  /** Doors or lights changed, or there is no earlier state: every pair must be looked at. */
  readonly everything: boolean;
  /** Pieces whose place changed, or that are new. */
  readonly pieces: readonly number[];
  /** Containers that moved. */
  readonly boxes: readonly number[];
}

export function changeBetween(before: GameState, after: GameState): Change {
  const everything = before === after || before.openDoors !== after.openDoors || before.systems.lights !== after.systems.lights;
  const pieces: number[] = [];
  after.pieces.forEach((p, i) => {
    const was = before.pieces[i];
    if (!was || (was.place !== p.place && !samePlace(was.place, p.place))) pieces.push(i);
  });
  const boxes: number[] = [];
  after.cargo.forEach((c, i) => {
    if (before.cargo[i]?.cell !== c.cell) boxes.push(i);
  });
  return { everything, pieces, boxes };
}

function samePlace(a: Place, b: Place): boolean {
  if (a.at !== b.at) return false;
  if (a.at === "cell" && b.at === "cell") return a.cell === b.cell;
  if ((a.at === "lock" || a.at === "outside") && (b.at === "lock" || b.at === "outside")) return a.lock === b.lock;
  return true;
}
