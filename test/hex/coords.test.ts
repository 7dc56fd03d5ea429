// Hex positions: directions, neighbours, distance and printed hex names.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DIRECTIONS,
  directionTo,
  distance,
  hexName,
  isHexPosition,
  neighbours,
  parseHexName,
  sameHex,
  step,
  type Hex,
} from "../../src/hex/coords.js";
import ROT from "rot-js";

// Cube coordinates, the textbook form of hex distance, as an independent check of `distance`.
const toCube = (h: Hex) => ({ q: (h.x - h.y) / 2, r: h.y, s: -(h.x - h.y) / 2 - h.y });
const fromCube = (c: { q: number; r: number }): Hex => ({ x: 2 * c.q + c.r, y: c.r });

/** Any hex position, x + y even, negative ones included. */
const anyHex = fc
  .tuple(fc.integer({ min: -60, max: 60 }), fc.integer({ min: -60, max: 60 }))
  .map(([x, y]): Hex => ({ x: x * 2 + (y & 1), y }));

const opposite = { nw: "se", ne: "sw", e: "w", se: "nw", sw: "ne", w: "e" } as const;

describe("directions", () => {
  it("are rot-js's six steps on doubled coordinates, in the order NW, NE, E, SE, SW, W", () => {
    const origin = { x: 10, y: 4 };
    expect(DIRECTIONS.map((d) => step(origin, d))).toEqual([
      { x: 9, y: 3 },
      { x: 11, y: 3 },
      { x: 12, y: 4 },
      { x: 11, y: 5 },
      { x: 9, y: 5 },
      { x: 8, y: 4 },
    ]);
  });

  it("read as vi-keys on a drawing: y u / h l / b n", () => {
    // The six neighbours of @ drawn where they stand on the screen.
    const drawing = [" y u", "h @ l", " b n"];
    const at = (glyph: string): Hex => {
      const y = drawing.findIndex((row) => row.includes(glyph));
      return { x: drawing[y]!.indexOf(glyph), y };
    };
    const keys = { nw: "y", ne: "u", e: "l", se: "n", sw: "b", w: "h" } as const;
    for (const d of DIRECTIONS) expect(step(at("@"), d)).toEqual(at(keys[d]));
  });

  it("step and its opposite return to the start; directionTo names the step", () => {
    fc.assert(
      fc.property(anyHex, fc.constantFrom(...DIRECTIONS), (h, d) => {
        const n = step(h, d);
        expect(isHexPosition(n.x, n.y)).toBe(true);
        expect(directionTo(h, n)).toBe(d);
        expect(step(n, opposite[d])).toEqual(h);
      }),
      { numRuns: 200 },
    );
  });

  it("directionTo is undefined for a hex that is not adjacent", () => {
    expect(directionTo({ x: 0, y: 0 }, { x: 0, y: 0 })).toBeUndefined();
    expect(directionTo({ x: 0, y: 0 }, { x: 4, y: 0 })).toBeUndefined();
    expect(directionTo({ x: 0, y: 0 }, { x: 0, y: 2 })).toBeUndefined();
  });
});

describe("neighbours", () => {
  it("are six distinct hex positions at distance 1, in DIRECTIONS order", () => {
    fc.assert(
      fc.property(anyHex, (h) => {
        const ns = neighbours(h);
        expect(ns).toEqual(DIRECTIONS.map((d) => step(h, d)));
        expect(new Set(ns.map((n) => `${n.x},${n.y}`)).size).toBe(6);
        for (const n of ns) {
          expect(isHexPosition(n.x, n.y)).toBe(true);
          expect(distance(h, n)).toBe(1);
          expect(neighbours(n).some((m) => sameHex(m, h))).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("distance", () => {
  it("is zero only from a hex to itself, symmetric, and obeys the triangle inequality", () => {
    fc.assert(
      fc.property(anyHex, anyHex, anyHex, (a, b, c) => {
        expect(distance(a, b) === 0).toBe(sameHex(a, b));
        expect(distance(a, b)).toBe(distance(b, a));
        expect(distance(a, c)).toBeLessThanOrEqual(distance(a, b) + distance(b, c));
        expect(Number.isInteger(distance(a, b))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("equals the cube distance", () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        const [p, q] = [toCube(a), toCube(b)];
        const cube = Math.max(Math.abs(p.q - q.q), Math.abs(p.r - q.r), Math.abs(p.s - q.s));
        expect(distance(a, b)).toBe(cube);
        expect(fromCube(p)).toEqual(a);
      }),
      { numRuns: 300 },
    );
  });

  it("counts the steps of a breadth-first walk from a hex", () => {
    const origin = { x: 0, y: 0 };
    const seen = new Map<string, number>([["0,0", 0]]);
    let frontier: Hex[] = [origin];
    for (let d = 1; d <= 6; d++) {
      const next: Hex[] = [];
      for (const h of frontier)
        for (const n of neighbours(h)) {
          if (seen.has(`${n.x},${n.y}`)) continue;
          seen.set(`${n.x},${n.y}`, d);
          next.push(n);
        }
      // Ring d of a hex grid holds 6d hexes.
      expect(next.length).toBe(6 * d);
      for (const h of next) expect(distance(origin, h)).toBe(d);
      frontier = next;
    }
  });

  it("reads off a drawing: along a row, down a diagonal, and in a zigzag", () => {
    expect(distance({ x: 0, y: 0 }, { x: 26, y: 0 })).toBe(13);
    expect(distance({ x: 0, y: 0 }, { x: 11, y: 11 })).toBe(11);
    expect(distance({ x: 0, y: 0 }, { x: 0, y: 4 })).toBe(4);
    expect(distance({ x: 0, y: 0 }, { x: 13, y: 11 })).toBe(12);
  });
});

describe("hex names", () => {
  it("are the printed CCRR: column x div 2, then row", () => {
    expect(hexName({ x: 12, y: 0 })).toBe("0600");
    expect(hexName({ x: 13, y: 5 })).toBe("0605");
    expect(hexName({ x: 26, y: 6 })).toBe("1306");
    expect(hexName({ x: 13, y: 11 })).toBe("0611");
    expect(parseHexName("0600")).toEqual({ x: 12, y: 0 });
    expect(parseHexName("0605")).toEqual({ x: 13, y: 5 });
    expect(parseHexName("0000")).toEqual({ x: 0, y: 0 });
    expect(parseHexName("9999")).toEqual({ x: 199, y: 99 });
  });

  it("round-trip for every hex of a 100 by 100 sheet", () => {
    for (let y = 0; y < 100; y++)
      for (let x = y & 1; x < 200; x += 2) {
        const name = hexName({ x, y });
        expect(name).toMatch(/^\d{4}$/);
        expect(parseHexName(name)).toEqual({ x, y });
      }
  });

  it("round-trip from any four digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4}$/), (name) => {
        const h = parseHexName(name)!;
        expect(isHexPosition(h.x, h.y)).toBe(true);
        expect(hexName(h)).toBe(name);
      }),
      { numRuns: 200 },
    );
  });

  it("are refused unless exactly four digits", () => {
    for (const bad of ["", "600", "06000", "06 0", "ab00", " 0600", "0600 ", "06:00", "-100", "０６００"])
      expect(parseHexName(bad), bad).toBeUndefined();
  });
});

describe("directions", () => {
  it("step in each direction is rot-js's DIRS[6], in rot-js's order", () => {
    const origin = { x: 10, y: 4 };
    const steps = DIRECTIONS.map((d) => step(origin, d)).map((h) => [h.x - origin.x, h.y - origin.y]);
    expect(steps).toEqual(ROT.DIRS[6]);
  });
});
