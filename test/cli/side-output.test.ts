// What `derelict run --as SIDE` prints (src/cli/side-output.ts): the plain log starts with the
// visibility played, then the side's events a line each, in fog as in the open.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sideOutput } from "../../src/cli/side-output.js";
import { newSession } from "../../src/play/new-game.js";
import { seating } from "../../src/seating/seats.js";

const FIRST_BOARDING = join(import.meta.dirname, "..", "..", "scenarios", "first-boarding.yaml");

describe("a side's plain log", () => {
  it.each(["open", "fog"] as const)("names the visibility played first (%s), then the side's events", (mode) => {
    const session = newSession(FIRST_BOARDING, "4", mode);
    if (Array.isArray(session)) throw new Error(session.join("\n"));
    const { seats } = seating(session);
    expect(seats.blue.play("board Osaka")).toEqual({ ok: true });
    const lines = sideOutput(seats.yellow, "First boarding", false).trimEnd().split("\n");
    expect(lines[0]).toBe(`# visibility: ${mode}`);
    expect(lines.slice(1)).toEqual(seats.yellow.witnessed().map((e) => `T${e.turn} ${e.text}`));
    // Blue's marker boarding, across an open table: named with its side.
    if (mode === "open") expect(lines[1]).toMatch(/^T1 blue \?\d+ enters lock 1 from outside$/);
    expect(lines.length).toBe(mode === "open" ? 2 : 1);
  });
});
