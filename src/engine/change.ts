// What an action changed that bears on sight: which pieces and containers moved, which doors
// opened or closed, or whether the lights changed (then everything is looked at afresh).
import type { Ship } from "../ship/ship.js";
import { shipIndex } from "../ship/ship-index.js";
import type { GameState, Place } from "./state.js";

export interface Change {
  /** Lights changed, or there is no earlier state: every pair must be looked at. */
  readonly everything: boolean;
  /** Door cells opened or closed: only lines through them can have cleared or closed. */
  readonly doors: readonly number[];
  /** Pieces whose place changed, or that are new. */
  readonly pieces: readonly number[];
  /** Containers that moved. */
  readonly boxes: readonly number[];
}

/** No doors or containers changed: most actions (one list for all of them, never written to). */
const NONE: readonly number[] = [];

export function changeBetween(before: GameState, after: GameState): Change {
  const everything = before === after || before.systems.lights !== after.systems.lights;
  const pieces: number[] = [];
  const now = after.pieces;
  const then = before.pieces;
  for (let i = 0; i < now.length; i++) {
    const p = now[i]!;
    const was = then[i];
    if (was === p) continue;
    if (!was || (was.place !== p.place && !samePlace(was.place, p.place))) pieces.push(i);
  }
  let boxes = NONE;
  if (after.cargo !== before.cargo) {
    const moved: number[] = [];
    after.cargo.forEach((c, i) => {
      if (before.cargo[i]?.cell !== c.cell) moved.push(i);
    });
    boxes = moved;
  }
  return { everything, doors: doorsChanged(after.ship, before.openDoors, after.openDoors), pieces, boxes };
}

function doorsChanged(
  ship: Ship,
  before: Readonly<Record<number, true>>,
  after: Readonly<Record<number, true>>,
): readonly number[] {
  if (before === after) return NONE;
  const doors: number[] = [];
  for (const d of shipIndex(ship).doors) if ((before[d] === true) !== (after[d] === true)) doors.push(d);
  return doors;
}

function samePlace(a: Place, b: Place): boolean {
  if (a.at !== b.at) return false;
  if (a.at === "cell" && b.at === "cell") return a.cell === b.cell;
  if ((a.at === "lock" || a.at === "outside") && (b.at === "lock" || b.at === "outside")) return a.lock === b.lock;
  return true;
}
