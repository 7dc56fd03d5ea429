// Cheapest paths: hex distance on open maps, and the true cheapest cost with move-unit costs.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distance, neighbours, type Hex } from "../../src/hex/coords.js";
import { cheapestPaths, pathTo } from "../../src/hex/path.js";
import { find, grid, key, rectangle } from "./ascii-grid.js";

/** A map for the path search: hexes by key, and the move units to enter each. */
interface CostMap {
  readonly hexes: Map<string, Hex>;
  readonly enter: Map<string, number>;
}

const next = (m: CostMap) => (k: string) =>
  neighbours(m.hexes.get(k)!)
    .map(key)
    .filter((n) => m.hexes.has(n));
const stepCost = (m: CostMap) => (_from: string, to: string) => m.enter.get(to) ?? 1;

/** Move units per glyph in drawn fixtures: floor 1, chair 2, tread 3, wall impassable. */
const GLYPH_COST: Record<string, number> = { ".": 1, h: 2, ":": 3, "#": Infinity };

function drawn(rows: string[]): CostMap & { from: string; to: string } {
  const g = grid(rows);
  const hexes = new Map([...g.hexes].map(([k, h]) => [k, { x: h.x, y: h.y }]));
  const enter = new Map([...g.hexes].map(([k, h]) => [k, GLYPH_COST[h.glyph] ?? 1]));
  return { hexes, enter, from: key(find(g, "a")), to: key(find(g, "b")) };
}

/** A small rectangle with random entry costs (Infinity: impassable) and two hexes on it. */
const smallMap = fc
  .record({ width: fc.integer({ min: 2, max: 7 }), height: fc.integer({ min: 1, max: 4 }) })
  .chain(({ width, height }) => {
    const hexes = rectangle(width, height);
    const cost = fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 1, max: 4 }) },
      { weight: 1, arbitrary: fc.constant(Infinity) },
    );
    const index = fc.nat({ max: hexes.length - 1 });
    return fc.record({
      hexes: fc.constant(new Map(hexes.map((h) => [key(h), h]))),
      costs: fc.array(cost, { minLength: hexes.length, maxLength: hexes.length }),
      from: index,
      budget: fc.oneof(fc.constant(Infinity), fc.integer({ min: 0, max: 12 })),
    });
  })
  .map(({ hexes, costs, from, budget }) => {
    const keys = [...hexes.keys()];
    const enter = new Map(keys.map((k, i) => [k, costs[i]!]));
    return { hexes, enter, from: keys[from]!, budget };
  });

/** The cheapest cost to every hex by trying every simple path: slow, obviously right. */
function bruteForce(m: CostMap, from: string): Map<string, number> {
  const best = new Map<string, number>();
  const visited = new Set<string>([from]);
  const walk = (k: string, spent: number): void => {
    if (spent < (best.get(k) ?? Infinity)) best.set(k, spent);
    for (const n of next(m)(k)) {
      if (visited.has(n)) continue;
      const c = spent + stepCost(m)(k, n);
      if (c === Infinity) continue;
      visited.add(n);
      walk(n, c);
      visited.delete(n);
    }
  };
  walk(from, 0);
  return best;
}

const pathCost = (m: CostMap, path: string[]) => path.slice(1).reduce((sum, k, i) => sum + stepCost(m)(path[i]!, k), 0);

describe("cheapestPaths", () => {
  it("costs the hex distance on an open map, by a path of distance + 1 adjacent hexes", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }),
        fc.integer({ min: 1, max: 14 }),
        fc.nat(),
        fc.nat(),
        (width, height, i, j) => {
          const all = rectangle(width, height);
          const m: CostMap = { hexes: new Map(all.map((h) => [key(h), h])), enter: new Map() };
          const a = all[i % all.length]!;
          const b = all[j % all.length]!;
          const reach = cheapestPaths(key(a), next(m), stepCost(m));
          expect(reach.cost.size).toBe(all.length);
          expect(reach.cost.get(key(b))).toBe(distance(a, b));
          const path = pathTo(reach, key(a), key(b))!;
          expect(path.length).toBe(distance(a, b) + 1);
          expect(path[0]).toBe(key(a));
          expect(path.at(-1)).toBe(key(b));
          for (let k = 1; k < path.length; k++)
            expect(distance(m.hexes.get(path[k - 1]!)!, m.hexes.get(path[k]!)!)).toBe(1);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("finds the cheapest cost of every simple path, within the budget, on small maps", () => {
    fc.assert(
      fc.property(smallMap, (m) => {
        const reach = cheapestPaths(m.from, next(m), stepCost(m), m.budget);
        const truth = bruteForce(m, m.from);
        const withinBudget = [...truth].filter(([, c]) => c <= m.budget);
        expect(new Map(reach.cost)).toEqual(new Map(withinBudget));
        for (const [k, c] of reach.cost) {
          const path = pathTo(reach, m.from, k)!;
          expect(path[0]).toBe(m.from);
          expect(path.at(-1)).toBe(k);
          expect(pathCost(m, path)).toBe(c);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("goes round a wall, and round chairs when that is cheaper", () => {
    const aroundWall = drawn(["# # # # # # #", " # . . . . # #", "# a . # . b #", " # . . . . # #", "# # # # # # #"]);
    const r1 = cheapestPaths(aroundWall.from, next(aroundWall), stepCost(aroundWall));
    // Four hexes apart, but the wall makes it five steps.
    expect(r1.cost.get(aroundWall.to)).toBe(5);

    // Straight through two chairs costs 1 + 2 + 2 + 1 + 1 = 7; round them along the top, 6.
    const chairs = drawn(["  . . . .", " a . h h . b"]);
    const r2 = cheapestPaths(chairs.from, next(chairs), stepCost(chairs));
    expect(r2.cost.get(chairs.to)).toBe(6);
    expect(pathTo(r2, chairs.from, chairs.to)!.map((k) => chairs.enter.get(k))).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it("reaches nothing beyond a closed wall, and stops at the budget", () => {
    const shut = drawn(["a . # . b"]);
    const r = cheapestPaths(shut.from, next(shut), stepCost(shut));
    expect(r.cost.has(shut.to)).toBe(false);
    expect(pathTo(r, shut.from, shut.to)).toBeUndefined();

    const open = drawn(["a . : . b"]);
    expect(cheapestPaths(open.from, next(open), stepCost(open), 5).cost.get(open.to)).toBeUndefined();
    expect(cheapestPaths(open.from, next(open), stepCost(open), 6).cost.get(open.to)).toBe(6);
    expect(pathTo(cheapestPaths(open.from, next(open), stepCost(open), 0), open.from, open.from)).toEqual([open.from]);
  });
});
