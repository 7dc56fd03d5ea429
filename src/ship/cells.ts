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
export function buildCells(
  modules: readonly PlacedModule[],
  joined: (entry: number, hex: ModuleHex) => boolean,
): CellGrid {
  const cells: Cell[] = [];
  const index = new Map<number, number>();
  const grid: CellGrid = {
    cells,
    add(c) {
      const id = cells.length;
      // Every cell has the glyph key, undefined or not: one object shape for the engine's hot loops.
      cells.push({
        id,
        x: c.x,
        y: c.y,
        level: c.level,
        terrain: c.terrain,
        module: c.module,
        name: c.name,
        glyph: c.glyph,
      });
      index.set(cellKey(c.level, c.x, c.y), id);
      return id;
    },
    find: (level, x, y) => (inSpan(x, y) ? index.get(cellKey(level, x, y)) : undefined),
  };
  modules.forEach(({ module, at }, entry) => {
    for (const level of module.levels) {
      for (const h of inRowOrder(level.hexes)) {
        const join = level.name === "main" && joined(entry, h);
        grid.add({
          x: at.x + h.x,
          y: at.y + h.y,
          level: level.name,
          terrain: join ? "floor" : h.terrain,
          module: module.id,
          name: `${module.id}:${hexName(h)}`,
          glyph: join ? undefined : h.glyph,
        });
      }
    }
  });
  return grid;
}

/** A level's hexes row by row, left to right: as drawn, so mostly already in order. */
function inRowOrder(hexes: ReadonlyMap<number, ModuleHex>): readonly ModuleHex[] {
  const list = [...hexes.values()];
  for (let i = 1; i < list.length; i++) {
    const a = list[i - 1]!;
    const b = list[i]!;
    if (a.y > b.y || (a.y === b.y && a.x > b.x)) return list.sort((p, q) => p.y - q.y || p.x - q.x);
  }
  return list;
}

// Cells stand at ship positions 0..SPAN-1 (assembly shifts them there): one small integer
// keys a place (below 2^31, so maps hash it as an integer).
const SPAN = 1 << 13;
const inSpan = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < SPAN && y < SPAN;
const LEVEL_INDEX: Readonly<Record<Level, number>> = { main: 0, floor: 1, belowdecks: 2, upper: 3 };
const cellKey = (level: Level, x: number, y: number): number => (LEVEL_INDEX[level] * SPAN + y) * SPAN + x;

/** The six neighbouring positions, in the order of `neighbours` (src/hex/coords.ts). */
const AROUND = neighbours({ x: 0, y: 0 });

/** Same-level neighbours of every cell, and the cells a ladder or stairs joins on other levels. */
export function connectCells(
  cells: readonly Cell[],
  find: CellGrid["find"],
): { neighbours: number[][]; links: number[][] } {
  const next = cells.map((c) => {
    const out: number[] = [];
    for (const d of AROUND) {
      const n = find(c.level, c.x + d.x, c.y + d.y);
      if (n !== undefined) out.push(n);
    }
    return out;
  });
  // Most cells join no other level: they share one empty list.
  const none: number[] = [];
  const links = cells.map((c) => {
    if (c.terrain !== "ladder" && c.terrain !== "stairs") return none;
    return LEVELS.flatMap((level) => {
      const other = level === c.level ? undefined : find(level, c.x, c.y);
      return other !== undefined && cells[other]!.terrain === c.terrain ? [other] : [];
    });
  });
  return { neighbours: next, links };
}
