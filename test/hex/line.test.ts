// Hex lines and line of sight: symmetric, blocked by walls between, never by the ends.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIRECTIONS, distance, neighbours, sameHex, step, type Hex } from "../../src/hex/coords.js";
import { hasLineOfSight, hexLine } from "../../src/hex/line.js";
import { draw, find, grid, key, rectangle, type Grid } from "./ascii-grid.js";

const walls = (g: Grid) => (h: Hex) => g.hexes.get(key(h))?.glyph === "#";
const sight = (rows: string[]) => {
  const g = grid(rows);
  return hasLineOfSight(find(g, "a"), find(g, "b"), walls(g));
};

/** A random map: a rectangle of hexes, some of them walls, and two hexes on it. */
const randomMap = fc
  .record({ width: fc.integer({ min: 2, max: 24 }), height: fc.integer({ min: 1, max: 12 }) })
  .chain(({ width, height }) => {
    const hexes = rectangle(width, height);
    const pick = fc.nat({ max: hexes.length - 1 }).map((i) => hexes[i]!);
    return fc.record({
      hexes: fc.constant(hexes),
      walls: fc.uniqueArray(pick, { selector: key, maxLength: hexes.length }).map((ws) => new Set(ws.map(key))),
      a: pick,
      b: pick,
    });
  });

describe("hexLine", () => {
  it("runs from one end to the other through distance + 1 adjacent hexes", () => {
    fc.assert(
      fc.property(randomMap, fc.constantFrom(1 as const, -1 as const), ({ a, b }, nudge) => {
        const line = hexLine(a, b, nudge);
        expect(line.length).toBe(distance(a, b) + 1);
        expect(line[0]).toEqual(a);
        expect(line.at(-1)).toEqual(b);
        for (let i = 1; i < line.length; i++) expect(distance(line[i - 1]!, line[i]!)).toBe(1);
      }),
      { numRuns: 300 },
    );
  });

  it("along a row or a diagonal is the same line whichever way it is nudged", () => {
    for (const d of DIRECTIONS) {
      let end: Hex = { x: 0, y: 0 };
      for (let i = 0; i < 5; i++) end = step(end, d);
      expect(hexLine({ x: 0, y: 0 }, end, 1)).toEqual(hexLine({ x: 0, y: 0 }, end, -1));
    }
  });

  it("along a hex edge goes one way with each nudge", () => {
    // From a straight down to b the line runs between the two hexes of row 1.
    const g = grid(["  a", " l r", "  b"]);
    const lines = [1, -1].map((n) => hexLine(find(g, "a"), find(g, "b"), n as 1 | -1));
    const middles = lines.map((l) => g.hexes.get(key(l[1]!))?.glyph).sort();
    expect(middles).toEqual(["l", "r"]);
  });
});

const shift = (h: Hex, dx: number, dy: number): Hex => ({ x: h.x + dx, y: h.y + dy });
const mirror = (h: Hex): Hex => ({ x: -h.x, y: h.y });

