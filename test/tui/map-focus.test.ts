// Finding 1 of issue 17: the map follows the action. The window keeps the selected marker and the
// enemies in sight, centres on a key, and the introduction's objective is one key away at 80x24.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { centred, frame } from "../../src/tui/map-focus.js";
import { startTui, underCursor } from "./harness.js";

const INTRO = join(import.meta.dirname, "../../scenarios/introduction.yaml");

describe("the map window framing the action", () => {
  const window = { w: 40, h: 12 };
  const content = { w: 120, h: 40 };

  it("brings an enemy in sight onto the screen with the selected marker", () => {
    // Following the marker alone would leave the window at x 10: the enemy at x 55 off screen.
    const at = frame({ x: 10, y: 5 }, { x: 30, y: 10 }, [{ x: 55, y: 10 }], window, content);
    expect(at.x).toBeLessThanOrEqual(30);
    expect(at.x + window.w).toBeGreaterThan(56);
  });

  it("keeps the nearest enemies when not all fit, and never loses the focus", () => {
    const at = frame(
      { x: 0, y: 0 },
      { x: 30, y: 10 },
      [
        { x: 110, y: 10 },
        { x: 45, y: 12 },
      ],
      window,
      content,
    );
    expect(at.x).toBeLessThanOrEqual(30);
    expect(at.x + window.w).toBeGreaterThan(46);
    expect(at.x + window.w).toBeLessThan(110);
  });

  it("centres on the focus when asked, within the map", () => {
    expect(centred({ x: 60, y: 20 }, window, content)).toEqual({ x: 40, y: 14 });
    expect(centred({ x: 2, y: 1 }, window, content)).toEqual({ x: 0, y: 0 });
  });
});

describe("the introduction at 80x24", () => {
  it("puts a look cursor on the engine console, the blue objective, with one key", async () => {
    const h = await startTui({ cols: 80, rows: 24, start: INTRO });
    await h.keys("enter", "enter");
    expect(h.text()).not.toMatch(/central engine console/);
    await h.keys("g");
    expect(underCursor(h)).toBe("M");
    expect(h.text()).toMatch(/central engine console/);
    await h.quit();
  });
});
