// The whole-screen notices' words: the end screen's reasons wrapped whole at 80 columns.
import { describe, expect, it } from "vitest";
import { gameOverLines } from "../../src/tui/cover-text.js";

describe("the end screen's words", () => {
  it("wraps a reason too long for 80 columns whole instead of cutting it", () => {
    const reason =
      "blue wins: the engines are shut down and the ship is not moving at the end of turn 12, and a Marine holds the engine room";
    const lines = gameOverLines([reason], 12, false, 80).map((l) => l.text);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
    expect(lines.join(" ")).toContain(reason);
  });
});
