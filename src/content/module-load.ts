// Loading a module file: text, YAML, schema, art, then the checks a map sheet must pass.
import { parseHexName, type Hex } from "../hex/coords.js";
import {
  hexKey,
  type Area,
  type ModuleHex,
  type ModuleLevel,
  type ModuleMap,
  type PlacedCargo,
} from "../map/module.js";
import { CARGO, LEVELS, TERRAIN, type Level } from "../map/terrain.js";
import { artPosition, readArt, type Art } from "./art.js";
import { checkModuleShape } from "./module-shape.js";
import { moduleSchema, type ModuleFile } from "./module-schema.js";
import { failed, loaded, type Loaded, type Problem } from "./problem.js";
import { positionOfIndex, readTextFile } from "./text-source.js";
import { sameIdFiles } from "./module-files.js";
import { basename } from "node:path";
import { checkSchema } from "./schema-check.js";
import { parseYaml, problemAt, type YamlFile } from "./yaml-document.js";

export function loadModuleFile(file: string): Loaded<ModuleMap> {
  const text = readTextFile(file);
  if (!text.ok) return text;
  const made = loadModuleText(file, text.value);
  if (!made.ok) return made;
  // Two files of one content folder giving one id: said at each of them, not at a ship that names it.
  const twins = sameIdFiles(file, made.value.id);
  if (twins.length === 0) return made;
  const at = positionOfIndex(text.value, Math.max(0, text.value.search(/^id:/m)));
  const others = twins.map((f) => basename(f)).join(", ");
  return failed([
    {
      file,
      ...at,
      message: `id ${made.value.id} is given by ${others} in this folder too: each module needs an id of its own`,
    },
  ]);
}

export function loadModuleText(file: string, text: string): Loaded<ModuleMap> {
  const parsed = parseYaml(file, text);
  if (!parsed.ok) return parsed;
  const checked = checkSchema(parsed.value, moduleSchema);
  if (!checked.ok) return checked;
  return buildModule(parsed.value, checked.value);
}

function buildModule(y: YamlFile, data: ModuleFile): Loaded<ModuleMap> {
  const problems: Problem[] = [];
  const arts = new Map<Level, Art>();
  const positions = new Map<Level, ReturnType<typeof artPosition>>();
  for (const level of LEVELS) {
    const drawing = data.levels[level];
    if (drawing === undefined) continue;
    const at = artPosition(y, ["levels", level]);
    positions.set(level, at);
    const read = readArt(drawing, data.legend ?? {}, (x, row, message) => ({ file: y.file, ...at(x, row), message }));
    problems.push(...read.problems);
    arts.set(level, read.art);
  }
  if (problems.length > 0) return failed(problems);
  problems.push(...checkModuleShape(y.file, arts, positions));
  if (problems.length > 0) return failed(problems);

  const levels: ModuleLevel[] = [];
  const cargo: PlacedCargo[] = [];
  for (const [name, art] of arts) {
    const hexes = new Map<number, ModuleHex>();
    for (let i = 0; i < art.cells.length; i++) {
      const c = art.cells[i]!;
      // A glyph of the module's own legend is kept to draw it with; the standard one is implied.
      const own = c.cargo ? c.glyph !== CARGO[c.cargo].glyph : c.glyph !== TERRAIN[c.terrain].glyph;
      hexes.set(hexKey(c.x, c.y), { x: c.x, y: c.y, terrain: c.terrain, glyph: own && !c.cargo ? c.glyph : undefined });
      if (c.cargo) cargo.push({ x: c.x, y: c.y, kind: c.cargo, level: name, glyph: own ? c.glyph : undefined });
    }
    levels.push({ name, hexes });
  }
  const areas = readAreas(y, data, levels, problems);
  if (problems.length > 0) return failed(problems);
  const allRows = [...arts.values()].map((a) => a.rows);
  return loaded({
    id: data.id,
    name: data.name,
    summary: data.summary ?? "",
    file: y.file,
    width: Math.max(...allRows.flatMap((rows) => rows.map((r) => r.trimEnd().length))),
    height: Math.max(...allRows.map((rows) => rows.length)),
    levels,
    cargo,
    areas,
    pieces: new Map(Object.entries(data.pieces ?? {})),
  });
}

