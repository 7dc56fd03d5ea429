// A ship's map as data (src/ship/ship-map.ts): every cell once, joins both ways, areas, locks and
// devices by the hexes commands name, and a module as a ship of its own.
import { describe, expect, it } from "vitest";
import { moduleFileFor, shipFileFor } from "../../src/content/catalog.js";
import { loadModuleFile } from "../../src/content/module-load.js";
import { loadShipFile } from "../../src/content/ship-load.js";
import { mapSchema } from "../../src/cli/map-schema.js";
import { findCell } from "../../src/ship/find-cell.js";
import { moduleMap, shipMap } from "../../src/ship/ship-map.js";
import type { Ship } from "../../src/ship/ship.js";

function bundledShip(name: string): Ship {
  const r = loadShipFile(shipFileFor(name)!);
  if (!r.ok) throw new Error(r.problems[0]!.message);
  return r.value;
}

describe("shipMap", () => {
  const ship = bundledShip("freighter");
  const map = shipMap(ship);

  it("lists every cell once, by id, named as commands name it (a hull lock's hexes by its name)", () => {
    expect(mapSchema.safeParse(map).error).toBeUndefined();
    expect(map.cells.map((c) => c.cell)).toEqual(ship.cells.map((c) => c.id));
    // Every hex but a hull lock's own (commands name a lock by its name: "lock 2").
    const locks = new Set(map.locks.flatMap((l) => (l.kind === "hull" ? l.hexes : [])));
    for (const c of map.cells)
      expect([c.hex, findCell(ship, c.hex)]).toEqual([c.hex, locks.has(c.hex) ? undefined : c.cell]);
    expect(new Set(map.cells.map((c) => c.hex)).size).toBe(map.cells.length);
    expect(map.levels).toEqual(
      ["main", "floor", "belowdecks", "upper"].filter((l) => map.cells.some((c) => c.level === l)),
    );
  });

  it("joins cells both ways: next on a level, links across levels by ladder or stairs", () => {
    const by = new Map(map.cells.map((c) => [c.hex, c]));
    for (const c of map.cells) {
      for (const n of c.next) expect(by.get(n)!.next).toContain(c.hex);
      for (const n of c.links) {
        expect(by.get(n)!.links).toContain(c.hex);
        expect(by.get(n)!.level).not.toBe(c.level);
      }
    }
    expect(map.cells.some((c) => c.links.length > 0)).toBe(true);
  });

  it("gives areas, locks and devices by hex, as the ship holds them", () => {
    expect(map.areas.map((a) => a.name)).toEqual([...ship.areas.keys()]);
    expect(map.locks.map((l) => l.name)).toEqual(ship.airlocks.map((a) => a.name));
    expect(map.locks.find((l) => l.kind === "cargo")?.capacity).toBe(6);
    const chairs = map.cells.filter((c) => c.terrain === "captain-chair").map((c) => c.hex);
    expect(map.devices.captainChairs).toEqual(chairs);
    expect(map.devices.consoleSpots.length).toBeGreaterThan(0);
    expect(map.cargo.length).toBe(ship.cargo.length);
  });
});

describe("moduleMap", () => {
  it("maps a module as a ship of its own: its hexes, and an air lock at each hall end", () => {
    const loaded = loadModuleFile(moduleFileFor(89)!);
    if (!loaded.ok) throw new Error("module 89 does not load");
    const map = moduleMap(loaded.value)!;
    expect(mapSchema.safeParse(map).error).toBeUndefined();
    const own = map.cells.filter((c) => c.terrain !== "airlock");
    expect(own.length).toBe(loaded.value.levels.reduce((n, l) => n + l.hexes.size, 0));
    expect(map.locks.map((l) => l.exits)).toEqual([["89:0006"], ["89:1306"], ["89:0611"]]);
    expect(map.devices.captainChairs).toEqual(["89:0605"]);
  });
});
