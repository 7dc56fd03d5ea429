// Skipping through a wall (Pelgari Near Skippers aboard): one step straight across a single
// wall hex onto the hex beyond it, on the same level, for SKIP_COST move units.
import { DIRECTIONS, step } from "../hex/coords.js";
import type { Ship } from "../ship/ship.js";
import { shipIndex } from "../ship/ship-index.js";

/** Move units a skip through a wall costs (plus the extra cost of the hex it lands on). */
export const SKIP_COST = 2;

/** The hexes a skip from `from` could land on: straight beyond each wall hex next to it. */
export function skipTargets(ship: Ship, from: number): number[] {
  const a = ship.cells[from];
  // The cramped belowdecks passages allow one hex a turn: no skipping there.
  if (!a || a.level === "belowdecks") return [];
  const index = shipIndex(ship);
  const out: number[] = [];
  for (const d of DIRECTIONS) {
    const mid = step(a, d);
    const wall = index.cellAt(a.level, mid.x, mid.y);
    if (wall === undefined || ship.cells[wall]!.terrain !== "wall") continue;
    const beyond = step(mid, d);
    const to = index.cellAt(a.level, beyond.x, beyond.y);
    if (to !== undefined) out.push(to);
  }
  return out;
}

/** A skip from `from` lands on `to`: straight across one wall hex. */
export const isSkip = (ship: Ship, from: number, to: number): boolean => skipTargets(ship, from).includes(to);
