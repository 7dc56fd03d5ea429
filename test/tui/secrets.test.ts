// What each side's screens show of the other: markers and revealed types, never names or unrevealed types.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { select, startTui, type Harness } from "./harness.js";

const CONTACT = join(import.meta.dirname, "fixtures", "contact.yaml");
const BLUE_SECRETS = /Zephyrine|Quillfeather|Sergeant|Marine/;
const BLUE_NAMES = /Zephyrine|Quillfeather/;

let h: Harness;
afterEach(async () => {
  await h.quit();
});

describe("hidden information on screen", () => {
  it("shows yellow the types of blue soldiers it has seen, never their names, and blue yellow's alike", async () => {
    h = await startTui({ start: CONTACT });
    await h.keys("enter");
    const yellowTexts: string[] = [];
    // Before contact blue knows nothing of yellow.
    expect(h.text()).not.toMatch(/Norx Warrior|Grimbolt/);
    await select(h, "Zephyrine");
    // The burst runs over the log's rows: its last page with Space (--more--).
    await h.keys("o", "l", "space");
    const blue = h.text();
    expect(blue).toMatch(/\?\d+ at 99:0306 is revealed: Norx Warrior/);
    expect(blue).toContain("Norx Warrior at 99:0306");
    expect(blue).not.toContain("Grimbolt");
    await h.keys("E", "y");
    yellowTexts.push(h.text());
    await h.keys("enter");
    yellowTexts.push(h.text());
    expect(h.text()).toContain("What you saw during blue's turn");
    expect(h.text()).toMatch(/\?\d+ at 99:0106 is revealed: Sergeant/);
    await h.keys("enter");
    yellowTexts.push(h.text());
    expect(h.text()).toContain("Sergeant at 99:0106");
    await h.keys("M");
    yellowTexts.push(h.text());
    await h.keys("escape");
    await select(h, "Grimbolt");
    await h.keys(";", "h", "h");
    yellowTexts.push(h.text());
    expect(h.text()).toMatch(/99:0106, Engine Room.*\nhere: an enemy Sergeant/);
    await h.keys("escape", "E", "y");
    yellowTexts.push(h.text());
    for (const text of yellowTexts) expect(text).not.toMatch(BLUE_NAMES);
    await h.keys("enter", "enter");
    expect(h.text()).toContain("Zephyrine");
  });

  it("shows yellow nothing of blue's soldiers while they stay out of its sight", async () => {
    h = await startTui({ start: join(import.meta.dirname, "fixtures", "duel.yaml") });
    await h.keys("enter", "l", "l", "E", "y");
    for (let turn = 0; turn < 2; turn++) {
      const seen: string[] = [h.text()];
      await h.keys("enter");
      seen.push(h.text());
      await h.keys("enter", "tab", "h", "?");
      seen.push(h.text());
      await h.keys("escape", "M");
      seen.push(h.text());
      await h.keys("escape", "E", "y");
      seen.push(h.text());
      for (const text of seen) expect(text).not.toMatch(BLUE_SECRETS);
      await h.keys("enter", "enter", "E", "y");
    }
  });
});
