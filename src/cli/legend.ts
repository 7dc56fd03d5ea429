// The legend under a drawing: one line for each glyph the drawn levels use, coloured as drawn.
import { CARGO, TERRAIN, type Cargo } from "../map/terrain.js";
import type { Drawing, LegendEntry } from "../ship/draw.js";
import { kindStyle, type Palette } from "./colour.js";

export function legendLines(drawings: readonly Drawing[], p: Palette): string[] {
  // One line per glyph: a module's own glyph for a kind gets its line beside the standard one's.
  const entries = new Map<string, LegendEntry>();
  for (const d of drawings) for (const e of d.legend) entries.set(`${e.kind} ${e.glyph}`, e);
  const ordered = [...entries.values()].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  return ordered.map(
    (e) => `  ${kindStyle(e.kind, p)(e.glyph)}  ${isCargo(e) ? cargoLabel(e.kind as Cargo) : e.label}`,
  );
}

/** The standard legend's order: terrain, then cargo. */
const ORDER: readonly string[] = [...Object.keys(TERRAIN), ...Object.keys(CARGO)];

function isCargo(e: LegendEntry): boolean {
  return Object.hasOwn(CARGO, e.kind);
}

function cargoLabel(kind: Cargo): string {
  const c = CARGO[kind];
  return `${c.label} (cargo${c.heavy ? ", heavy" : ""})`;
}
