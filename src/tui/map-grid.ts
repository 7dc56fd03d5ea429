// The ship's hexes level by level, found by their place on the drawing; and the levels in height order.
import { LEVELS, type Level } from "../map/terrain.js";
import type { Cell, Ship } from "../ship/ship.js";

export interface LevelGrid {
  readonly level: Level;
  readonly at: (x: number, y: number) => Cell | undefined;
}

const HEIGHT: Readonly<Record<Level, number>> = { belowdecks: 0, floor: 0, main: 1, upper: 2 };

/** Going down from the main deck shows the hold's floor first, then the passages below decks. */
const UPWARD: readonly Level[] = ["belowdecks", "floor", "main", "upper"];

/** A grid per level the ship has. */
export function levelGrids(ship: Ship): Map<Level, LevelGrid> {
  const byLevel = new Map<Level, Map<string, Cell>>();
  for (const c of ship.cells) {
    let cells = byLevel.get(c.level);
    if (!cells) byLevel.set(c.level, (cells = new Map()));
    cells.set(`${c.x},${c.y}`, c);
  }
  const grids = new Map<Level, LevelGrid>();
  for (const level of LEVELS) {
    const cells = byLevel.get(level);
    if (cells) grids.set(level, { level, at: (x, y) => cells.get(`${x},${y}`) });
  }
  return grids;
}

/** The ship's levels from the lowest to the highest; `<` and `>` walk this list. */
export function levelsByHeight(ship: Ship): Level[] {
  const used = new Set(ship.cells.map((c) => c.level));
  return [...UPWARD.filter((l) => used.has(l)), ...LEVELS.filter((l) => used.has(l) && !UPWARD.includes(l))];
}

/** Whether a cell's ladder or stairs leads up (1) or down (-1) from it. */
export function climbsFrom(ship: Ship, cell: number, sign: 1 | -1): boolean {
  const here = ship.cells[cell];
  if (!here) return false;
  return (ship.links[cell] ?? []).some((l) => {
    const there = ship.cells[l];
    return there !== undefined && Math.sign(HEIGHT[there.level] - HEIGHT[here.level]) === sign;
  });
}
