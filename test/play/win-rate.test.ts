// Wilson's 95% interval for `run --games N`: known values, and its bounds hold the rate inside 0..1.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { winRate } from "../../src/play/win-rate.js";

describe("winRate", () => {
  it("gives Wilson's interval: known values", () => {
    // 5 of 10: 0.2366..0.7634; 0 of 10: 0..0.2775; 10 of 10: 0.7225..1; 81 of 263: 0.2553..0.3662.
    expect(winRate(5, 10)).toEqual({ count: 5, rate: 0.5, low: 0.2366, high: 0.7634 });
    expect(winRate(0, 10)).toEqual({ count: 0, rate: 0, low: 0, high: 0.2775 });
    expect(winRate(10, 10)).toEqual({ count: 10, rate: 1, low: 0.7225, high: 1 });
    expect(winRate(81, 263)).toMatchObject({ low: 0.2553, high: 0.3662 });
  });

  it("keeps low <= rate <= high inside 0..1, narrowing as games grow", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (games, share) => {
        const count = Math.round(share * games);
        const r = winRate(count, games);
        expect(r.low).toBeGreaterThanOrEqual(0);
        expect(r.high).toBeLessThanOrEqual(1);
        expect(r.low).toBeLessThanOrEqual(r.rate);
        expect(r.rate).toBeLessThanOrEqual(r.high);
        const more = winRate(count * 4, games * 4);
        expect(more.high - more.low).toBeLessThanOrEqual(r.high - r.low + 1e-4);
      }),
      { numRuns: 200 },
    );
  });

  it("refuses counts that are no count of the games", () => {
    expect(() => winRate(3, 2)).toThrow(RangeError);
    expect(() => winRate(0, 0)).toThrow(RangeError);
  });
});