function readAreas(y: YamlFile, data: ModuleFile, levels: ModuleLevel[], problems: Problem[]): Map<string, Area> {
  const areas = new Map<string, Area>();
  for (const [name, spec] of Object.entries(data.areas ?? {})) {
    const levelName = spec.level ?? "main";
    const level = levels.find((l) => l.name === levelName);
    const path = ["areas", name];
    if (!level) {
      problems.push(
        problemAt(y, [...path, "level"], `area '${name}' is on level '${levelName}', which this module does not draw`),
      );
      continue;
    }
    const hexes: Hex[] = [];
    (spec.hexes ?? []).forEach((hexName, i) => {
      const hex = parseHexName(hexName)!;
      if (level.hexes.has(hexKey(hex.x, hex.y))) hexes.push(hex);
      else
        problems.push(problemAt(y, [...path, "hexes", i], `area '${name}': no hex ${hexName} on level ${levelName}`));
    });
    if (spec.from !== undefined || spec.to !== undefined) {
      if (spec.from === undefined || spec.to === undefined) {
        problems.push(problemAt(y, path, `area '${name}': a rectangle needs both 'from' and 'to'`));
        continue;
      }
      const corners = [spec.from, spec.to] as const;
      const off = offSheet(corners, levels);
      off.forEach((i) =>
        problems.push(
          problemAt(
            y,
            [...path, i === 0 ? "from" : "to"],
            `area '${name}': ${i === 0 ? "from" : "to"} ${corners[i]} is off the sheet, expected a hex within ${sheetSpan(levels)}`,
          ),
        ),
      );
      if (off.length > 0) continue;
      hexes.push(...rectangle(parseHexName(spec.from)!, parseHexName(spec.to)!, level));
    }
    if (hexes.length === 0)
      problems.push(problemAt(y, path, `area '${name}' holds no hex: give 'hexes' or 'from' and 'to'`));
    else areas.set(name, { level: levelName, hexes, ...(spec.note ? { note: spec.note } : {}) });
  }
  return areas;
}

/** The farthest column and row any level draws a hex on: a rectangle's corners stay within them. */
function sheetEnd(levels: readonly ModuleLevel[]): { col: number; row: number } {
  let col = 0;
  let row = 0;
  for (const l of levels)
    for (const h of l.hexes.values()) {
      col = Math.max(col, Math.floor(h.x / 2));
      row = Math.max(row, h.y);
    }
  return { col, row };
}

/** Which of a rectangle's two corners lie beyond the sheet: a slip of a digit, not a shape. */
function offSheet(corners: readonly [string, string], levels: readonly ModuleLevel[]): number[] {
  const end = sheetEnd(levels);
  return [0, 1].filter((i) => {
    const hex = parseHexName(corners[i]!)!;
    return Math.floor(hex.x / 2) > end.col || hex.y > end.row;
  });
}

function sheetSpan(levels: readonly ModuleLevel[]): string {
  const end = sheetEnd(levels);
  const two = (n: number) => String(n).padStart(2, "0");
  return `columns 00-${two(end.col)} and rows 00-${two(end.row)} ("0000" to "${two(end.col)}${two(end.row)}")`;
}

/** Every hex of a level whose column and row lie between those of two corner hexes. */
function rectangle(a: Hex, b: Hex, level: ModuleLevel): Hex[] {
  const [c0, c1] = [Math.floor(a.x / 2), Math.floor(b.x / 2)].sort((p, q) => p - q) as [number, number];
  const [r0, r1] = [a.y, b.y].sort((p, q) => p - q) as [number, number];
  const inside: Hex[] = [];
  for (const h of level.hexes.values()) {
    const c = Math.floor(h.x / 2);
    if (c >= c0 && c <= c1 && h.y >= r0 && h.y <= r1) inside.push(h);
  }
  return inside;
}
