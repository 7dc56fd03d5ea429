// ASCII-grid fixtures for hex tests: rows of text in doubled coordinates, one glyph per hex.
import { isHexPosition, type Hex } from "../../src/hex/coords.js";

export interface Grid {
  /** Every hex drawn (any glyph but a space), by key. */
  readonly hexes: Map<string, Hex & { glyph: string }>;
  readonly width: number;
  readonly height: number;
}

export const key = (h: Hex): string => `${h.x},${h.y}`;

/** Reads a drawing; a glyph off a hex position is a mistake in the fixture, so it throws. */
export function grid(rows: readonly string[]): Grid {
  const hexes = new Map<string, Hex & { glyph: string }>();
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      const glyph = row[x]!;
      if (glyph === " ") continue;
      if (!isHexPosition(x, y)) throw new Error(`fixture: '${glyph}' at ${x},${y} is between hexes`);
      hexes.set(key({ x, y }), { x, y, glyph });
    }
  });
  return { hexes, width: Math.max(0, ...rows.map((r) => r.length)), height: rows.length };
}

/** The one hex drawn with a glyph (a marker such as 'a' or '@'). */
export function find(g: Grid, glyph: string): Hex {
  const found = [...g.hexes.values()].filter((h) => h.glyph === glyph);
  if (found.length !== 1) throw new Error(`fixture: expected one '${glyph}', found ${found.length}`);
  const { x, y } = found[0]!;
  return { x, y };
}

export function glyphAt(g: Grid, h: Hex): string | undefined {
  return g.hexes.get(key(h))?.glyph;
}

/** Draws the grid again with each hex's glyph given by a function, for cell-by-cell comparison. */
export function draw(g: Grid, glyph: (h: Hex & { glyph: string }) => string): string[] {
  const rows: string[] = [];
  for (let y = 0; y < g.height; y++) {
    let row = "";
    for (let x = 0; x < g.width; x++) {
      const h = g.hexes.get(key({ x, y }));
      row += h ? glyph(h) : " ";
    }
    rows.push(row.trimEnd());
  }
  return rows;
}

/** Every hex position of a rectangle `width` character columns by `height` rows. */
export function rectangle(width: number, height: number): Hex[] {
  const hexes: Hex[] = [];
  for (let y = 0; y < height; y++) for (let x = y & 1; x < width; x += 2) hexes.push({ x, y });
  return hexes;
}
