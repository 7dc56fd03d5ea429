// The guided first game: a hint on the key line for the next useful key, each once, when it applies;
// skipped with i, all turned off with I (and remembered in the config folder); never over a prompt.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { playStarter } from "../../src/cli/play-starter.js";
import { scenarioEntries } from "../../src/content/scenario-entries.js";
import { startTui, type Harness } from "./harness.js";

const GUIDED = join(import.meta.dirname, "fixtures", "guided.yaml");
const CONTACT = join(import.meta.dirname, "fixtures", "contact.yaml");

let h: Harness | undefined;
afterEach(async () => {
  await h?.quit();
  h = undefined;
});

const bottom = () => h!.text().split("\n").at(-1)!.trim();

/** A game of FILE for two at this screen, started from the command line, to blue's map; the config folder in HOME. */
async function start(file: string, home: string): Promise<Harness> {
  const starter = playStarter({ seed: "1", save: false, onProblem: () => {} });
  const harness = await startTui({
    cols: 80,
    rows: 24,
    start: file,
    env: { HOME: home, XDG_CONFIG_HOME: join(home, ".config") },
    starter: { ...starter, scenarios: await scenarioEntries([file]) },
  });
  // The story, the first handover, the objectives page.
  await harness.keys("enter", "enter");
  if (harness.text().includes("Your objectives")) await harness.keys("enter");
  expect(harness.app.mode).toBe("play");
  return harness;
}

describe("the guided first game", () => {
  it("points at the next useful key, each hint once, as it comes to apply, and i skips one", async () => {
    h = await start(GUIDED, mkdtempSync(join(tmpdir(), "derelict-guide-")));
    // Zephyrine stands at the closed engine-room door.
    expect(bottom()).toBe("Hint: o then a direction opens the door next to this marker  i skip, I no hints");
    // A prompt comes first, whole: the hint waits.
    await h.keys("o");
    expect(bottom()).toBe("Open or close a door: which way? (y u h l b n, arrows; Esc cancels)");
    await h.keys("l");
    expect(h.text()).toContain("Norx");
    // The door is open and the enemy in sight: look, then fire.
    expect(bottom()).toBe("Hint: e looks at the enemy markers in sight, one by one  i skip, I no hints");
    await h.keys("e", "escape");
    expect(bottom()).toBe("Hint: f fires at an enemy in sight (the odds are shown)  i skip, I no hints");
    await h.keys("i");
    expect(bottom()).toBe("Hint: t travels: move the cursor to a hex, Enter walks there  i skip, I no hints");
    await h.keys("i");
    expect(bottom()).not.toContain("Hint:");
    expect(bottom()).toContain("E end turn");
    // Skipped and done hints do not come back.
    await h.keys("tab", "tab");
    expect(h.text()).not.toMatch(/Hint: (o|e|f|t) /);
  });

  it("I turns hints off for good, remembered in the config folder; a game that is no introduction has none", async () => {
    const home = mkdtempSync(join(tmpdir(), "derelict-guide-"));
    h = await start(GUIDED, home);
    expect(bottom()).toContain("Hint:");
    await h.keys("I");
    expect(bottom()).toBe("No more hints, now or in later games.");
    expect(readFileSync(join(home, ".config", "derelict", "hints"), "utf8")).toBe("off\n");
    await h.keys("l");
    expect(bottom()).not.toContain("Hint:");
    await h.quit();
    h = await start(GUIDED, home);
    expect(h.text()).not.toContain("Hint:");
    await h.quit();
    h = await start(CONTACT, mkdtempSync(join(tmpdir(), "derelict-guide-")));
    expect(h.text()).not.toContain("Hint:");
    // Its hint keys say so rather than doing nothing.
    await h.keys("i");
    expect(bottom()).toBe("no hints on: the Introduction shows them, until the key I turns them off");
  });
});
