// The page `maps show` prints: a module's levels drawn with hex rulers, its legend and named areas.
import { hexName, type Hex } from "../hex/coords.js";
import { describeFeatures } from "../map/features.js";
import type { ModuleLevel, ModuleMap } from "../map/module.js";
import type { Level } from "../map/terrain.js";
import { drawModule, type Drawing } from "../ship/draw.js";
import { paintLine, type Palette } from "./colour.js";
import { legendLines } from "./legend.js";

export function modulePage(module: ModuleMap, levels: readonly ModuleLevel[], p: Palette): string[] {
  const columns = Math.ceil(module.width / 2);
  const levelNames = module.levels.map((l) => l.name).join(", ");
  const lines = [
    p.heading(`Module ${module.id}: ${module.name}`),
    ...(module.summary ? [module.summary] : []),
    `${columns}x${module.height} hexes; level${module.levels.length === 1 ? "" : "s"}: ${levelNames}`,
    `features: ${describeFeatures(module) || "none"}`,
  ];
  const drawings: Drawing[] = levels.map((l) => drawModule(module, l.name));
  for (const d of drawings) {
    lines.push("", p.heading(`${d.level} level`), ...ruler(columns).map((r) => p.faint(r)));
    // A row where this level draws nothing (an upper level over part of the sheet) is just its number.
    d.lines.forEach((row, y) =>
      lines.push(p.faint(pad2(y)) + (row === "" ? "" : `  ${paintLine(row, d.kinds[y] ?? [], p)}`)),
    );
  }
  lines.push("", p.heading("legend"), ...legendLines(drawings, p));
  const areas = areaLines(
    module,
    levels.map((l) => l.name),
  );
  if (areas.length > 0) lines.push("", p.heading("areas"), ...areas);
  return lines;
}

/** Column numbers over the hexes of even rows (odd rows sit half a hex to the right), two digits tall. */
function ruler(columns: number): string[] {
  const digits = Array.from({ length: columns }, (_, c) => pad2(c));
  return [0, 1].map((i) => `    ${digits.map((d) => d[i]).join(" ")}`);
}

function areaLines(module: ModuleMap, shown: readonly Level[]): string[] {
  const rows = [...module.areas]
    .filter(([, a]) => shown.includes(a.level))
    .map(([name, a]) => [name, a.level, where(a.hexes), a.note ?? ""] as const);
  const width = (i: 0 | 1 | 2): number => Math.max(...rows.map((r) => r[i].length));
  return rows.map((r) =>
    `  ${r[0].padEnd(width(0))}  ${r[1].padEnd(width(1))}  ${r[2].padEnd(width(2))}  ${r[3]}`.trimEnd(),
  );
}

/** A few hexes by name; more as the corners of the block they fill and their number. */
function where(hexes: readonly Hex[]): string {
  if (hexes.length <= 3) return hexes.map(hexName).join(" ");
  const cols = hexes.map((h) => Math.floor(h.x / 2));
  const rows = hexes.map((h) => h.y);
  const corner = (c: number, r: number): string => pad2(c) + pad2(r);
  return `${corner(Math.min(...cols), Math.min(...rows))}-${corner(Math.max(...cols), Math.max(...rows))} (${hexes.length} hexes)`;
}

function pad2(n: number): string {
  return String(n).padStart(2, "0");
}
