// Files past the limits a modder can reach: YAML nested thousands deep, a module larger than a
// sheet may be, a ship of too many hexes. Each is one line at its place in the file, never a crash
// (issue 18, finding 5).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_MODULE_COLUMNS, MAX_MODULE_ROWS } from "../../src/content/art.js";
import { loadModuleFile } from "../../src/content/module-load.js";
import { formatProblem, type Loaded } from "../../src/content/problem.js";
import { loadShipFile } from "../../src/content/ship-load.js";
import { MAX_DEPTH } from "../../src/content/yaml-document.js";
import { MAX_SHIP_HEXES } from "../../src/ship/assemble.js";

const dir = mkdtempSync(join(tmpdir(), "derelict-limits-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lines = (result: Loaded<unknown>): string[] => (result.ok ? [] : result.problems.map(formatProblem));

function write(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

/** A closed sheet of walls and floor, `columns` hexes across and `rows` high, halls east and west. */
function sheet(id: number, columns: number, rows: number): string {
  const art = Array.from({ length: rows }, (_, y) => {
    const edge = y === 0 || y === rows - 1;
    const hexes = Array.from({ length: columns - (y % 2) }, (_, c) => {
      if (edge || c === 0 || c === columns - 1 - (y % 2)) return y === Math.floor(rows / 2) && !edge ? "=" : "#";
      return ".";
    });
    return `    ${y % 2 ? " " : ""}${hexes.join(" ")}`;
  });
  return `id: ${id}\nname: Sheet ${id}\nlevels:\n  main: |\n${art.join("\n")}\n`;
}

describe("nesting", () => {
  it.each([
    ["flow lists", `id: 1\nname: deep\nlevels: ${"[".repeat(5000)}${"]".repeat(5000)}\n`],
    ["flow mappings", `id: 1\nname: deep\nlevels: ${"{a: ".repeat(5000)}1${"}".repeat(5000)}\n`],
    ["block lists", `levels:\n${Array.from({ length: 200 }, (_, i) => `${" ".repeat(i + 2)}-`).join("\n")}\n`],
  ])("YAML nested deeper than %s can be is one line, not a crash", (_, text) => {
    const problems = lines(loadModuleFile(write("deep.yaml", text)));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/:\d+:\d+: YAML nested too deeply to read: expected a few levels of keys and lists/);
  });

  it(`reads ${MAX_DEPTH - 2} levels, the most any file needs by far`, () => {
    const text = `id: 1\nname: x\nlevels: { main: "#" }\nareas: ${"[".repeat(MAX_DEPTH - 2)}${"]".repeat(MAX_DEPTH - 2)}\n`;
    expect(lines(loadModuleFile(write("nested.yaml", text))).join("\n")).not.toContain("nested too deeply");
  });
});

describe("a module's size", () => {
  it(`takes a sheet ${MAX_MODULE_COLUMNS} hexes across and ${MAX_MODULE_ROWS} rows high`, () => {
    expect(lines(loadModuleFile(write("largest.yaml", sheet(300, MAX_MODULE_COLUMNS, MAX_MODULE_ROWS))))).toEqual([]);
  });

  it("refuses a 400x400 sheet at its first row too many and its first hex too far", () => {
    const file = write("huge.yaml", sheet(301, 400, 400));
    expect(lines(loadModuleFile(file))).toEqual([
      `${file}:69:5: the drawing has 400 rows; a module is at most ${MAX_MODULE_ROWS} rows high (split it into modules)`,
      `${file}:5:133: row 0 reaches past character 128; a module is at most ${MAX_MODULE_COLUMNS} hexes across (split it into modules)`,
    ]);
  });

  it("a ship holding it says so at the module's entry", () => {
    write("huge-part.yaml", sheet(302, 400, 400));
    const ship = write("huge-ship.yaml", 'name: huge\nmodules:\n  - { module: ./huge-part.yaml, at: "0000" }\n');
    const problems = lines(loadShipFile(ship, { rules: false }));
    expect(problems[0]).toMatch(
      new RegExp(`^${ship}:3:15: module ./huge-part.yaml: .*huge-part.yaml:69:5: the drawing has 400 rows`),
    );
  });
});

describe("a ship's size", () => {
  it(`refuses more than ${MAX_SHIP_HEXES} hexes, at its modules`, () => {
    const entries = ["0000", "6400", "0064"].map((at, i) => {
      write(`big-${i}.yaml`, sheet(310 + i, MAX_MODULE_COLUMNS, MAX_MODULE_ROWS));
      return `  - { module: ./big-${i}.yaml, at: "${at}" }`;
    });
    const ship = write("big-ship.yaml", `name: big\nmodules:\n${entries.join("\n")}\n`);
    const hexes = 3 * (MAX_MODULE_COLUMNS * MAX_MODULE_ROWS - MAX_MODULE_ROWS / 2);
    expect(lines(loadShipFile(ship, { rules: false }))).toEqual([
      `${ship}:3:3: the ship has ${hexes} hexes; a ship has at most ${MAX_SHIP_HEXES} (fewer modules, or smaller ones)`,
    ]);
  });
});
