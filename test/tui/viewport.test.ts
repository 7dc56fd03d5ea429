// The map window following a focus: centred when the map fits, scrolled before the focus reaches an edge.
import { describe, expect, it } from "vitest";
import { follow, inStep } from "../../src/tui/viewport.js";

describe("the viewport", () => {
  const window = { w: 40, h: 12 };
  const content = { w: 120, h: 40 };

  it("centres a map smaller than the window", () => {
    expect(follow({ x: 0, y: 0 }, { x: 5, y: 5 }, window, { w: 20, h: 6 })).toEqual({ x: -10, y: -3 });
  });

  it("does not move while the focus is well inside", () => {
    expect(follow({ x: 10, y: 5 }, { x: 30, y: 10 }, window, content)).toEqual({ x: 10, y: 5 });
  });

  it("scrolls to keep a margin before the edge", () => {
    expect(follow({ x: 10, y: 5 }, { x: 45, y: 14 }, window, content)).toEqual({ x: 16, y: 6 });
    expect(follow({ x: 10, y: 5 }, { x: 12, y: 5 }, window, content)).toEqual({ x: 2, y: 2 });
  });

  it("centres on a focus far away, within the map's bounds", () => {
    expect(follow({ x: 0, y: 0 }, { x: 100, y: 30 }, window, content)).toEqual({ x: 80, y: 24 });
    expect(follow({ x: 80, y: 28 }, { x: 1, y: 1 }, window, content)).toEqual({ x: 0, y: 0 });
  });

  it("scrolls by whole hexes: the window's left column always even, the focus kept in view", () => {
    let origin = { x: 0, y: 0 };
    for (let x = 0; x < 120; x++) {
      origin = follow(origin, { x, y: 10 }, window, content);
      expect(origin.x % 2).toBe(0);
      expect(x).toBeGreaterThanOrEqual(origin.x);
      expect(x).toBeLessThan(origin.x + window.w);
    }
    // At the map's right end of an odd width, one blank column past it rather than the last column hidden.
    expect(follow({ x: 0, y: 0 }, { x: 120, y: 5 }, window, { w: 121, h: 40 }).x).toBe(82);
    expect(inStep(7, 40, 120, 10, 46)).toBe(8);
    expect(inStep(7, 40, 120, 7, 20)).toBe(6);
  });
});
