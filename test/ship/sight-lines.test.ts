// Pair facts of sight lines against the plain definition: either nudged hex line (src/hex/line.ts)
// free of walls, with every door on it open; the two ends of a ladder or stairs always see each
// other. The facts walk the lines with their own copy of it.
import { describe, expect, it } from "vitest";
import { shipFileFor } from "../../src/content/catalog.js";
import { loadShipFile } from "../../src/content/ship-load.js";
import { sightLines } from "../../src/hex/line.js";
import { TERRAIN, type Level } from "../../src/map/terrain.js";
import {
  anyClearLine,
  cellsSeenFrom,
  cellsThrough,
  clearLineThrough,
  lineIsClear,
  pairsThrough,
  seenThrough,
  sharesSpace,
} from "../../src/ship/sight-lines.js";
import { shipIndex } from "../../src/ship/ship-index.js";
import type { Ship } from "../../src/ship/ship.js";

function loadShip(name: string): Ship {
  const loaded = loadShipFile(shipFileFor(name)!);
  if (!loaded.ok) throw new Error(`ship ${name} does not load`);
  return loaded.value;
}

/** The doors on each nudged line that no wall stops, or undefined for a line a wall stops. */
function linesBetween(ship: Ship, a: number, b: number): (number[] | undefined)[] {
  const ca = ship.cells[a]!;
  const cb = ship.cells[b]!;
  if (ship.links[a]!.includes(b)) return [[]];
  if (ca.level !== cb.level && !sharesSpace(ca.level, cb.level)) return [undefined, undefined];
  const level: Level = ca.level === cb.level ? ca.level : "floor";
  const other: Level | undefined = level === "main" ? "floor" : level === "floor" ? "main" : undefined;
  const index = shipIndex(ship);
  return sightLines(ca, cb).map((line) => {
    const doors: number[] = [];
    for (const h of line.slice(1, -1)) {
      const c = index.cellAt(level, h.x, h.y) ?? (other ? index.cellAt(other, h.x, h.y) : undefined);
      if (c === undefined) return undefined;
      if (ship.cells[c]!.terrain === "door") doors.push(c);
      else if (TERRAIN[ship.cells[c]!.terrain].blocksSight) return undefined;
    }
    return doors;
  });
}

function expected(ship: Ship, open: Readonly<Record<number, true>>, a: number, b: number): boolean {
  return (
    a === b || linesBetween(ship, a, b).some((doors) => doors !== undefined && doors.every((d) => open[d] === true))
  );
}

/** Every `step`-th cell against every cell, with no doors, all doors and every other door open. */
function compareAll(ship: Ship, step: number): number {
  const doors = shipIndex(ship).doors;
  const opened = (ds: readonly number[]): Record<number, true> => Object.fromEntries(ds.map((d) => [d, true] as const));
  const sets = [{}, opened(doors), opened(doors.filter((_, i) => i % 2 === 0))];
  let wrong = 0;
  for (let a = 0; a < ship.cells.length; a += step) {
    for (let b = 0; b < ship.cells.length; b++) {
      for (const open of sets) if (lineIsClear(ship, open, a, b) !== expected(ship, open, a, b)) wrong++;
    }
  }
  return wrong;
}

describe("sight-line facts", () => {
  it("agree with the nudged hex lines on every pair of the small ship", () => {
    expect(compareAll(loadShip("small"), 1)).toBe(0);
  });

  it("agree on a sample of the full ship, catwalk and floor included", () => {
    expect(compareAll(loadShip("full"), 23)).toBe(0);
  });

  it("find the lines that pass a door, from one cell's row or pair by pair", () => {
    const ship = loadShip("small");
    const doors = shipIndex(ship).doors;
    const door = doors[0]!;
    const cells = ship.cells.map((c) => c.id).filter((_, i) => i % 3 === 0);
    const through = (a: number, b: number) => linesBetween(ship, a, b).some((d) => d?.includes(door));
    const found: string[] = [];
    pairsThrough(ship, cells, cells, [door], (i, j) => found.push(`${cells[i]}-${cells[j]}`));
    const want = cells.flatMap((a) => cells.filter((b) => a !== b && through(a, b)).map((b) => `${a}-${b}`));
    expect(found.sort()).toEqual(want.sort());
    expect(want.length).toBeGreaterThan(0);
    const allOpen: Record<number, true> = Object.fromEntries(doors.map((d) => [d, true] as const));
    for (const cell of cells) {
      const seen = cells.some((e) => e !== cell && through(e, cell) && expected(ship, allOpen, e, cell));
      expect(clearLineThrough(ship, allOpen, cells, cell, [door])).toBe(seen);
      const others = cells.filter((e) => e !== cell);
      for (const open of [{}, allOpen])
        expect(anyClearLine(ship, open, others, cell)).toBe(others.some((e) => expected(ship, open, e, cell)));
    }
  });
});

describe("seeing through a door", () => {
  it("finds every cell a line reaches through a door, as a look at every cell of the ship would", () => {
    const ship = loadShip("small");
    const doors = ship.cells.filter((c) => c.terrain === "door").map((c) => c.id);
    const eyes = ship.cells.filter((c) => c.terrain !== "wall" && c.id % 3 === 0).map((c) => c.id);
    let through = 0;
    for (const door of doors)
      for (const eye of eyes) {
        const all = ship.cells
          .map((c) => c.id)
          .filter((x) => x !== door && clearLineThrough(ship, { [door]: true }, [eye], x, [door]));
        const found = cellsThrough(ship, eye, door).filter((x) => lineIsClear(ship, { [door]: true }, eye, x));
        expect(found, `${ship.cells[eye]!.name} through ${ship.cells[door]!.name}`).toEqual(all);
        expect(seenThrough(ship, {}, [eye], door)).toBe(all.length > 0);
        through += all.length;
      }
    expect(through).toBeGreaterThan(100);
  }, 60_000);
});

describe("the cells a side's eyes see", () => {
  it("are the cells some eye has a clear line to, as pair by pair, under several door states and stacked eyes", () => {
    for (const name of ["small", "full"]) {
      const ship = loadShip(name);
      const doors = shipIndex(ship).doors;
      const opened = (ds: readonly number[]): Record<number, true> =>
        Object.fromEntries(ds.map((d) => [d, true] as const));
      const sets = [
        {},
        opened(doors),
        opened(doors.filter((_, i) => i % 2 === 0)),
        opened(doors.filter((_, i) => i % 3 === 1)),
      ];
      const floor = ship.cells.filter((c) => !TERRAIN[c.terrain].blocksSight).map((c) => c.id);
      let seen = 0;
      for (let k = 0; k < 6; k++) {
        const eyes = [
          floor[(k * 37) % floor.length]!,
          floor[(k * 101 + 5) % floor.length]!,
          floor[(k * 37) % floor.length]!,
        ];
        for (const open of sets) {
          const want = ship.cells.filter((c) => eyes.some((e) => lineIsClear(ship, open, e, c.id))).map((c) => c.id);
          expect(cellsSeenFrom(ship, open, eyes), `${name} ${eyes.join(",")}`).toEqual(want);
          seen += want.length;
        }
      }
      expect(cellsSeenFrom(ship, {}, [])).toEqual([]);
      expect(seen).toBeGreaterThan(100);
    }
  }, 60_000);
});
