// The ship generator: the same seed gives the same ship, seeds differ, module counts are honoured,
// content modules join in, the written file loads by path as the same ship, bad options are refused.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { moduleCatalog } from "../../src/content/module-catalog.js";
import { loadShipFile } from "../../src/content/ship-load.js";
import { generateShip, NoLayout, shipOptionsProblem } from "../../src/generate/ship-layout.js";
import { shipYaml } from "../../src/generate/ship-yaml.js";
import { validation } from "../../bench/ship-properties.js";
import { artModule, labModule } from "./lab-module.js";

const catalog = moduleCatalog().modules;
const dir = mkdtempSync(join(tmpdir(), "derelict-generate-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("generateShip", () => {
  it("gives the same ship for the same seed and index, another for another index or seed", async () => {
    const a = await generateShip("same seed", 3, { catalog });
    const again = await generateShip("same seed", 3, { catalog });
    expect(shipYaml(again)).toBe(shipYaml(a));
    expect(again.ship.cells).toEqual(a.ship.cells);
    const next = await generateShip("same seed", 4, { catalog });
    const other = await generateShip("other seed", 3, { catalog });
    expect(next.file.modules).not.toEqual(a.file.modules);
    expect(other.file.modules).not.toEqual(a.file.modules);
  });

  it("does not depend on the order of the catalog", async () => {
    const reversed = [...catalog].reverse();
    const a = await generateShip("order", 1, { catalog });
    const b = await generateShip("order", 1, { catalog: reversed });
    expect(shipYaml(b)).toBe(shipYaml(a));
  });

  it("makes as many modules as asked, with a bridge and an engine room", async () => {
    for (let n = 3; n <= 11; n++) {
      for (let i = 0; i < 8; i++) {
        const made = await generateShip(`count ${i}`, n, { catalog, modules: n });
        expect(made.placed, `${n} modules, seed ${i}`).toHaveLength(n);
        const ids = made.placed.map((p) => p.module.id);
        expect(ids).toContain(89);
        expect(ids).toContain(99);
        expect(new Set(ids).size).toBe(n);
      }
    }
  });

  it("writes a file that loads by path as the ship it made", async () => {
    const made = await generateShip("written", 1, { catalog, modules: 8 });
    const file = join(dir, "ship.yaml");
    writeFileSync(file, shipYaml(made));
    const loaded = loadShipFile(file);
    expect(loaded.ok && loaded.value.cells).toEqual(made.ship.cells);
    expect(loaded.ok && loaded.value.airlocks).toEqual(made.ship.airlocks);
    expect(loaded.ok && loaded.value.name).toBe(made.name);
    expect(shipYaml(made)).toMatch(/^ {2}- \{ module: 89, at: "\d{4}" \} +# Bridge$/m);
  });

  it("takes content modules in, of another size, and names them as the content folder does", async () => {
    const withLab = [...catalog, { ref: "lab/120", module: labModule() }];
    const made = [];
    for (let i = 0; i < 30; i++) made.push(await generateShip(`lab ${i}`, 1, { catalog: withLab, modules: 8 }));
    const withIt = made.filter((m) => m.placed.some((p) => p.module.id === 120));
    expect(withIt.length).toBeGreaterThan(5);
    for (const m of withIt) expect(m.file.modules.map((e) => e.module)).toContain("lab/120");
    // The lab's own file is not on disk: checked by assembly (its halls joined, none into a wall) as loading would.
    for (const m of withIt) expect(m.ship.modules.map((p) => p.module.id)).toContain(120);
  });

  it("refuses a module count it cannot make, and a catalog with no bridge or engine room", () => {
    expect(shipOptionsProblem({ catalog, modules: 2 })).toMatch(/3 to 11 modules/);
    expect(shipOptionsProblem({ catalog, modules: 12 })).toMatch(/3 to 11 modules/);
    expect(shipOptionsProblem({ catalog, modules: 11 })).toBeUndefined();
    expect(shipOptionsProblem({ catalog: catalog.filter((c) => c.module.id !== 89), modules: 5 })).toMatch(/bridge/);
    expect(shipOptionsProblem({ catalog: catalog.filter((c) => c.module.id !== 99), modules: 5 })).toMatch(
      /engine room/,
    );
    return expect(generateShip("x", 1, { catalog, modules: 12 })).rejects.toThrow(/internal/);
  });

  it("leaves out a module no other can join (no hall end), and says when halls cannot meet", async () => {
    const inner = artModule(130, ["# # # # # # #", " # . . . . . A", "# # # # # # #"]);
    expect(shipOptionsProblem({ catalog: [...catalog, { ref: 130, module: inner }], modules: 12 })).toMatch(
      /3 to 11 modules/,
    );
    // A helm and a drive whose only halls both face west: they can never meet.
    const helm = artModule(131, ["# # # # # # #", " # . C . . . #", "= . . . . . #", " # # # # # # #"]);
    const drive = artModule(132, ["# # # # # # #", " # . M . . . #", "= . . . . . #", " # # # # # # #"]);
    const hold = artModule(133, ["# # # # # # #", " # . . . . . #", "= . . . . . #", " # # # # # # #"]);
    const westOnly = [helm, drive, hold].map((module) => ({ ref: module.id, module }));
    expect(shipOptionsProblem({ catalog: westOnly, modules: 3 })).toBeUndefined();
    await expect(generateShip("west", 1, { catalog: westOnly, modules: 3 })).rejects.toBeInstanceOf(NoLayout);
  });

  it("pairs transporter booths (93 and 94 each have one): never one alone", async () => {
    for (let i = 0; i < 60; i++) {
      const made = await generateShip(`booth ${i}`, 1, { catalog });
      const ids = made.placed.map((p) => p.module.id);
      expect(ids.includes(93), `seed ${i}: ${ids.join(",")}`).toBe(ids.includes(94));
    }
  });

  it("makes ships `derelict validate` passes, warnings included", async () => {
    for (let i = 0; i < 20; i++) expect(validation(await generateShip(`valid ${i}`, 1, { catalog }))).toEqual([]);
  });
});
