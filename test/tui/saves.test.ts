// Saved games through the terminal UI: saved as played, resumed from the menu only once every guarding side has typed its passphrase.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playStarter } from "../../src/cli/play-starter.js";
import { DUEL, select, startTui, type Harness } from "./harness.js";

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

/** The first handover after a resume, to the side that typed its passphrase last: Enter alone, not asked again. */
async function handoverTrusts(h: Harness, side: "blue" | "yellow"): Promise<void> {
  expect(h.app.mode).toBe("handover");
  expect(h.text()).toContain(`${side.toUpperCase()} TO MOVE`);
  expect(h.text()).not.toContain("type your passphrase");
  await h.keys("enter");
  expect(h.app.mode).toBe("play");
}

/** The handover asks for the side's passphrase: Enter alone is refused, the passphrase lets it play. */
async function handoverAsks(h: Harness, side: "blue" | "yellow", passphrase: string): Promise<void> {
  expect(h.app.mode).toBe("handover");
  expect(h.text()).toContain(`${side.toUpperCase()} TO MOVE`);
  expect(h.text()).toContain(`${side} player: type your passphrase and press Enter.`);
  await h.keys("enter");
  expect(h.text()).toContain("That is not the passphrase");
  await h.keys(passphrase, "enter");
  expect(h.app.mode).toBe("play");
}

describe("saved games in the terminal UI", () => {
  it("saves a game only blue guards, and resumes it from the menu once blue's passphrase is given", async () => {
    const first = starter();
    let h = await startTui({ starter: first });
    expect(h.text()).not.toContain("Resume:");
    await h.keys("enter", "pw", "enter", "pw", "enter", "enter");
    expect(h.text()).toMatch(/saving to .*tui-duel-.*\.jsonl/);
    await h.keys("pw", "enter");
    expect(h.app.mode).toBe("play");
    await select(h, "Quillfeather");
    await h.keys("l");
    await h.quit();
    first.close();

    const second = starter();
    h = await startTui({ starter: second });
    expect(h.text()).toMatch(/Resume: TUI duel, turn 1, blue to move, saved \d{4}-\d\d-\d\d \d\d:\d\d\n/);
    await h.keys("down");
    expect(h.text()).toContain("Protected: each player types their passphrase.");
    await h.keys("enter");
    expect(h.text()).toContain("THE SAVED GAME IS LOCKED");
    expect(h.text()).toContain("BLUE PLAYER: type your passphrase");
    await h.keys("nope", "enter");
    expect(h.text()).toContain("That is not blue's passphrase. Try again.");
    await h.keys("pw", "enter");
    expect(h.text()).toMatch(/resumed from/);
    // Blue has just typed its passphrase to open the save: its first handover does not ask for it twice.
    await handoverTrusts(h, "blue");
    expect(h.text()).toContain("Quillfeather 89:0806 -> 89:0906");
    await h.quit();
    second.close();
    expect([...first.problems, ...second.problems]).toEqual([]);
  }, 20_000);

  it("a game both sides guard resumes only with both passphrases, and then asks each side at every handover", async () => {
    const first = starter();
    let h = await startTui({ starter: first });
    await h.keys("enter", "bluepw", "enter", "bluepw", "enter", "yellowpw", "enter", "yellowpw", "enter");
    await handoverAsks(h, "blue", "bluepw");
    await h.keys("E", "y");
    await handoverAsks(h, "yellow", "yellowpw");
    await h.quit();
    first.close();

    const second = starter();
    h = await startTui({ starter: second });
    await h.keys("down", "enter");
    expect(h.text()).toContain("BLUE PLAYER: type your passphrase");
    await h.keys("bluepw", "enter");
    // Blue's passphrase alone does not open it: yellow is asked next, on a wiped screen.
    expect(h.app.mode).toBe("secret");
    expect(h.text()).toContain("YELLOW PLAYER: type your passphrase");
    expect(h.text()).toContain("it opens with yellow's passphrase");
    await h.keys("bluepw", "enter");
    expect(h.text()).toContain("That is not yellow's passphrase. Try again.");
    await h.keys("yellowpw", "enter");
    // Finding 4: after a resume both sides are guarded, not only the one whose passphrase opened it.
    // Yellow, to move, typed last: its first handover takes Enter alone; later ones ask as always.
    await handoverTrusts(h, "yellow");
    expect(h.text()).toContain("Nothing of blue's turn came into your sight.");
    await h.keys("E", "y");
    await handoverAsks(h, "blue", "bluepw");
    await h.quit();
    second.close();
    expect([...first.problems, ...second.problems]).toEqual([]);
  }, 30_000);
});
