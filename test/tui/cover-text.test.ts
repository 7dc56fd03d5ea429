// The whole-screen notices' words: the end screen's reasons wrapped whole at 80 columns.
import { describe, expect, it } from "vitest";
import { centred, gameOverLines } from "../../src/tui/cover-text.js";
import { unlockPrompt } from "../../src/tui/secret-entry.js";
import { makeTheme } from "../../src/tui/theme.js";

describe("the end screen's words", () => {
  it("wraps a reason too long for 80 columns whole instead of cutting it", () => {
    const reason =
      "blue wins: the engines are shut down and the ship is not moving at the end of turn 12, and a Marine holds the engine room";
    const lines = gameOverLines([reason], 12, false, 80).map((l) => l.text);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
    expect(lines.join(" ")).toContain(reason);
  });
});

describe("a whole-screen notice", () => {
  it("wraps a line wider than the screen at spaces, every word kept: a locked save's name and why", () => {
    const why = "first-boarding-2026-12-02-103249.jsonl: is protected: it opens with blue's and yellow's passphrases";
    const shown = centred(unlockPrompt("blue", why), 80, 24, makeTheme(false));
    for (const l of shown) expect(l.length).toBeLessThanOrEqual(80);
    expect(shown.join("\n")).not.toContain("…");
    expect(shown.map((l) => l.trim()).join(" ")).toContain(why);
  });
});
