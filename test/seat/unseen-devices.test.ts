// Every answer of a seat comes from what its side knows, on ships with devices the enemy may work out of
// its sight (fog): a sleeper woken in a cryo cell. Twin games, one where yellow worked the device
// unseen and one where it did not, give blue's seat byte-identical answers to every method
// (test/seat/seat-output.ts: force, imagined games, legal, checks and the rest).
import { describe, expect, it } from "vitest";
import type { GameState } from "../../src/engine/state.js";
import { Session } from "../../src/play/session.js";
import { Seat } from "../../src/seat/index.js";
import { cellOf, game, KINDS } from "../engine/systems/full-ship.js";
import { seatOutput } from "./seat-output.js";

const cryo = "93:0108";

/** Blue far away at 89; yellow's sergeant at a cryo cell holding a sleeper (fog). */
function start(): GameState {
  return game(
    {
      blue: [
        { kind: "leader", at: "89:0305", name: "far" },
        { kind: "marine", at: "89:0405", name: "pvt" },
      ],
      yellow: [
        { kind: "marine", at: "96:0501@belowdecks", name: "cooler" },
        { kind: "leader", at: "93:0208", name: "waker" },
        { kind: "marine", at: "94:0101", name: "runner" },
        { kind: "marine", at: "93:1210", name: "rider" },
      ],
    },
    { sleepers: [{ cell: cellOf(cryo), name: "Sleepy", type: KINDS.hero! }] },
  );
}

/** Blue's seat after yellow's turn of SECRET lines (none seen by blue), and what it answers. */
function blueAfter(secret: readonly string[]): { seat: Seat; output: string } {
  const s = new Session(undefined, [], start());
  const blue = new Seat(s, "blue");
  for (const line of ["end", ...secret, "end"]) {
    const done = s.command(line);
    if (!done.ok) throw new Error(`${line}: ${done.reason}`);
  }
  return { seat: blue, output: seatOutput(blue) };
}

describe("a seat's answers after an enemy device worked out of its sight (fog)", () => {
  it("a sleeper woken unseen: the force, the imagined games and every other answer are as if none woke", () => {
    const unseen = blueAfter([`wake waker ${cryo}`]);
    const none = blueAfter([]);
    expect(unseen.seat.witnessed().filter((e) => e.turn === 1 && /cryo/.test(e.text))).toEqual([]);
    expect(unseen.seat.enemyForce()).toEqual(["Marine", "Marine", "Marine", "Sergeant"]);
    // A guess naming the sleeper's type is refused alike: the side does not know the enemy has one.
    const guess = { enemies: [{ cell: cellOf("93:0208"), type: "Hero" }] };
    expect(unseen.seat.imagine(guess, "x")).toBe(none.seat.imagine(guess, "x"));
    expect(unseen.output).toBe(none.output);
  });

  it.each([
    ["an escape pod launched", "launch runner"],
    ["the transporter ridden", "transport rider"],
    ["a cooler turned off", "switch cooler cooler off"],
  ])("%s unseen: every answer is as if it were not", (_what, line) => {
    const unseen = blueAfter([line]);
    expect(unseen.seat.witnessed().filter((e) => e.turn === 1 && !e.kind.startsWith("turn-"))).toEqual([]);
    expect(unseen.output).toBe(blueAfter([]).output);
  });
});
