// The top line keeps every ship system at 80 columns: shorter words when the full ones do not fit,
// and the systems out of order before those in order when even those do not.
import { describe, expect, it } from "vitest";
import { statusLine } from "../../src/tui/status-line.js";
import { makeTheme } from "../../src/tui/theme.js";
import type { PlayerView } from "../../src/view/player-view.js";

const theme = makeTheme(false);
/** The line as the terminal shows it: blessed's tags taken out. */
const line = (v: PlayerView, level: string, width: number) =>
  statusLine(v, level as never, width, theme).replace(/\{[^}]*\}/g, "");
const view = (systems: Record<string, unknown>, side = "yellow", visibility = "open") =>
  ({
    side,
    visibility,
    turn: 1,
    turnLimit: 14,
    systems: {
      power: true,
      lights: true,
      gravity: true,
      airPurification: true,
      recDeckGravity: true,
      engines: true,
      moving: false,
      course: null,
      ...systems,
    },
  }) as unknown as PlayerView;

describe("the status line", () => {
  it("has room for every system at 100 columns, in full", () => {
    expect(line(view({}), "main", 100)).toBe(
      "YELLOW turn 1/14 (open) | power on | lights on | gravity on | air ok | engines on | level: main",
    );
  });

  it("says the visibility played, open or fog, at 80 columns too", () => {
    expect(line(view({}, "blue", "fog"), "main", 80)).toMatch(/^BLUE turn 1\/14 \(fog\) \| /);
    expect(line(view({}, "blue", "open"), "main", 80)).toMatch(/^BLUE turn 1\/14 \(open\) \| /);
    expect(line(view({}, "blue", "fog"), "main", 80).length).toBeLessThanOrEqual(80);
  });

  it("shortens the words at 80 columns rather than leaving the engines out", () => {
    const shown = line(view({}), "main", 80);
    expect(shown.length).toBeLessThanOrEqual(80);
    expect(shown).toMatch(/eng(ines)? on/);
    expect(shown).toContain("level: main");
  });

  it("keeps what is wrong when not everything fits", () => {
    const shown = line(
      view({ engines: false, power: false, course: "to the nearest star base", recDeckGravity: false }),
      "belowdecks",
      80,
    );
    expect(shown.length).toBeLessThanOrEqual(80);
    expect(shown).toMatch(/eng(ines)? OFF/);
    expect(shown).toMatch(/p(o)?w(e)?r OFF/);
    expect(shown).toMatch(/rec deck gravity OFF|rec grav OFF/);
  });
});
