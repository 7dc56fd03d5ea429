// The reach check: what an air lock cannot walk to (a module, a named area) is named; a joined ship has none.
import { describe, expect, it } from "vitest";
import { moduleCatalog } from "../../src/content/module-catalog.js";
import { unreached, walkableParts } from "../../src/generate/reach.js";
import { assembleShip } from "../../src/ship/assemble.js";
import type { ModuleMap } from "../../src/map/module.js";

const modules = new Map(moduleCatalog().modules.map((c) => [c.module.id, c.module]));
const sheet = (id: number): ModuleMap => modules.get(id)!;

describe("unreached", () => {
  it("finds nothing on a ship whose halls join", () => {
    const a = assembleShip("joined", "joined.yaml", [
      { module: sheet(89), at: { x: 0, y: 0 } },
      { module: sheet(90), at: { x: 28, y: 0 } },
      { module: sheet(99), at: { x: 56, y: 0 } },
    ]);
    expect(a.ok && unreached(a.ship)).toEqual([]);
  });

  it("names each module and area a lock cannot walk to when two modules do not meet", () => {
    // A whole sheet apart: nothing joins them; each keeps its own locks.
    const a = assembleShip(
      "apart",
      "apart.yaml",
      [
        { module: sheet(89), at: { x: 0, y: 0 } },
        { module: sheet(99), at: { x: 0, y: 24 } },
      ],
      { rules: false },
    );
    if (!a.ok) throw new Error(a.problems.map((p) => p.message).join("; "));
    const problems = unreached(a.ship);
    expect(problems).toContain("lock 1 does not reach module 99");
    expect(problems.some((p) => /^lock \d+ does not reach module 89$/.test(p))).toBe(true);
    expect(problems.some((p) => / does not reach area 99:/.test(p))).toBe(true);
    const parts = walkableParts(a.ship);
    expect(new Set(parts.filter((p) => p >= 0)).size).toBeGreaterThan(1);
  });
});
