// Reading a level drawn as ASCII art: glyphs on doubled-coordinate hex positions.
import { isScalar, type Scalar } from "yaml";
import { glyphMeaning, TERRAIN, CARGO, type Cargo, type Terrain } from "../map/terrain.js";
import { MAX_PROBLEMS, type Problem } from "./problem.js";
import { problemAt, type YamlFile } from "./yaml-document.js";

export interface ArtCell {
  readonly x: number;
  readonly y: number;
  readonly glyph: string;
  readonly terrain: Terrain;
  readonly cargo?: Cargo;
}

export interface Art {
  readonly rows: readonly string[];
  readonly cells: readonly ArtCell[];
}

export type Legend = Readonly<Record<string, string>>;

/** Where character x of art row y stands in the file, so art problems point at the glyph. */
export type ArtPosition = (x: number, y: number) => Pick<Problem, "line" | "col">;

export function artRows(art: string): string[] {
  const rows = art.split("\n");
  if (rows.at(-1) === "") rows.pop();
  return rows;
}

export function artPosition(y: YamlFile, path: readonly PropertyKey[]): ArtPosition {
  // Asked only when the art has a problem: the document is looked at then, not before.
  let at: ArtPosition | undefined;
  return (x, row) => (at ??= positionIn(y, path))(x, row);
}

function positionIn(y: YamlFile, path: readonly PropertyKey[]): ArtPosition {
  const node = y.doc.getIn(path as unknown[], true);
  const start = problemAt(y, path, "");
  if (!isScalar(node) || (node.type !== "BLOCK_LITERAL" && node.type !== "BLOCK_FOLDED")) {
    // A one-row drawing in quotes or plain: the glyph stands x characters after the opening. A
    // plain or quoted scalar folded over several lines of the file is one row too, but its glyphs
    // stand on several lines: the problem points at its start.
    const oneRow =
      isScalar(node) &&
      !String(node.value).includes("\n") &&
      !/\\|''|\n|\r/.test(y.text.slice(node.range![0], node.range![1]));
    const quote = isScalar(node) && (node.type === "QUOTE_DOUBLE" || node.type === "QUOTE_SINGLE") ? 1 : 0;
    return (x) => ({ line: start.line, col: start.col + (oneRow ? quote + x : 0) });
  }
  const source = y.text.split("\n");
  const rows = artRows(String((node as Scalar).value));
  return (x, row) => {
    const line = start.line + 1 + row;
    const text = source[line - 1] ?? "";
    const indent = Math.max(0, text.replace(/\r$/, "").length - (rows[row] ?? "").length);
    return { line, col: indent + x + 1 };
  };
}

/**
 * The largest sheet a module may draw: 64 hexes across (128 characters of art) and 64 rows, 24
 * bundled sheets' worth. Sight between every two hexes of a ship is kept (src/ship/sight-lines.ts),
 * so a ship's memory grows with the square of its hexes: see MAX_SHIP_HEXES in src/ship/assemble.ts.
 */
export const MAX_MODULE_COLUMNS = 64;
export const MAX_MODULE_ROWS = 64;
const MAX_ART_WIDTH = 2 * MAX_MODULE_COLUMNS;

