// Looking at an enemy marker across an open table tells what this side watched it do: where it came
// from and when, how many steps since, when it last parted from or joined another marker.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { newSession } from "../../src/play/new-game.js";
import { describeHex, trackText } from "../../src/tui/look-text.js";
import { cellMarks } from "../../src/tui/marks.js";

const DUEL = join(import.meta.dirname, "fixtures", "duel.yaml");

describe("an enemy marker's story under the look cursor", () => {
  it("names where it was at the start, its steps, and when it parted from the marker it stood with", () => {
    const s = newSession(DUEL, "1");
    if (Array.isArray(s)) throw new Error(s.join("\n"));
    const ship = s.setup.ship;
    for (const line of ["end", "dummy 99:0406", "move Grimbolt e", "move Grimbolt se"])
      expect(s.command(line).ok).toBe(true);
    const view = s.view("blue");
    const moved = view.enemies.find((e) => e.hex === "99:0407")!;
    const left = view.enemies.find((e) => e.hex === "99:0406")!;
    const story = (label: string) =>
      trackText(
        view.tracks.find((t) => t.label === label)!,
        view.turn,
      );
    expect(story(moved.label)).toBe(
      `${moved.label}: at 99:0306 from the start; 2 steps since; last parted from another marker at 99:0406 on this turn; last joined another at 99:0406 on this turn`,
    );
    expect(story(left.label)).toBe(
      `${left.label}: put down at 99:0406 on this turn; 0 steps since; last parted from another marker at 99:0406 on this turn; last joined another at 99:0406 on this turn`,
    );
    const cell = ship.cells[moved.cell]!;
    const lines = describeHex(ship, view, cell, cellMarks(ship, view).get(cell.id));
    expect(lines).toContain(story(moved.label));
    // The hex's areas in words, as a player reads them: "engine room", not the map's id "engine-room".
    expect(lines[0]).toMatch(/^99:0407, Engine Room \(engine room\): floor$/);
    expect(JSON.stringify(view)).not.toMatch(/Grimbolt|Vorhaxx/);
  });
});
