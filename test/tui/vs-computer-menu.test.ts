// The start menu's opponent: a second player at this keyboard, or the computer on a side at a
// strength. Against the computer a scenario starts at once with the person's seat alone (no
// passphrases, no handover); the computer moves in its thread and the person's turn comes back.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { playStarter } from "../../src/cli/play-starter.js";
import { scenarioEntries } from "../../src/content/scenario-entries.js";
import { nextOpponent, OPPONENTS, opponentLabel } from "../../src/tui/menu.js";
import { startTui, type Harness } from "./harness.js";

const INTRO = join(import.meta.dirname, "..", "..", "scenarios", "introduction.yaml");
let h: Harness | undefined;
let close: (() => void) | undefined;
afterEach(async () => {
  await h?.quit();
  close?.();
  h = undefined;
});

async function until(done: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 60_000) throw new Error(`waited 60 s for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("the menu's opponent", () => {
  it("goes round a second player and the computer on each side at each strength, both ways", () => {
    expect(OPPONENTS.length).toBe(9);
    let o = OPPONENTS[0];
    const seen = new Set<string>();
    for (let i = 0; i < 9; i++) {
      seen.add(opponentLabel(o));
      o = nextOpponent(o, 1);
    }
    expect(o).toBeUndefined();
    expect(seen.size).toBe(9);
    expect(nextOpponent(undefined, -1)).toEqual({ side: "blue", strength: 1 });
    expect(opponentLabel({ side: "yellow", strength: 2 })).toBe(
      "Opponent: the computer, playing yellow at strength 2 (you play blue)",
    );
  });

  it("starts a game against the computer from the menu: the person's seat alone, the computer's turn played", async () => {
    const problems: string[] = [];
    const made = playStarter({ seed: "1", save: false, onProblem: (m) => problems.push(m) });
    close = () => made.close();
    const starter = { ...made, scenarios: await scenarioEntries([INTRO]) };
    h = await startTui({ starter });
    expect(h.text()).toContain("Opponent: a second player at this keyboard");
    // Past Play alone and the scenario to the opponent; Right: the computer as yellow at strength 4 (the first).
    await h.keys("down", "down", "right");
    expect(h.text()).toContain("Opponent: the computer, playing yellow at strength 4 (you play blue)");
    await h.keys("right");
    expect(h.text()).toContain("Opponent: the computer, playing yellow at strength 3 (you play blue)");
    await h.keys("right", "right", "left", "right");
    expect(h.text()).toContain("Opponent: the computer, playing yellow at strength 1 (you play blue)");
    await h.keys("up", "enter");
    // No passphrase prompt, no handover: the story, then blue's turn at once.
    expect(h.text()).not.toMatch(/passphrase|TO MOVE|look away/i);
    expect(h.text()).toContain("Sergeant Osaka's fire team");
    await h.keys("enter");
    // Then blue's objectives, a page of their own.
    expect(h.text()).toContain("Your objectives");
    await h.keys("enter");
    expect(h.app.mode).toBe("play");
    expect(h.text()).not.toContain("Your objectives");
    expect(h.text()).toContain("Track sheet");
    await h.keys("E", "y");
    // The computer plays yellow in its thread; blue's turn comes back with what blue saw.
    await until(() => /BLUE turn 2\//.test(h!.text()), "blue's turn 2");
    expect(problems).toEqual([]);
    expect(h.text()).not.toMatch(/TO MOVE|look away/);
    expect(h.text()).toContain("yellow ends turn 1");
    expect(h.text()).toContain("BLUE turn 2/12");
  }, 120_000);
});
