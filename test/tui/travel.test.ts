// Finding 3 of issue 17: travel. A cursor to a shaded hex and Enter walk the selected marker there by
// the cheapest route, one step a command, and stop when an enemy comes into sight.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { routeTo } from "../../src/play/verbs/travel.js";
import { DUEL, select, startTui, type Harness } from "./harness.js";
import { newSession } from "../../src/play/new-game.js";
import { seating } from "../../src/seating/seats.js";

let h: Harness | undefined;
afterEach(async () => {
  await h?.quit();
  h = undefined;
});

describe("travel", () => {
  it("walks a soldier across the bridge to the hex under the cursor, step by step", async () => {
    h = await startTui({ start: DUEL });
    await h.keys("enter");
    await select(h, "Zephyrine");
    await h.keys("t", "l", "l", "l", "enter");
    const text = h.text();
    expect(text).toMatch(/Zephyrine travelled 3 steps/);
    expect(text).toMatch(/>\s*\d+ Zephyrine\s+1 89:0606/);
    // Each step is a move of its own in the log: the route was walked, not jumped.
    expect(text).toMatch(/89:0306 -> 89:0406/);
    expect(text).toMatch(/89:0506 -> 89:0606/);
  });

  it("walks toward a hex beyond this turn's reach, remembers it, and goes on with T on the next turn", async () => {
    h = await startTui({ start: DUEL });
    await h.keys("enter");
    await select(h, "Zephyrine");
    await h.keys("t", "l", "l", "l", "l", "l", "l", "enter");
    const first = h.text().replace(/\s+/g, " ");
    expect(first).toMatch(/Zephyrine stopped after \d steps: its move units ran out short of 89:0906; T goes on/);
    expect(first).toMatch(/travel: 89:0906, T goes on/);
    await h.keys("E", "y", "enter", "escape", "E", "y", "enter", "escape");
    expect(h.text().replace(/\s+/g, " ")).toMatch(/travel: 89:0906, T goes on/);
    await h.keys("T");
    const after = h.text().replace(/\s+/g, " ");
    expect(after).toMatch(/Zephyrine travelled \d steps?/);
    expect(after).not.toMatch(/travel: 89:0906/);
    // Nothing left to go on with: T says so, and how to send a marker.
    await h.keys("T");
    expect(h.text().replace(/\s+/g, " ")).toMatch(/no travel to go on with: t and a hex beyond the shaded ones/);
  });

  it("says what came into sight on the way", async () => {
    h = await startTui({ start: join(import.meta.dirname, "fixtures", "contact.yaml") });
    await h.keys("enter", ":open Zephyrine e", "enter");
    await select(h, "Zephyrine");
    await h.keys("t", "l", "enter");
    expect(h.text()).toMatch(/Zephyrine travelled 1 step: yellow \?\d+ at 99:\d{4} is revealed: Norx Brute/);
  });

  it("routes by the fewest move units on the seat's reach", () => {
    const session = newSession(DUEL, "1");
    if (Array.isArray(session)) throw new Error(session.join("\n"));
    const ship = seating(session).seats.blue.ship;
    const from = ship.cells.find((c) => c.name === "89:0306")!.id;
    const to = ship.cells.find((c) => c.name === "89:0606")!.id;
    const mid = (n: string) => ship.cells.find((c) => c.name === n)!.id;
    const reach = new Map([
      [from, 0],
      [mid("89:0406"), 1],
      [mid("89:0506"), 2],
      [to, 3],
    ]);
    expect(routeTo(ship, reach, from, to)).toEqual([mid("89:0406"), mid("89:0506"), to]);
    expect(routeTo(ship, new Map([[from, 0]]), from, to)).toEqual([]);
  });
});
