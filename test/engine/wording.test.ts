// How the engine words what it tells a player: counts agree with their nouns, mass nouns take
// no article, and leaving an air lock reads as a sentence.
import { describe, expect, it } from "vitest";
import { apply } from "../../src/engine/apply.js";
import type { Action } from "../../src/engine/rules.js";
import { stepCost } from "../../src/engine/movement.js";
import type { GameState } from "../../src/engine/state.js";
import { cell, gameOn, pieceNamed, play, shipOf } from "./fixture.js";
import { wordsFor } from "./event-words.js";

const ship = shipOf({
  main: ["# # # # # # # #", " # V & c . . #", "= . . . . . . #", " # . . . . . #", "# # # # # # # #"],
});
const at = (name: string) => cell(ship, name);
const end: Action = { type: "end" };
const g = gameOn(ship, {
  blue: [
    { type: "marine", at: "1:0102", name: "m" },
    { type: "marine", at: "1:0302", name: "n" },
    { type: "marine", at: "lock 1", name: "l" },
  ],
  yellow: [{ type: "marine", at: "1:0503", name: "y" }],
});
const withMu = (s: GameState, mu: number): GameState => ({ ...s, pieces: s.pieces.map((p) => ({ ...p, mu })) });
const reason = (s: GameState, a: Action) => {
  const out = apply(s, a);
  return out.ok ? "done" : out.reason;
};

describe("the engine's wording", () => {
  it("says '1 move unit', and 'move units' only for more than one", () => {
    const m = pieceNamed(g, "m");
    expect(reason(withMu(g, 0), { type: "move", piece: m.id, to: at("1:0202") })).toBe(
      `the step needs 1 move unit and ?${m.number} has 0 left`,
    );
    const weightless = { ...withMu(g, 1), systems: { ...g.systems, gravity: false } };
    expect(reason(weightless, { type: "move", piece: m.id, to: at("1:0202") })).toBe(
      `the step needs 2 move units and ?${m.number} has 1 left`,
    );
  });

  it("gives mass nouns no article: machinery and furniture", () => {
    const why = (to: string, who = "m") => {
      const c = stepCost(g, pieceNamed(g, who), at(to));
      return c.ok ? "ok" : c.reason;
    };
    expect(why("1:0101")).toBe("1:0101 is artificial-gravity machinery: no one can stand there");
    expect(why("1:0201", "n")).toBe("1:0201 is furniture (bunks, tables, counters): no one can stand there");
    expect(why("1:0301", "n")).toBe("1:0301 is a console: no one can stand there");
  });

  it("has the soldier leave the air lock for the hex, with a verb", () => {
    const l = pieceNamed(g, "l");
    const s = play(g, { type: "board", piece: l.id }, end, end);
    const out = apply(s, { type: "leave", piece: l.id, to: at("1:0002") });
    if (!out.ok) throw new Error(out.reason);
    const moved = out.events.find((e) => e.kind === "move")!;
    expect(wordsFor(moved, "blue")).toBe(`?${l.number} l leaves lock 1 for 1:0002 (1 MU, 3 left)`);
    expect(wordsFor(moved)).toContain("leaves lock 1 for 1:0002 (1 MU, 3 left)");
  });
});
