// No cheating on ships with devices: a sleeper yellow wakes out of blue's sight (fog) joins yellow's
// pieces, but the computer playing blue must not count him (its belief is built from the seat's force).
// Two games, yellow waking him unseen in one, ending its turn in the other: blue plays alike.
import { describe, expect, it } from "vitest";
import { Computer } from "../../../src/ai/search/computer.js";
import { Session } from "../../../src/play/session.js";
import { Seat } from "../../../src/seat/index.js";
import { cellOf, game, KINDS } from "../../engine/systems/full-ship.js";

/** Blue's commands over two turns of the computer, yellow having done SECRET (unseen) in its first turn. */
function bluePlays(secret: readonly string[], seed: number): string[] {
  const start = game(
    {
      blue: [
        { kind: "leader", at: "89:0305", name: "far" },
        { kind: "marine", at: "89:0405", name: "pvt" },
        { at: "89:0404" },
      ],
      yellow: [
        { kind: "leader", at: "93:0208", name: "waker" },
        { kind: "marine", at: "94:0101", name: "y2" },
        { at: "95:0303" },
      ],
    },
    { sleepers: [{ cell: cellOf("93:0108"), name: "Sleepy", type: KINDS.hero! }] },
  );
  const s = new Session(undefined, [], start);
  const blue = new Seat(s, "blue");
  const log: string[] = [];
  s.onAction((a) => log.push(JSON.stringify(a)));
  for (const line of ["end", ...secret, "end"]) if (!s.command(line).ok) throw new Error(line);
  log.length = 0;
  const computer = new Computer(blue, { strength: { plans: 3, worlds: 4, horizon: 2 }, seed });
  computer.playTurn();
  return log;
}

describe("the computer and a sleeper woken out of its sight (fog)", () => {
  it.each([1, 2, 3])(
    "plays the same commands as if none woke (seed %i)",
    (seed) => {
      expect(bluePlays(["wake waker 93:0108"], seed)).toEqual(bluePlays([], seed));
    },
    120_000,
  );
});
