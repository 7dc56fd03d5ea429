// The start menu and the handover between players: a blank screen but for whose turn it is, terminal wiped.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { newSession } from "../../src/play/new-game.js";
import { seating } from "../../src/seating/seats.js";
import { scenarioEntries } from "../../src/content/scenario-entries.js";
import type { Starter } from "../../src/tui/starter.js";
import { DUEL, select, startTui, type Harness } from "./harness.js";

let h: Harness | undefined;
afterEach(async () => {
  await h?.quit();
  h = undefined;
});

/** The screen's non-blank lines, trimmed. */
const shown = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

describe("the start menu", () => {
  it("lists the scenarios with the chosen one's summary, and starts it with Enter", async () => {
    h = await startTui();
    expect(h.app.mode).toBe("menu");
    expect(h.text()).toContain("> TUI duel");
    expect(h.text()).toContain("blue on the bridge, yellow in the engine room");
    expect(h.text()).toContain("Open a scenario file...");
    await h.keys("enter");
    expect(h.app.mode).toBe("secret");
    expect(h.text()).toContain("BLUE PLAYER");
    await h.keys("enter", "enter");
    expect(h.app.mode).toBe("handover");
    expect(h.text()).toContain("BLUE TO MOVE");
  });

  it("opens a scenario file by its path, and names the problems of a bad one", async () => {
    const dir = mkdtempSync(join(tmpdir(), "derelict-menu-"));
    const bad = join(dir, "bad.yaml");
    writeFileSync(bad, "name: broken\nsides: 3\n");
    h = await startTui();
    await h.keys("down", "down", "enter", bad, "enter");
    expect(h.app.mode).toBe("menu");
    expect(h.text()).toMatch(/bad\.yaml:\d+:\d+:/);
    await h.keys("escape", "enter", DUEL, "enter");
    expect(h.app.mode).toBe("secret");
  });

  it("puts a scenario marked intro: true first, and tolerates files it cannot read", async () => {
    const dir = mkdtempSync(join(tmpdir(), "derelict-intro-"));
    writeFileSync(join(dir, "a.yaml"), "name: Alpha\nsummary: first in the folder\n");
    writeFileSync(join(dir, "b.yaml"), "name: Beta\nintro: true\n");
    writeFileSync(join(dir, "c.yaml"), "{ not yaml");
    const list = await scenarioEntries([join(dir, "a.yaml"), join(dir, "b.yaml"), join(dir, "c.yaml")]);
    expect(list.map((e) => [e.name, e.intro])).toEqual([
      ["Beta", true],
      ["Alpha", false],
      ["c", false],
    ]);
  });

  it("shows the help and quits with q", async () => {
    h = await startTui();
    await h.keys("?");
    expect(h.text()).toContain("DERELICT: HELP");
    await h.keys("escape");
    expect(h.app.mode).toBe("menu");
    await h.keys("q");
    h = undefined;
  });
});

