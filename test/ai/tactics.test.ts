// The computer's tactics on the seat tests' two-room ship: a marine that sees an enemy soldier fires
// first, then steps back out of every enemy marker's line; one that sees none lies in ambush.
import { describe, expect, it } from "vitest";
import { Bot } from "../../src/ai/bot.js";
import { seededRandom } from "../../src/ai/random.js";
import { Tactics } from "../../src/ai/tactics.js";
import { lineIsClear } from "../../src/ship/sight-lines.js";
import { gameOn } from "../engine/fixture.js";
import { inMode, table } from "../seat/twin-games.js";
import { ROOMS } from "../seat/rooms-ship.js";

const ship = ROOMS;

/** Blue's turn by the bot with the tactics (every enemy marker a soldier), or by the bot alone. */
function blueTurn(
  blue: { type?: "marine"; at: string }[],
  yellow: { type?: "marine"; at: string }[],
  tactics: boolean,
) {
  const t = table(inMode(gameOn(ship, { blue, yellow }, 3), "open"));
  const random = seededRandom(1);
  const fields = new Map<string, Float64Array>();
  const orders = tactics ? new Tactics(t.blue, () => 1, random, fields) : undefined;
  const mark = t.blue.mark();
  new Bot(t.blue, random, fields, orders).playTurn();
  const seen = t.blue.witnessed(mark);
  const state = t.session.state();
  const at = (side: "blue" | "yellow") =>
    state.pieces
      .filter((p) => p.side === side && p.soldier && p.place.at === "cell")
      .map((p) => (p.place as { cell: number }).cell);
  return { seen, state, blue: at("blue"), yellow: at("yellow") };
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
});
