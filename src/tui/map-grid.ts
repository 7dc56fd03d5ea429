// The ship's hexes level by level, found by their place on the drawing; and the levels in height order.
import { LEVEL_HEIGHT, LEVELS, type Level } from "../map/terrain.js";
import type { Cell, Ship } from "../ship/ship.js";

export interface LevelGrid {
  readonly level: Level;
  readonly at: (x: number, y: number) => Cell | undefined;
}

/** Going down from the main deck shows the hold's floor first, then the passages below decks. */
const UPWARD: readonly Level[] = ["belowdecks", "floor", "main", "upper"];

/**
 * A grid per level the ship has: a flat array indexed by the place on the drawing (the map is
 * drawn from it every frame, a look-up per character: no string keys, and made once per game).
 */
export function levelGrids(ship: Ship): Map<Level, LevelGrid> {
  const byLevel = new Map<Level, Cell[]>();
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const c of ship.cells) {
    let cells = byLevel.get(c.level);
    if (!cells) byLevel.set(c.level, (cells = []));
    cells.push(c);
    [minX, minY, maxX, maxY] = [Math.min(minX, c.x), Math.min(minY, c.y), Math.max(maxX, c.x), Math.max(maxY, c.y)];
  }
  const grids = new Map<Level, LevelGrid>();
  const width = maxX - minX + 1;
  const height = maxY - minY + 1;
  for (const level of LEVELS) {
    const cells = byLevel.get(level);
    if (!cells) continue;
    const places: (Cell | undefined)[] = new Array<Cell | undefined>(width * height).fill(undefined);
    for (const c of cells) places[(c.y - minY) * width + (c.x - minX)] = c;
    const at = (x: number, y: number): Cell | undefined => {
      const [col, row] = [x - minX, y - minY];
      return col >= 0 && col < width && row >= 0 && row < height ? places[row * width + col] : undefined;
    };
    grids.set(level, { level, at });
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
    return there !== undefined && Math.sign(LEVEL_HEIGHT[there.level] - LEVEL_HEIGHT[here.level]) === sign;
  });
}