export function readArt(
  art: string,
  legend: Legend,
  problem: (x: number, y: number, message: string) => Problem,
): { art: Art; problems: Problem[] } {
  const rows = artRows(art);
  const cells: ArtCell[] = [];
  const problems: Problem[] = [];
  const add = (x: number, y: number, message: string): void => {
    if (problems.length < MAX_PROBLEMS) problems.push(problem(x, y, message));
  };
  if (rows.length > MAX_MODULE_ROWS)
    add(
      0,
      MAX_MODULE_ROWS,
      `the drawing has ${rows.length} rows; a module is at most ${MAX_MODULE_ROWS} rows high (split it into modules)`,
    );
  const wide = rows.findIndex((row) => row.trimEnd().length > MAX_ART_WIDTH);
  if (wide >= 0)
    add(
      MAX_ART_WIDTH,
      wide,
      `row ${wide} reaches past character ${MAX_ART_WIDTH}; a module is at most ${MAX_MODULE_COLUMNS} hexes across (split it into modules)`,
    );
  rows.slice(0, MAX_MODULE_ROWS).forEach((row, y) => {
    const off = rowOffByOne(row, y);
    if (off !== undefined) {
      // One line for the row, not one per glyph: the whole row is shifted, or it is drawn as the
      // level's row 0 when it belongs lower down (a belowdecks passage drawn without the rows above).
      add(
        off,
        y,
        `row ${y} is drawn one column off: each glyph stands between two hex positions (on row ${y} hexes stand in ${y % 2 === 0 ? "even" : "odd"} columns); shift the row one column, or if it belongs further down, leave empty lines above it (a level's rows count from the first line of its art)`,
      );
      return;
    }
    for (let x = 0; x < Math.min(row.length, MAX_ART_WIDTH) && problems.length < MAX_PROBLEMS; x++) {
      const char = row.charCodeAt(x);
      if (char === 32) continue;
      // Printable ASCII, nearly every glyph, is one plain character: the checks below are for the rest.
      const plain = char > 32 && char < 127;
      const glyph = plain ? row[x]! : String.fromCodePoint(row.codePointAt(x)!);
      if (!plain) {
        if (glyph === "\r") continue;
        if (glyph === "\t") {
          add(x, y, "tab in the art, expected spaces between hexes");
          continue;
        }
        if (/\s/.test(glyph) || glyph.length > 1 || /[\p{M}\p{C}]/u.test(glyph)) {
          // A look-alike space, or a character the terminal draws wider or merges: say which one.
          const code = `U+${glyph.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
          add(
            x,
            y,
            `character ${code} in the art, expected ${/\s/.test(glyph) ? "plain spaces between hexes" : "one glyph of the legend per hex"}`,
          );
          x += glyph.length - 1;
          continue;
        }
      }
      if ((x + y) % 2 !== 0) {
        add(
          x,
          y,
          `'${glyph}' stands between two hex positions; on this row hexes stand in ${y % 2 === 0 ? "even" : "odd"} columns, with a space between`,
        );
        continue;
      }
      const meaning = meaningOf(glyph, legend);
      if (!meaning) {
        add(x, y, `unknown glyph '${glyph}', expected one of the legend: ${knownGlyphs(legend)}`);
        continue;
      }
      cells.push(
        meaning.cargo === undefined
          ? { x, y, glyph, terrain: meaning.terrain }
          : { x, y, glyph, terrain: meaning.terrain, cargo: meaning.cargo },
      );
    }
  });
  return { art: { rows, cells }, problems };
}

/** The first glyph's column when a row has two or more glyphs and every one is off its hex positions. */
function rowOffByOne(row: string, y: number): number | undefined {
  let first: number | undefined;
  let count = 0;
  for (let x = 0; x < Math.min(row.length, MAX_ART_WIDTH); x++) {
    const c = row.charCodeAt(x);
    if (c === 32 || c === 13) continue;
    if (c <= 32 || c >= 127 || (x + y) % 2 === 0) return undefined;
    first ??= x;
    count++;
  }
  return count >= 2 ? first : undefined;
}

function meaningOf(glyph: string, legend: Legend): { terrain: Terrain; cargo?: Cargo } | undefined {
  const named = legend[glyph];
  if (named !== undefined) {
    if (named in TERRAIN) return { terrain: named as Terrain };
    if (named in CARGO) return { terrain: "floor", cargo: named as Cargo };
    return undefined;
  }
  const standard = glyphMeaning(glyph);
  if (!standard) return undefined;
  return "terrain" in standard ? standard : { terrain: "floor", cargo: standard.cargo };
}

function knownGlyphs(legend: Legend): string {
  const glyphs = [
    ...Object.values(TERRAIN).map((t) => t.glyph),
    ...Object.values(CARGO).map((c) => c.glyph),
    ...Object.keys(legend),
  ];
  return [...new Set(glyphs)].join(" ");
}