describe("hasLineOfSight", () => {
  it("is symmetric on random maps", () => {
    fc.assert(
      fc.property(randomMap, ({ walls, a, b }) => {
        const blocks = (h: Hex) => walls.has(key(h));
        expect(hasLineOfSight(a, b, blocks)).toBe(hasLineOfSight(b, a, blocks));
      }),
      { numRuns: 300 },
    );
  });

  it("never asks about the two ends, so adjacent hexes always see each other", () => {
    fc.assert(
      fc.property(randomMap, fc.constantFrom(...DIRECTIONS), ({ a }, d) => {
        const b = step(a, d);
        const asked: Hex[] = [];
        const everything = (h: Hex) => (asked.push(h), true);
        expect(hasLineOfSight(a, b, everything)).toBe(true);
        expect(hasLineOfSight(a, a, everything)).toBe(true);
        expect(asked).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it("is always clear on an open map", () => {
    fc.assert(
      fc.property(randomMap, ({ a, b }) => {
        expect(hasLineOfSight(a, b, () => false)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it("is stopped by a wall exactly between two hexes on a straight row or diagonal", () => {
    expect(sight(["a # b"])).toBe(false);
    expect(sight(["a . . . # . b"])).toBe(false);
    expect(sight(["a . . . . . b"])).toBe(true);
    expect(sight(["b . # . . . a"])).toBe(false);
    expect(sight(["a", " .", "  #", "   .", "    b"])).toBe(false);
    expect(sight(["    a", "   .", "  #", " .", "b"])).toBe(false);
    expect(sight(["    a", "   .", "  .", " .", "b"])).toBe(true);
  });

  it("grazing a hex edge needs walls on both sides to be stopped", () => {
    expect(sight(["  a", " # .", "  b"])).toBe(true);
    expect(sight(["  a", " . #", "  b"])).toBe(true);
    expect(sight(["  a", " # #", "  b"])).toBe(false);
    // Three columns per two rows runs through the centre of the middle hex.
    expect(sight(["a . . .", " . # .", ". . . b"])).toBe(false);
    expect(sight(["a # . .", " . . .", ". . . b"])).toBe(true);
    expect(sight(["a # . .", " # . .", ". . . b"])).toBe(false);
  });

  it("is stopped by a wall at any hex a line passes through", () => {
    fc.assert(
      fc.property(randomMap, ({ a, b }) => {
        fc.pre(distance(a, b) >= 2);
        // Block both nudged lines at one inner hex each: no sight remains. Sight draws its
        // lines from the upper hex (then the left one), so these lines are drawn that way too.
        const [p, q] = a.y < b.y || (a.y === b.y && a.x < b.x) ? [a, b] : [b, a];
        const stops = new Set([hexLine(p, q, 1), hexLine(p, q, -1)].map((l) => key(l[1]!)));
        expect(hasLineOfSight(a, b, (h) => stops.has(key(h)))).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it("shows what a watcher at @ sees in a room with a pillar", () => {
    // '*' marks what @ sees; '-' what the pillar hides.
    const room = [
      "# # # # # # # # # # #",
      " # . . . . . . . . # #",
      "# . . . . . . . . . #",
      " # @ . . # . . . . # #",
      "# . . . . . . . . . #",
      " # . . . . . . . . # #",
      "# # # # # # # # # # #",
    ];
    const g = grid(room);
    const me = find(g, "@");
    const seen = draw(g, (h) =>
      h.glyph === "#" ? "#" : sameHex(h, me) ? "@" : hasLineOfSight(me, h, walls(g)) ? "*" : "-",
    );
    expect(seen).toEqual([
      "# # # # # # # # # # #",
      " # * * * * * * * * # #",
      "# * * * * * * * - - #",
      " # @ * * # - - - - # #",
      "# * * * * * * * - - #",
      " # * * * * * * * * # #",
      "# # # # # # # # # # #",
    ]);
  });

  it("sees every neighbour of a hex in a closed room", () => {
    const g = grid(["# # #", " # . #", "# # #"]);
    const centre = { x: 3, y: 1 };
    for (const n of neighbours(centre)) expect(hasLineOfSight(centre, n, walls(g))).toBe(true);
  });
});

// Lines that run along hex edges: the nudge must move them off the edge the same way
// wherever the pair stands.
describe("sight along the shallow hex edges", () => {
  it("is not stopped by one wall beside a line running along hex edges", () => {
    expect(sight(["  a # . .", " . . . . .", ". . . . b"])).toBe(true);
    expect(sight(["  a . . .", " . # . . .", ". . . . b"])).toBe(true);
  });

  it("passes the same hexes drawn from either end", () => {
    const a = { x: 2, y: 6 };
    const b = { x: 9, y: 7 };
    expect(hexLine(b, a, -1).map(key).sort()).toEqual(hexLine(a, b, -1).map(key).sort());
  });

  it("does not depend on where the pair stands or which way the map is mirrored", () => {
    const a = { x: 17, y: 7 };
    const b = { x: -28, y: -8 };
    const wall = { x: -12, y: -2 };
    const seen = (p: Hex, q: Hex, w: Hex) => hasLineOfSight(p, q, (h) => h.x === w.x && h.y === w.y);
    const here = seen(a, b, wall);
    expect(seen(shift(a, 1, 1), shift(b, 1, 1), shift(wall, 1, 1))).toBe(here);
    expect(seen(mirror(a), mirror(b), mirror(wall))).toBe(here);
  });
});
