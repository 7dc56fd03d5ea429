// A ship's cells: one numbered cell per hex of every level, and how they touch (same level) and link (ladders, stairs).
import { hexName, neighbours } from "../hex/coords.js";
import type { ModuleHex } from "../map/module.js";
import { LEVELS, type Level } from "../map/terrain.js";
import type { Cell, PlacedModule } from "./ship.js";

export interface CellGrid {
  readonly cells: readonly Cell[];
  /** Adds a cell and returns its id. */
  add(cell: Omit<Cell, "id">): number;
  find(level: Level, x: number, y: number): number | undefined;
}

/** Cells of the placed modules in order: module by module, level by level, row by row; joined hall ends as floor. */
export function buildCells(modules: readonly PlacedModule[], joined: (entry: number, hex: ModuleHex) => boolean): CellGrid {
  const cells: Cell[] = [];
  const index = new Map<number, number>();
  const grid: CellGrid = {
    cells,
    add(c) {
      const id = cells.length;
      cells.push({ id, ...c });
      index.set(cellKey(c.level, c.x, c.y), id);
      return id;
    },
    find: (level, x, y) => (inSpan(x, y) ? index.get(cellKey(level, x, y)) : undefined),
  };
  modules.forEach(({ module, at }, entry) => {
    for (const level of module.levels) {
      for (const h of [...level.hexes.values()].sort((a, b) => a.y - b.y || a.x - b.x)) {
        const terrain = level.name === "main" && joined(entry, h) ? "floor" : h.terrain;
        grid.add({ x: at.x + h.x, y: at.y + h.y, level: level.name, terrain, module: module.id, name: `${module.id}:${hexName(h)}` });
      }
    }
  });
  return grid;
}

// Cells stand at ship positions 0..SPAN-1 (assembly shifts them there): one number keys a place.
const SPAN = 1 << 15;
const inSpan = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < SPAN && y < SPAN;
const cellKey = (level: Level, x: number, y: number): number => (LEVELS.indexOf(level) * SPAN + y) * SPAN + x;

/** The six neighbouring positions, in the order of `neighbours` (src/hex/coords.ts). */
const AROUND = neighbours({ x: 0, y: 0 });

/** Same-level neighbours of every cell, and the cells a ladder or stairs joins on other levels. */
export function connectCells(cells: readonly Cell[], find: CellGrid["find"]): { neighbours: number[][]; links: number[][] } {
  const next = cells.map((c) => {
    const out: number[] = [];
    for (const d of AROUND) {
      const n = find(c.level, c.x + d.x, c.y + d.y);
      if (n !== undefined) out.push(n);
    }
    return out;
  });
  const links = cells.map((c) => {
    if (c.terrain !== "ladder" && c.terrain !== "stairs") return [];
    return LEVELS.flatMap((level) => {
      const other = level === c.level ? undefined : find(level, c.x, c.y);
      return other !== undefined && cells[other]!.terrain === c.terrain ? [other] : [];
    });
  });
  return { neighbours: next, links };
}
