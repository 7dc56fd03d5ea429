// Events name a hex off the main level with its level (`1:0201@floor`): a kill on the cargo hold's
// floor is told at that hex, not at the catwalk's hex of the same name above it.
import { describe, expect, it } from "vitest";
import { apply } from "../../../src/engine/apply.js";
import type { GameEvent } from "../../../src/engine/events.js";
import { gameOn, pieceNamed, shipOf } from "../fixture.js";
import { allWords } from "../event-words.js";

const hold = shipOf({
  main: ["# # # # # # # #", " # . . . . . #", "# . . S . . . #", " # . . . . . #", "# # # # # # # #"],
  floor: ["", "   L L", "  L   S", ""],
});

describe("hexes in events", () => {
  it("a shot and a kill on the hold floor name the floor, for every reader", () => {
    // Seed 5: the first shot kills (the dice are the public stream's).
    const g = gameOn(
      hold,
      {
        blue: [{ type: "marine", at: "1:0101@floor", name: "a" }],
        yellow: [{ type: "grunt", at: "1:0201@floor", name: "y" }],
      },
      5,
    );
    const out = apply(g, { type: "fire", piece: pieceNamed(g, "a").id, target: pieceNamed(g, "y").id });
    if (!out.ok) throw new Error(out.reason);
    const killed = out.events.find((e: GameEvent) => e.kind === "killed");
    expect(killed).toBeDefined();
    const texts = out.events.flatMap((e: GameEvent) => allWords(e));
    expect(texts.join("\n")).toContain("1:0201@floor");
    for (const t of texts) {
      expect(t).not.toMatch(/1:0201(?!@floor)/);
      expect(t).not.toMatch(/1:0101(?!@floor)/);
    }
    expect(allWords(killed!).every((t) => t.includes("1:0201@floor"))).toBe(true);
  });
});
