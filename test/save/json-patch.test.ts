// A side's log stores each view as the change since the step before: patching back gives the view exactly.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diff, equal, patch, type Json } from "../../src/save/json-patch.js";

const json = fc.jsonValue() as fc.Arbitrary<Json>;

describe("json-patch", () => {
  it("diff then patch gives the new value, for any two JSON values", () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        const p = diff(a, b);
        expect(p === undefined ? a : patch(a, p)).toEqual(b);
      }),
      { numRuns: 2000, seed: 14 },
    );
  });

  it("and for a value changed a little, as views change between steps", () => {
    const view = fc.record({
      own: fc.array(fc.record({ number: fc.nat(24), hex: fc.string(), mu: fc.nat(4) }), { maxLength: 6 }),
      inView: fc.uniqueArray(fc.nat(400), { maxLength: 60 }).map((xs) => xs.sort((x, y) => x - y)),
      openDoors: fc.uniqueArray(fc.string({ maxLength: 6 }), { maxLength: 5 }).map((xs) => xs.sort()),
      turn: fc.nat(20),
    });
    fc.assert(
      fc.property(view, view, (a, b) => {
        const mixed = { ...a, inView: b.inView, turn: a.turn + 1 } as unknown as Json;
        const p = diff(a as unknown as Json, mixed);
        expect(patch(a as unknown as Json, p!)).toEqual(mixed);
      }),
      { numRuns: 500, seed: 15 },
    );
  });

  it("stores what changed, or the whole when that is shorter: a sorted set as what came and went", () => {
    const a = { side: "blue", inView: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], own: [{ number: 4, mu: 4 }] } as Json;
    const b = { side: "blue", inView: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11], own: [{ number: 4, mu: 3 }] } as Json;
    expect(diff(a, b)).toEqual({ o: { inView: { "+": [11], "-": [1] }, own: { "=": [{ number: 4, mu: 3 }] } } });
    const long = { name: "a long name that is not repeated", mu: 4 };
    expect(diff([long], [{ ...long, mu: 3 }])).toEqual({ a: { 0: { o: { mu: { "=": 3 } } } } });
    expect(diff(a, a)).toBeUndefined();
    expect(equal(patch(a, diff(a, b)!), b)).toBe(true);
  });

  it("keys removed, arrays that change length, a value that changes kind", () => {
    const a = { x: 1, y: [1, 2], z: "s" } as Json;
    const b = { x: 1, y: [3, 2, 1], w: null } as Json;
    expect(patch(a, diff(a, b)!)).toEqual(b);
    expect(patch([1, 2], diff([1, 2], { a: 1 })!)).toEqual({ a: 1 });
  });
});
