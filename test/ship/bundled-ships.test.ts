// The bundled ships (maps/ships/): each loads, passes the setup rules, and is one connected ship.
import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import { bundledShipFiles, shipFileFor } from "../../src/content/catalog.js";
import { formatProblem } from "../../src/content/problem.js";
import { loadShipFile } from "../../src/content/ship-load.js";
import { TERRAIN } from "../../src/map/terrain.js";
import { checkSetupRules } from "../../src/ship/ship-check.js";
import type { Ship } from "../../src/ship/ship.js";

const load = (name: string): Ship => {
  const file = shipFileFor(name);
  expect(file, `maps/ships/${name}.yaml`).toBeDefined();
  const r = loadShipFile(file!);
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join("\n"));
  return r.value;
};

/** Cells a soldier can reach from a start cell, doors opened, ladders and stairs climbed. */
function reachable(ship: Ship, start: number): Set<number> {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const c = queue.pop()!;
    for (const n of [...ship.neighbours[c]!, ...ship.links[c]!]) {
      if (!seen.has(n) && TERRAIN[ship.cells[n]!.terrain].passable) {
        seen.add(n);
        queue.push(n);
      }
    }
  }
  return seen;
}

const expected = {
  small: [89, 90, 99],
  freighter: [89, 91, 94, 99, 92, 90, 93],
  full: [89, 91, 94, 99, 92, 90, 93, 96, 95, 97, 98],
} as const;

it("bundles exactly the ships described here", () => {
  expect(
    bundledShipFiles()
      .map((f) => basename(f, ".yaml"))
      .sort(),
  ).toEqual(Object.keys(expected).sort());
});

describe.each(Object.entries(expected))("ship %s", (name, want) => {
  const ship = load(name);

  it("places its modules and passes every setup rule", () => {
    expect(ship.modules.map((m) => m.module.id)).toEqual(want);
    expect(checkSetupRules(ship).filter((r) => !r.ok)).toEqual([]);
  });

  it("has an air lock at every hall end left at the ship's edge, and the cargo hatch", () => {
    // The exact count follows the sheets' ports; the rule is that each hall end left open has its own lock.
    expect(ship.airlocks.filter((a) => a.kind === "cargo").map((a) => a.cells.length)).toEqual([3]);
    const exits = ship.airlocks.filter((a) => a.kind === "hull").flatMap((a) => a.exits);
    const halls = ship.cells.filter((c) => c.terrain === "hall-end").map((c) => c.id);
    expect(halls.length).toBeGreaterThan(0);
    expect(exits.sort((a, b) => a - b)).toEqual(halls);
    for (const a of ship.airlocks.filter((l) => l.kind === "hull"))
      expect([a.cells.length, a.capacity, a.leavePerTurn]).toEqual([1, 2, 1]);
  });

  it("is one ship: every hex a soldier may stand on is reached from the captain's chair", () => {
    const chair = ship.areas.get("89:captain-chair")?.[0] ?? ship.cells.find((c) => c.terrain === "captain-chair")!.id;
    const reached = reachable(ship, chair);
    const missed = ship.cells
      .filter((c) => TERRAIN[c.terrain].passable && !reached.has(c.id))
      .map((c) => `${c.name} (${c.level})`);
    expect(missed).toEqual([]);
    for (const a of ship.airlocks)
      expect(
        a.cells.every((c) => reached.has(c)),
        a.name,
      ).toBe(true);
  });
});
