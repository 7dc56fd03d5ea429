// A ship or a module drawn as text for one level: glyphs where the hexes stand, each character's kind, a legend.
import type { Hex } from "../hex/coords.js";
import type { ModuleMap } from "../map/module.js";
import { CARGO, LEVELS, TERRAIN, type Cargo, type Level, type Terrain } from "../map/terrain.js";
import type { Ship } from "./ship.js";

/** What a drawn character stands for; the CLI and TUI pick colours by it. */
export type GlyphKind = Terrain | Cargo;

export interface LegendEntry {
  readonly glyph: string;
  readonly kind: GlyphKind;
  readonly label: string;
}

export interface Drawing {
  readonly level: Level;
  /** One string per row, trailing spaces trimmed. */
  readonly lines: readonly string[];
  /** `kinds[y][x]`: the kind of each character of `lines` (null for a space). */
  readonly kinds: readonly (readonly (GlyphKind | null)[])[];
  /** The glyphs used, in legend order. */
  readonly legend: readonly LegendEntry[];
}

export interface DrawnHex extends Hex {
  readonly terrain: Terrain;
  readonly cargo?: Cargo | undefined;
  /** The module's own glyph for what stands here (its legend's), else the standard one is drawn. */
  readonly glyph?: string | undefined;
}

export function drawShip(ship: Ship, level: Level = "main"): Drawing {
  const cargo = new Map(ship.cargo.map((c) => [c.cell, c]));
  const hexes = ship.cells
    .filter((c) => c.level === level)
    .map((c) => {
      const box = cargo.get(c.id);
      return { x: c.x, y: c.y, terrain: c.terrain, cargo: box?.kind, glyph: box ? box.glyph : c.glyph };
    });
  return drawHexes(level, hexes);
}

export function drawModule(module: ModuleMap, level: Level = "main"): Drawing {
  const hexes = [...(module.levels.find((l) => l.name === level)?.hexes.values() ?? [])];
  const cargo = new Map(module.cargo.filter((c) => c.level === level).map((c) => [`${c.x},${c.y}`, c]));
  return drawHexes(
    level,
    hexes.map((h) => {
      const box = cargo.get(`${h.x},${h.y}`);
      return { x: h.x, y: h.y, terrain: h.terrain, cargo: box?.kind, glyph: box ? box.glyph : h.glyph };
    }),
  );
}

/** The levels a ship draws, in the standard order (main first). */
export function shipLevels(ship: Ship): Level[] {
  const used = new Set(ship.cells.map((c) => c.level));
  return LEVELS.filter((l) => used.has(l));
}

export function drawHexes(level: Level, hexes: readonly DrawnHex[]): Drawing {
  let width = 0;
  let height = 0;
  for (const h of hexes) {
    width = Math.max(width, h.x + 1);
    height = Math.max(height, h.y + 1);
  }
  const rows: string[][] = Array.from({ length: height }, () => Array<string>(width).fill(" "));
  const kinds: (GlyphKind | null)[][] = Array.from({ length: height }, () => Array<GlyphKind | null>(width).fill(null));
  /** The glyphs drawn for each kind: the standard one, a module's own, or both. */
  const used = new Map<GlyphKind, Set<string>>();
  for (const h of hexes) {
    const kind: GlyphKind = h.cargo ?? h.terrain;
    const glyph = h.glyph ?? glyphOf(kind);
    rows[h.y]![h.x] = glyph;
    kinds[h.y]![h.x] = kind;
    used.set(kind, (used.get(kind) ?? new Set()).add(glyph));
  }
  const lines = rows.map((r) => r.join("").trimEnd());
  return {
    level,
    lines,
    kinds: kinds.map((k, y) => k.slice(0, lines[y]!.length)),
    legend: legendOrder.flatMap((kind) =>
      [...(used.get(kind) ?? [])]
        // The standard glyph first, a module's own after it.
        .sort((a, b) => Number(b === glyphOf(kind)) - Number(a === glyphOf(kind)) || a.localeCompare(b))
        .map((glyph) => ({ kind, glyph, label: labelOf(kind) })),
    ),
  };
}

const legendOrder: readonly GlyphKind[] = [...(Object.keys(TERRAIN) as Terrain[]), ...(Object.keys(CARGO) as Cargo[])];

function glyphOf(kind: GlyphKind): string {
  return kind in TERRAIN ? TERRAIN[kind as Terrain].glyph : CARGO[kind as Cargo].glyph;
}

function labelOf(kind: GlyphKind): string {
  return kind in TERRAIN ? TERRAIN[kind as Terrain].label : CARGO[kind as Cargo].label;
}
