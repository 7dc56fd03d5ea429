// Issue 17, findings 10 and 11: one Enter at a handover when there is nothing to summarise, and a side's
// first turn after deployment never lists its own deployment as what it saw of the enemy.
import { afterEach, describe, expect, it } from "vitest";
import type { SeenEvent } from "../../src/seat/index.js";
import { summaryLines, seenOfEnemy } from "../../src/tui/summary-text.js";
import { DUEL, startTui, type Harness } from "./harness.js";

let h: Harness | undefined;
afterEach(async () => {
  await h?.quit();
});

describe("the handover", () => {
  it("takes one Enter when the side saw nothing of the enemy's turn, and says so", async () => {
    h = await startTui({ start: DUEL });
    await h.keys("enter", "E", "y", "enter");
    expect(h.app.mode).toBe("play");
    expect(h.text()).not.toMatch(/What you saw during/);
    expect(h.text()).toContain("Nothing of blue's turn came into your sight.");
    // The next key acts at once: no page left to close.
    await h.keys("E");
    expect(h.text()).toMatch(/End yellow's turn 1\?/);
  });

  it("never counts the side's own deployment as seen of the enemy (the summary after a resume reaches back to it)", () => {
    // Whose deployment it was is read from the event's fields, as the engine tells it, never from its words.
    const e = (kind: string, text: string, fields = {}) => ({ turn: 1, kind, text, fields }) as unknown as SeenEvent;
    const events = [
      e("marker-deployed", "?3 dummy placed at 89:0402"),
      e("deployed", "blue has deployed", { side: "blue" }),
      e("deployed", "yellow has deployed", { side: "yellow" }),
      e("turn-ended", "yellow ends turn 1", { side: "yellow" }),
    ];
    const lines = summaryLines("blue", events);
    expect(lines.join("\n")).not.toMatch(/placed at|blue has deployed/);
    expect(lines.join("\n")).toContain("yellow has deployed");
    expect(seenOfEnemy(events, "blue")).toHaveLength(1);
  });
});
