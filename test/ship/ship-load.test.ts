// Ship files: modules by path or number, and every problem at the ship file's line and column.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatProblem, type Loaded } from "../../src/content/problem.js";
import { loadShipFile, loadShipText } from "../../src/content/ship-load.js";
import type { Ship } from "../../src/ship/ship.js";

const FIXTURES = fileURLToPath(new URL("./fixtures/", import.meta.url));
const SHIP = join(FIXTURES, "test-ship.yaml");

/** Problems as "LINE:COL: message", the ship file's own name left out. */
const problems = (r: Loaded<Ship>): string[] =>
  r.ok ? [] : r.problems.map((p) => `${p.file === SHIP ? "" : `${p.file} `}${p.line}:${p.col}: ${p.message}`);
const ship = (modules: string, head = "name: test\n"): Loaded<Ship> =>
  loadShipText(SHIP, `${head}modules:\n${modules}`);

describe("loading a ship file", () => {
  it("loads modules by path relative to the ship file and assembles them", () => {
    const r = loadShipFile(join(FIXTURES, "pair.yaml"));
    expect(problems(r)).toEqual([]);
    if (!r.ok) return;
    expect(r.value.name).toBe("pair");
    expect(r.value.summary).toBe("two test sheets joined");
    expect(r.value.modules.map((m) => m.module.id)).toEqual([501, 502]);
    expect(r.value.airlocks.map((a) => r.value.cells[a.cells[0]!]!.name)).toEqual(["501:0002>", "502:0302>"]);
    expect(r.value.areas.get("501:captain-chair")).toHaveLength(1);
  });

  it("names a missing file", () => {
    const r = loadShipFile(join(FIXTURES, "no-such-ship.yaml"));
    expect(r.ok ? [] : r.problems.map(formatProblem)).toEqual([
      `${join(FIXTURES, "no-such-ship.yaml")}:1:1: no such file`,
    ]);
  });

  it("points at an unknown module number", () => {
    const r = ship('  - { module: ./bridge.yaml, at: "0000" }\n  - { module: 4242, at: "0400" }\n');
    expect(problems(r)).toEqual([
      expect.stringMatching(/^4:15: no module 4242 \(there are: [\d, ]+\); a module of your own is given by its path/),
    ]);
  });

  it("points at a reference that is neither a number nor a path", () => {
    expect(problems(ship('  - module: bridge\n    at: "0000"\n'))).toEqual([
      "3:13: 'bridge' is neither a module number nor a path to a module file (a path ends in .yaml or holds a /)",
    ]);
  });

  it("reports a module file's own problems at the entry that loads it", () => {
    const broken = join(FIXTURES, "broken.yaml");
    expect(problems(ship('  - { module: ./broken.yaml, at: "0000" }\n'))).toEqual([
      `3:15: module ./broken.yaml: ${broken}:8:9: unknown glyph '?', expected one of the legend: . # + = h C c M P H S : G K F V Z X E B R & L A x o d b s f e`,
    ]);
    expect(problems(ship('  - { module: ./missing.yaml, at: "0000" }\n'))).toEqual([
      `3:15: module ./missing.yaml: ${join(FIXTURES, "missing.yaml")}:1:1: no such file`,
    ]);
  });

  it("checks the schema: quoted hexes, known keys, a list of modules", () => {
    expect(problems(ship("  - { module: ./bridge.yaml, at: 0400 }\n"))).toEqual([
      '3:34: modules.0.at: hex names must be quoted: write "0400" (an unquoted number loses its leading zeros)',
    ]);
    expect(problems(ship('  - { module: ./bridge.yaml, at: "0000", mirror: true }\n'))).toEqual([
      expect.stringMatching(/^3:\d+: modules\.0: unknown key 'mirror'/),
    ]);
    expect(problems(loadShipText(SHIP, "name: test\nmodules: []\n"))).toEqual([
      "2:10: modules: a ship needs at least one module",
    ]);
    expect(problems(loadShipText(SHIP, "name: test\nmodules: [\n"))[0]).toMatch(
      /^2:10: YAML syntax: this \[ is never closed/,
    );
  });

  it("puts a hall that runs into a wall at the entry of the hall's module", () => {
    const r = ship(
      '  - { module: ./bridge.yaml, at: "0000" }\n  - { module: ./engine.yaml, at: "0800" }\n  - { module: ./cap.yaml, at: "0400" }\n',
    );
    expect(problems(r)).toEqual([
      "3:5: hall at 501:0302 runs into a wall of module 504 at 504:0002",
      "4:5: hall at 502:0002 runs into a wall of module 504 at 504:0302",
    ]);
  });

  it("puts an overlap at the later of the two entries", () => {
    const r = ship('  - { module: ./bridge.yaml, at: "0000" }\n  - { module: ./engine.yaml, at: "0201" }\n');
    expect(problems(r)).toEqual(["4:5: module 502 overlaps module 501 on 6 hexes (502:0000 is 501:0201)"]);
  });

  it("puts a broken setup rule at the list of modules, unless rules are off", () => {
    const modules = '  - { module: ./engine.yaml, at: "0000" }\n';
    expect(problems(ship(modules))).toEqual(["3:3: no bridge (module 89 or one with a captain's chair)"]);
    expect(loadShipText(SHIP, `name: test\nmodules:\n${modules}`, { rules: false }).ok).toBe(true);
  });
});
