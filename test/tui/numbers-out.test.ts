// Enough markers, and plainly told when there are not: the panel beside the map counts the side's free
// marker numbers, and says when none is left; the seat refuses a dummy in the same words.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { newSession } from "../../src/play/new-game.js";
import { seating } from "../../src/seating/seats.js";
import { sidePanel } from "../../src/tui/side-panel.js";
import { makeTheme } from "../../src/tui/theme.js";

const dir = mkdtempSync(join(tmpdir(), "derelict-numbers-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Blue has three markers on the map and four numbers: one dummy more and it has none left.
const SCENARIO = `name: Few numbers
summary: blue's marker numbers run out
ship: full
first: blue
turns: 4
sides:
  blue:
    race: starmarines
    markers: 4
    soldiers:
      - { type: sergeant, name: Osaka, start: "89:0605" }
      - { type: marine, name: Rojas, start: "89:0502" }
    dummies: ["89:0605"]
  yellow:
    race: norx
    soldiers:
      - { type: brute, name: Harg, start: "97:1101" }
`;

describe("marker numbers running out", () => {
  it.each(["open", "fog"] as const)(
    "in %s the panel counts the free numbers, then says plainly none is left",
    (vis) => {
      const file = join(dir, `few-${vis}.yaml`);
      writeFileSync(file, SCENARIO);
      const session = newSession(file, "1", vis);
      if (Array.isArray(session)) throw new Error(session.join("\n"));
      const { seats } = seating(session);
      const panel = () => sidePanel(seats.blue.ship, seats.blue.view(), undefined, 40, 40, makeTheme(false)).join("\n");
      expect(seats.blue.view().freeNumbers).toBe(1);
      expect(panel()).toContain("Track sheet (3) 1 free");
      expect(panel()).not.toContain("no marker numbers left");
      expect(seats.blue.play("dummy 89:0502").ok).toBe(true);
      expect(seats.blue.view().freeNumbers).toBe(0);
      expect(panel()).toContain("Track sheet (4) 0 free");
      expect(panel()).toContain("no marker numbers left: no more dummies");
      const refused = seats.blue.play("dummy 89:0605");
      expect(refused.ok).toBe(false);
      expect(JSON.stringify(refused)).toContain("no marker numbers left");
    },
  );

  it("across an open table a number taken off the map comes round again: the count goes back up", () => {
    // Five numbers: two spare at the start.
    const file = join(dir, "few-open-again.yaml");
    writeFileSync(file, SCENARIO.replace("markers: 4", "markers: 5"));
    const session = newSession(file, "1", "open");
    if (Array.isArray(session)) throw new Error(session.join("\n"));
    const { seats } = seating(session);
    expect(seats.blue.view().freeNumbers).toBe(2);
    expect(seats.blue.play("dummy 89:0502").ok).toBe(true);
    const placed = seats.blue.view().own.find((m) => !m.soldier && m.where.at === "cell" && m.where.hex === "89:0502")!;
    expect(seats.blue.view().freeNumbers).toBe(1);
    // Yellow watched it go down: its number is no secret, and counts as spare again once off the map
    // (drawn after the one never shown).
    expect(seats.yellow.view().enemies.map((e) => e.label)).toContain(`?${placed.number}`);
    expect(seats.blue.play(`remove ${placed.number}`).ok).toBe(true);
    expect(seats.blue.view().freeNumbers).toBe(2);
    expect(seats.blue.play("dummy 89:0502").ok).toBe(true);
    expect(seats.blue.play("dummy 89:0502").ok).toBe(true);
    expect(seats.blue.view().freeNumbers).toBe(0);
    expect(seats.blue.view().own.map((m) => m.number)).toContain(placed.number);
  });
});
