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

describe("the track sheet's rows", () => {
  it("tell a broken soldier (his morale gone) as a wounded one and one in ambush: in words, else letters", () => {
    const session = newSession(FIRST_BOARDING, "1", "open");
    if (Array.isArray(session)) throw new Error(session.join("\n"));
    const view = seating(session).seats.blue.view();
    const [first, ...rest] = view.own;
    const broken = { ...first!, soldier: { ...first!.soldier!, morale: "running" as const, wounded: true } };
    const shown = (width: number) =>
      sidePanel(
        seating(session).seats.blue.ship,
        { ...view, own: [broken, ...rest] },
        broken.number,
        width,
        40,
        makeTheme(false),
      )
        .map((l) => l.replace(/\{[^}]*\}/g, ""))
        .find((l) => l.startsWith(`>${String(broken.number).padStart(2)}`))!;
    expect(shown(48)).toMatch(/ wounded broken$/);
    expect(shown(30)).toMatch(/ WB +\d+ out L\d$/);
    expect(shown(30).length).toBeLessThanOrEqual(30);
  });
});
