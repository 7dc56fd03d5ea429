// A new game's briefing: the scenario's story, read by both players over the blank first
// handover, then gone; a resumed game and a scenario without a story go straight to the handover.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { playStarter } from "../../src/cli/play-starter.js";
import { scenarioEntries } from "../../src/content/scenario-entries.js";
import { newSession } from "../../src/play/new-game.js";
import { seating } from "../../src/seating/seats.js";
import { DUEL, startTui, type Harness } from "./harness.js";

const INTRO = join(import.meta.dirname, "..", "..", "scenarios", "introduction.yaml");
let h: Harness | undefined;
afterEach(async () => {
  await h?.quit();
  h = undefined;
});

describe("the briefing before the first handover", () => {
  it("shows the introduction's story to both players, and Enter goes on to blue's handover", async () => {
    const starter = {
      ...playStarter({ seed: "1", save: false, onProblem: () => {} }),
      scenarios: await scenarioEntries([INTRO]),
    };
    h = await startTui({ starter });
    await h.keys("enter", "enter", "enter");
    expect(h.text()).toContain("Introduction: cold engines");
    expect(h.text()).toContain("Sergeant Osaka's fire team");
    expect(h.text()).toContain("Both players may read this");
    expect(h.app.mode).toBe("handover");
    // The story's paragraphs wrap flush left, as prose: no line of it hangs indented.
    const story = h
      .text()
      .split("\n")
      .filter((l) => /Osaka|Norx|engines/.test(l));
    expect(story.length).toBeGreaterThan(2);
    for (const line of story) expect(line).not.toMatch(/^\s{2,}\S/);
    await h.keys("enter");
    expect(h.text()).not.toContain("Osaka");
    expect(h.text()).toContain("BLUE");
    await h.keys("enter");
    expect(h.app.mode).toBe("play");
  });

  it("is not shown for a game without a story", async () => {
    const starter = {
      scenarios: await scenarioEntries([DUEL]),
      newGame: (file: string) => {
        const session = newSession(file, "1");
        return Array.isArray(session) ? session : seating(session);
      },
    };
    h = await startTui({ starter });
    await h.keys("enter", "enter", "enter");
    expect(h.text()).not.toContain("Both players may read this");
    expect(h.text()).toContain("BLUE");
  });
});
