// The side panel's list of enemy markers out of sight: a marker's number and its hex never split over two lines.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { newSession } from "../../src/play/new-game.js";
import { seating } from "../../src/seating/seats.js";
import { sidePanel } from "../../src/tui/side-panel.js";
import { makeTheme } from "../../src/tui/theme.js";

const FIRST_BOARDING = join(import.meta.dirname, "..", "..", "scenarios", "first-boarding.yaml");

describe("the side panel's markers out of sight", () => {
  it("breaks the list only between markers, each ?N beside its hex, within the width", () => {
    const session = newSession(FIRST_BOARDING, "1", "open");
    if (Array.isArray(session)) throw new Error(session.join("\n"));
    const { seats } = seating(session);
    const width = 30;
    const lines = sidePanel(seats.blue.ship, seats.blue.view(), undefined, width, 40, makeTheme(false)).map((l) =>
      l.replace(/\{[^}]*\}/g, ""),
    );
    const from = lines.findIndex((l) => l.startsWith("Out of sight"));
    expect(from).toBeGreaterThan(-1);
    const list = lines.slice(from + 1).filter((l) => l.startsWith("  ?"));
    expect(list.length).toBeGreaterThan(1);
    for (const l of list) {
      expect(l.length).toBeLessThanOrEqual(width);
      expect(l.trim()).toMatch(/^(\?\d+ \d\d:\d{4},?)( \?\d+ \d\d:\d{4},?)*$/);
    }
  });
});