describe("the handover", () => {
  it("shows only whose turn it is, before the first turn and after each end of turn", async () => {
    h = await startTui({ start: DUEL });
    expect(shown(h.text())).toEqual([
      "BLUE TO MOVE",
      "turn 1 of 3",
      "yellow player: please look away.",
      "blue player: press Enter when you are ready.",
    ]);
    await h.keys("enter");
    expect(h.text()).toContain("Zephyrine");
    const before = h.written().length;
    await h.keys("E", "y");
    expect(shown(h.text())).toEqual([
      "YELLOW TO MOVE",
      "turn 1 of 3",
      "blue player: please look away.",
      "yellow player: press Enter when you are ready.",
    ]);
    const wipe = h.written().slice(before);
    expect(wipe).toContain("\x1b[2J");
    expect(wipe).toContain("\x1b[3J");
  });

  it("keeps nothing of the last side in blessed's buffers either", async () => {
    h = await startTui({ start: DUEL });
    await h.keys("enter", "l", ";", "escape", "E", "y");
    const buffers = h.screen as unknown as { lines: [unknown, string][][]; olines: [unknown, string][][] };
    for (const lines of [buffers.lines, buffers.olines]) {
      const text = lines.map((l) => l.map((c) => c[1]).join("")).join("\n");
      expect(text).not.toMatch(/#|\. \./);
      expect(text).not.toContain("Quillfeather");
    }
  });

  it("asks a side for the passphrase it set at the start, and refuses a wrong one", async () => {
    h = await startTui();
    await h.keys("enter", "s3cret");
    expect(h.text()).toContain("passphrase: ******_");
    expect(h.text()).not.toContain("s3cret");
    await h.keys("enter", "s3cret", "enter");
    expect(h.text()).toContain("YELLOW PLAYER");
    await h.keys("enter");
    expect(h.text()).toContain("blue player: type your passphrase and press Enter.");
    await h.keys("enter");
    expect(h.text()).toContain("That is not the passphrase");
    expect(h.app.mode).toBe("handover");
    await h.keys("s3cret", "enter");
    expect(h.app.mode).toBe("play");
    await h.keys("E", "y");
    expect(h.text()).toContain("yellow player: press Enter when you are ready.");
    await h.keys("enter");
    expect(h.app.mode).toBe("play");
  });

  it("picks a resumed game up where it was: the summary covers only the enemy's last turn", async () => {
    const session = newSession(DUEL, "1");
    if (Array.isArray(session)) throw new Error(session.join("\n"));
    for (const line of ["move Quillfeather e", "end", "move Grimbolt e", "end", "move Quillfeather e"])
      expect(session.command(line).ok).toBe(true);
    const starter: Starter = {
      scenarios: [],
      newGame: () => ({ ...seating(session), notices: ["resumed from test.jsonl"] }),
    };
    h = await startTui({ starter, start: DUEL });
    expect(h.text()).toContain("resumed from test.jsonl");
    await h.keys("enter");
    const summary = h.text();
    expect(summary).toContain("What you saw during yellow's turn");
    // Blue's own moves, before and after yellow's turn, are not news: the summary tells only yellow's
    // one step (across an open table blue sees it, never whose).
    expect(summary).toMatch(/T\d {2}yellow \?\d+ moves 99:0306 -> 99:0406/);
    expect(summary).not.toMatch(/Grimbolt/);
    await h.keys("enter");
    await select(h, "Quillfeather");
    expect(h.text()).toContain("MU 3 of 4");
  });

  it("a scenario started at once (derelict play SCENARIO) offers each side a passphrase first, as the menu does", async () => {
    h = await startTui({ start: DUEL, askPassphrases: true });
    expect(h.app.mode).toBe("secret");
    expect(h.text()).toContain("BLUE PLAYER");
    expect(h.text()).toContain("Type a passphrase to guard your turns, then Enter; or just Enter for none.");
    await h.keys("s3cret", "enter");
    // Typed twice, unseen: a slip would lock blue out of its turns and the save.
    expect(h.text()).toContain("BLUE PLAYER");
    expect(h.text()).toContain("Type the same passphrase again");
    // Six characters: warned of (a save can be tried offline), not refused.
    expect(h.text()).toContain("Short: 6 characters can be guessed by whoever holds the save file.");
    await h.keys("s3cert", "enter");
    expect(h.text()).toContain("The two were not the same");
    expect(h.text()).toContain("Type a passphrase to guard your turns");
    await h.keys("s3cret", "enter", "s3cret", "enter");
    expect(h.text()).toContain("YELLOW PLAYER");
    // A long one goes without a word.
    await h.keys("thecoldsleeperwakes", "enter");
    expect(h.text()).toContain("Type the same passphrase again");
    expect(h.text()).not.toContain("Short:");
    // Not typed the same: yellow is asked again, and sets none.
    await h.keys("x", "enter");
    expect(h.text()).toContain("The two were not the same");
    expect(h.text()).not.toContain("******");
    await h.keys("enter");
    expect(h.app.mode).toBe("handover");
    expect(h.text()).toContain("blue player: type your passphrase and press Enter.");
    await h.keys("s3cret", "enter");
    expect(h.app.mode).toBe("play");
    await h.keys("E", "y");
    // Yellow pressed Enter for none: its handover asks for nothing.
    expect(h.text()).toContain("yellow player: press Enter when you are ready.");
  });

  it("asks before quitting from a handover", async () => {
    h = await startTui({ start: DUEL });
    await h.keys("Q");
    expect(h.text()).toContain("Quit the game?");
    await h.keys("n");
    expect(h.text()).not.toContain("Quit the game?");
    await h.keys("enter");
    expect(h.app.mode).toBe("play");
  });
});
