// Finding 1 of issue 17: the map follows the action. The window keeps the selected marker and the
// enemies in sight, centres on a key, and the introduction's objective is one key away at 80x24.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { centred, frame } from "../../src/tui/map-focus.js";
import { select, startTui, underCursor } from "./harness.js";

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

  it("puts the travel cursor beside the engine console with the same key: travel to the objective is t, g, Enter", async () => {
    const h = await startTui({ cols: 80, rows: 24, start: join(import.meta.dirname, "fixtures", "engine-crew.yaml") });
    await h.keys("enter", "enter");
    await select(h, "Rojas");
    await h.keys("t");
    expect(h.text()).toMatch(/Travel: move the cursor \(g: your objective\)/);
    await h.keys("g");
    const hex = /your objective: Enter travels to (99:\d{4})/.exec(h.text())?.[1];
    // Beside the console (99:0605), on a hex a soldier can stand on, and still the travel cursor.
    expect(["99:0504", "99:0505", "99:0506", "99:0604", "99:0606", "99:0705"]).toContain(hex);
    expect(underCursor(h)).not.toBe("M");
    await h.keys("enter");
    expect(h.text()).toMatch(new RegExp(`Rojas (travelled|stopped after)`));
    await h.quit();
  });
});

describe("the map scrolling after a cursor at 80x24", () => {
  /** The map window's text: rows 1 to 17, columns 0 to 48 at 80x24 (src/tui/layout.ts). */
  const mapOf = (text: string): string[] =>
    text
      .split("\n")
      .slice(1, 18)
      .map((l) => l.padEnd(49).slice(0, 49));

  /** How many columns the drawing moved from A to B: the least shift that lines every row up, if any. */
  function shift(a: readonly string[], b: readonly string[]): number | undefined {
    const fits = (d: number) =>
      a.every((row, r) => [...b[r]!].every((ch, c) => c + d < 0 || c + d >= row.length || row[c + d] === ch));
    for (let n = 0; n <= 24; n++) for (const d of [n, -n]) if (fits(d)) return d;
    return undefined;
  }

  it("moves the drawing by whole hexes (an even number of columns), never half a hex", async () => {
    const h = await startTui({ cols: 80, rows: 24, start: INTRO });
    await h.keys("enter", "enter", ";");
    const frames = [mapOf(h.text())];
    // Diagonal steps, a column at a time: east (ne, se, ...) then back west (nw, sw, ...).
    for (let i = 0; i < 40; i++) {
      await h.keys(i < 20 ? (i % 2 === 0 ? "u" : "n") : i % 2 === 0 ? "y" : "b");
      frames.push(mapOf(h.text()));
    }
    await h.quit();
    const moves = frames.slice(1).map((f, i) => shift(frames[i]!, f));
    expect(moves.filter((d) => d !== 0).length).toBeGreaterThan(0);
    for (const d of moves) expect(d !== undefined && d % 2 === 0).toBe(true);
  });
});
