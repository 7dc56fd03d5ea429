// Issue 17, finding 9: no soldier's letter is a terrain letter or another soldier's, and the two sides'
// markers tell apart without colour.
import { describe, expect, it } from "vitest";
import { TERRAIN } from "../../src/map/terrain.js";
import { newSession } from "../../src/play/new-game.js";
import type { OwnMarker } from "../../src/seat/index.js";
import { levelGrids } from "../../src/tui/map-grid.js";
import { renderMap } from "../../src/tui/map-render.js";
import { cellMarks } from "../../src/tui/marks.js";
import { soldierGlyphs } from "../../src/tui/soldier-glyphs.js";
import { makeTheme } from "../../src/tui/theme.js";
import { DUEL } from "./harness.js";

function duel() {
  const s = newSession(DUEL, "1");
  if (Array.isArray(s)) throw new Error(s.join("\n"));
  return s;
}

const soldier = (name: string) => ({ number: 1, soldier: { name } }) as unknown as OwnMarker;

describe("soldier letters", () => {
  it("gives Gorm and Grask different letters, and a Marine and a Sergeant none of the consoles' or stairs'", () => {
    const ship = duel().setup.ship;
    const terrain = new Set(ship.cells.map((c) => c.glyph ?? TERRAIN[c.terrain].glyph));
    expect(terrain.has("M") && terrain.has("S")).toBe(true);
    const glyphs = soldierGlyphs(ship, ["Gorm", "Grask", "Menkovich", "Steinberger", "Osaka"].map(soldier));
    const letters = [...glyphs.values()];
    expect(new Set(letters).size).toBe(5);
    // The small ship draws the engine console M and stairs S: neither may stand for a soldier.
    expect(letters).not.toContain("M");
    expect(letters).not.toContain("S");
    for (const l of letters) expect(terrain.has(l)).toBe(false);
    for (const [name, l] of glyphs) expect(name.toUpperCase()).toContain(l.toUpperCase());
  });
});

describe("the sides without colour", () => {
  it("draws own markers in reverse video and the enemy's without it", () => {
    const s = duel();
    const ship = s.setup.ship;
    const view = s.view("blue");
    const grid = levelGrids(ship).get("main")!;
    const text = renderMap(
      { ship, grid, view, marks: cellMarks(ship, view), numbers: false, theme: makeTheme(false) },
      { x: 0, y: 0 },
      { w: ship.width, h: ship.height },
    ).join("\n");
    const inverse = [...text.matchAll(/\{inverse\}(?:\{[a-z-]+\})*([^{]*)/g)].map((m) => m[1]!);
    expect(inverse.length).toBeGreaterThan(0);
    for (const run of inverse) expect(run).not.toMatch(/\d/);
    // Yellow's markers are on blue's map by number (an open table): drawn, but not in reverse.
    expect(view.enemies.length).toBeGreaterThan(0);
    expect(text.replace(/\{[^}]*\}/g, "")).toMatch(/\d/);
  });
});
