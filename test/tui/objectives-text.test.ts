// A side's objectives and the result in words, from the view's fields when the rules give them.
import { describe, expect, it } from "vitest";
import { objectiveLines, resultLines } from "../../src/tui/objectives-text.js";
import type { PlayerView } from "../../src/view/player-view.js";

const view = (extra: object) => ({ side: "blue", ...extra }) as unknown as PlayerView;

describe("objectives and result", () => {
  it("lists a side's own objectives and who wins otherwise", () => {
    const lines = objectiveLines(
      view({ objectives: { mine: [{ text: "get a soldier onto the bridge", when: "at once" }], otherwise: "yellow" } }),
    );
    expect(lines).toEqual([
      "Your objectives (only you can see them)",
      "",
      "- get a soldier onto the bridge (counts at once)",
      "",
      "If no side meets its objectives by the end, yellow wins.",
    ]);
    expect(
      objectiveLines(view({ objectives: { mine: [{ text: "x", when: "at the end" }], otherwise: "draw" } })).at(-1),
    ).toBe("If no side meets its objectives by the end, the game is a draw.");
  });

  it("says nothing when there are no objectives or no result yet", () => {
    expect(objectiveLines(view({}))).toEqual([]);
    expect(objectiveLines(view({ objectives: { mine: [], otherwise: "draw" } }))).toEqual([]);
    expect(resultLines(view({ result: null }))).toEqual([]);
  });

  it("names the winner and the reason, or a draw", () => {
    expect(resultLines(view({ result: { winner: "blue", reason: "blue holds the bridge" } }))).toEqual([
      "BLUE WINS",
      "blue holds the bridge",
    ]);
    expect(resultLines(view({ result: { winner: null, reason: "nobody met an objective" } }))).toEqual([
      "A DRAW",
      "nobody met an objective",
    ]);
  });
});
