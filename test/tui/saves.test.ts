// Saved games through the terminal UI: a new game saved as it is played, resumed from the menu, unlocked by passphrase.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playStarter } from "../../src/cli/play-starter.js";
import { DUEL, select, startTui } from "./harness.js";

let saved: string | undefined;
beforeAll(() => {
  saved = process.env.XDG_DATA_HOME;
  process.env.XDG_DATA_HOME = mkdtempSync(join(tmpdir(), "derelict-tui-saves-"));
});
afterAll(() => {
  if (saved === undefined) delete process.env.XDG_DATA_HOME;
  else process.env.XDG_DATA_HOME = saved;
});

function starter() {
  const problems: string[] = [];
  const s = playStarter({ seed: "1", save: true, onProblem: (m) => problems.push(m), env: { HOME: "/nonexistent" } });
  // The menu offers the test scenario rather than the bundled ones.
  return { ...s, scenarios: [{ file: DUEL, name: "TUI duel", summary: "", intro: false }], problems };
}

describe("saved games in the terminal UI", () => {
  it("saves a game guarded by a passphrase, and resumes it from the menu once the passphrase is given", async () => {
    const first = starter();
    let h = await startTui({ starter: first });
    expect(h.text()).not.toContain("Resume:");
    await h.keys("enter", "pw", "enter", "enter");
    expect(h.text()).toMatch(/saving to .*tui-duel-.*\.jsonl/);
    await h.keys("pw", "enter");
    expect(h.app.mode).toBe("play");
    await select(h, "Quillfeather");
    await h.keys("l");
    await h.quit();
    first.close();

    const second = starter();
    h = await startTui({ starter: second });
    expect(h.text()).toMatch(/Resume: tui-duel-/);
    await h.keys("down", "enter");
    expect(h.text()).toContain("THE SAVED GAME IS LOCKED");
    await h.keys("nope", "enter");
    expect(h.text()).toContain("wrong passphrase");
    await h.keys("pw", "enter");
    expect(h.text()).toContain("BLUE TO MOVE");
    expect(h.text()).toMatch(/resumed from/);
    await h.keys("pw", "enter");
    expect(h.app.mode).toBe("play");
    expect(h.text()).toContain("Quillfeather 89:0806 -> 89:0906");
    await h.quit();
    second.close();
    expect([...first.problems, ...second.problems]).toEqual([]);
  }, 20_000);
});
