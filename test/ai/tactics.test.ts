// The computer's tactics on the seat tests' two-room ship: a marine that sees an enemy soldier fires
// first, then steps back out of every enemy marker's line; one that sees none lies in ambush.
import { describe, expect, it } from "vitest";
import { Bot } from "../../src/ai/bot.js";
import { seededRandom } from "../../src/ai/random.js";
import { Tactics } from "../../src/ai/tactics.js";
import { findCell } from "../../src/ship/find-cell.js";
import { lineIsClear } from "../../src/ship/sight-lines.js";
import type { Objectives } from "../../src/engine/victory/objectives.js";
import { gameOn } from "../engine/fixture.js";
import { inMode, table } from "../seat/twin-games.js";
import { ROOMS } from "../seat/rooms-ship.js";

const ship = ROOMS;

/** Blue's turn by the bot with the tactics (every enemy marker a soldier), or by the bot alone. */
function blueTurn(
  blue: { type?: "marine"; at: string }[],
  yellow: { type?: "marine"; at: string }[],
  tactics: boolean,
  objectives?: Objectives,
  hunter = false,
  seed = 1,
) {
  const game = gameOn(ship, { blue, yellow }, 3);
  const t = table(inMode(objectives ? { ...game, objectives } : game, "open"));
  const random = seededRandom(seed);
  const fields = new Map<string, Float64Array>();
  const orders = tactics ? new Tactics(t.blue, () => 1, random, fields, "skirmish", undefined, hunter) : undefined;
  const mark = t.blue.mark();
  new Bot(t.blue, random, fields, orders).playTurn();
  const seen = t.blue.witnessed(mark);
  const state = t.session.state();
  const at = (side: "blue" | "yellow") =>
    state.pieces
      .filter((p) => p.side === side && p.soldier && p.place.at === "cell")
      .map((p) => (p.place as { cell: number }).cell);
  return { seen, state, view: t.blue.view(), blue: at("blue"), yellow: at("yellow") };
}

describe("the computer's tactics", () => {
  it("fires at the enemy soldier in sight, then ends the turn out of its line", () => {
    const g = blueTurn([{ type: "marine", at: "1:0205" }], [{ type: "marine", at: "1:1006" }], true);
    expect(g.seen.some((e) => e.kind === "fire")).toBe(true);
    for (const y of g.yellow) for (const b of g.blue) expect(lineIsClear(ship, g.state.openDoors, b, y)).toBe(false);
  });

  it("where the bot alone ends the turn in the enemy's line", () => {
    const g = blueTurn([{ type: "marine", at: "1:0205" }], [{ type: "marine", at: "1:1006" }], false);
    expect(g.blue.some((b) => g.yellow.some((y) => lineIsClear(ship, g.state.openDoors, b, y)))).toBe(true);
  });

  it("lies in ambush for a likely soldier coming near out of sight, where the bot alone walks on", () => {
    const blue = [{ type: "marine" as const, at: "1:0102" }];
    const yellow = [{ type: "marine" as const, at: "1:0305" }];
    const ambush = (g: ReturnType<typeof blueTurn>) => g.view.own.some((m) => m.soldier?.ambush === true);
    const mine = blueTurn(blue, yellow, true);
    expect(ambush(mine)).toBe(true);
    expect(mine.blue).toEqual([findCell(ship, "1:0102")]);
    const bots = blueTurn(blue, yellow, false);
    expect(ambush(bots)).toBe(false);
    expect(bots.blue).not.toEqual([findCell(ship, "1:0102")]);
  });

  const inLine = (g: ReturnType<typeof blueTurn>) =>
    g.blue.some((b) => g.yellow.some((y) => lineIsClear(ship, g.state.openDoors, b, y)));
  const blue = [{ type: "marine" as const, at: "1:0205" }];
  const yellow = [{ type: "marine" as const, at: "1:1006" }];

  it("a boarding party that wins on the clock and came only to fight goes after the enemy (the bot's chase)", () => {
    const clock: Objectives = { blue: [{ kind: "exterminate" }], yellow: [], otherwise: "blue" };
    const hunter = blueTurn(blue, yellow, true, clock, true);
    expect(hunter.seen.some((e) => e.kind === "fire")).toBe(true);
    expect(inLine(hunter)).toBe(true);
    // The same side already aboard (no boarding party) waits for him out of his line.
    expect(inLine(blueTurn(blue, yellow, true, clock, false))).toBe(false);
  });

  it("a side that loses when time runs out and must hold an area does not wait: its hunters go on as the bot", () => {
    const hold: Objectives = {
      blue: [{ kind: "hold", area: "1:room", label: "hold the room" }],
      yellow: [],
      otherwise: "yellow",
    };
    // The plan sends a guard hunting half the time when an enemy is in sight: every seed, he ends in line.
    for (let seed = 1; seed <= 8; seed++) {
      const g = blueTurn(blue, yellow, true, hold, false, seed);
      expect(g.seen.some((e) => e.kind === "fire")).toBe(true);
      expect(inLine(g), `seed ${seed}`).toBe(true);
    }
    // With the clock against it but only the fight to win by, it waits out of the enemy's line.
    expect(inLine(blueTurn(blue, yellow, true, { ...hold, blue: [{ kind: "exterminate" }] }))).toBe(false);
  });
});
