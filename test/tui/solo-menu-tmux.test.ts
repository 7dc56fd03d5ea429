// Issue 33, item 1, in a real terminal: the start menu leads with playing alone (the campaign, then the
// Introduction against a beginner), the scenarios for two follow under their heading with their CLI ids,
// the subtitle never says two players to one playing alone, and the opponent chosen is remembered
// between runs (the config folder). At 80x24 without colour, 120x40 and 160x50.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { describeWith } from "../needs-tool.js";
import { hasTmux, openPane, type Pane } from "./tmux.js";

const panes: Pane[] = [];
afterAll(() => panes.forEach((p) => p.kill()));

function home(): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), "derelict-solo-"));
  return { HOME: dir, XDG_CONFIG_HOME: join(dir, ".config"), XDG_DATA_HOME: join(dir, "data") };
}

function open(env: Record<string, string>, cols: number, rows: number): Pane {
  const pane = openPane("node bin/derelict.js", env, cols, rows);
  panes.push(pane);
  return pane;
}

/** The menu's lines, trimmed, blank ones left out. */
const lines = (screen: string) =>
  screen
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

describeWith("tmux", hasTmux, "the start menu leads with playing alone", () => {
  it("at 80x24 without colour: the campaign and Play alone first, the scenarios for two after, nothing cut", async () => {
    const env = { ...home(), NO_COLOR: "1" };
    const p = open(env, 80, 24);
    const menu = lines(await p.waitFor("Up/Down choose"));
    expect(menu[0]).toBe("D E R E L I C T");
    expect(menu[1]).toBe("boarding actions on a dead spaceship, alone or two at one keyboard");
    expect(menu[2]).toBe("> Campaign: a new run of derelicts");
    expect(menu[3]).toBe("Play alone: Introduction: cold engines vs the computer (strength 1)");
    expect(menu[4]).toBe("Scenarios for two at one keyboard:");
    const text = menu.join("\n");
    expect(text).toContain("Finders keepers (cargo-grab)");
    expect(text).toContain("The engine room (engine-room)");
    expect(text).toMatch(/^Bug hunt$/m);
    expect(text).not.toMatch(/for two players|…/);
    // Play alone: the Introduction against the computer at once, no passphrases, no handover.
    p.keys("Down");
    // Its summary says the game is guided, and by which keys the hints go, whole within the four lines.
    const chosen = lines(await p.waitFor("> Play alone")).join(" ");
    expect(chosen).toContain(
      "A guided first game: hints on the key line show the next useful key (i skips one, I turns them off).",
    );
    p.keys("Enter");
    const story = await p.waitFor("Enter: on to the game.", 60_000);
    expect(story).not.toMatch(/PLAYER|passphrase|TO MOVE/);
    p.keys("Enter");
    await p.waitFor("Your objectives");
    p.keys("C-c");
    await p.waitFor("EXITED 0");
  }, 120_000);

  it("remembers the opponent between runs, and says so on the menu at 120x40 and 160x50", async () => {
    const env = home();
    const p = open(env, 120, 40);
    const first = await p.waitFor("Opponent: a second player at this keyboard");
    expect(first).not.toContain("more below");
    // End is Quit; up past help and the file to the opponent; Right twice: the computer as yellow at
    // strength 4, then 3.
    p.keys("End", "Up", "Up", "Up");
    await p.waitFor("> Opponent: a second player");
    p.keys("Right");
    await p.waitFor("Opponent: the computer, playing yellow at strength 4 (you play blue)");
    p.keys("Right");
    await p.waitFor("Opponent: the computer, playing yellow at strength 3 (you play blue)");
    p.type("q");
    await p.waitFor("EXITED 0");
    expect(readFileSync(join(env.XDG_CONFIG_HOME!, "derelict", "opponent"), "utf8")).toBe("computer yellow 3\n");

    const again = open(env, 160, 50);
    const menu = await again.waitFor("Opponent: the computer, playing yellow at strength 3 (you play blue)");
    expect(menu).toContain("boarding actions on a dead spaceship, alone against the computer");
    expect(menu).toContain("Play alone: Introduction: cold engines vs the computer (strength 3)");
    expect(menu).toContain("Scenarios against the computer (strength 3):");
    expect(menu).not.toMatch(/two (players|at one keyboard)/);
    again.type("q");
    await again.waitFor("EXITED 0");
  }, 120_000);

  it("does not promise hints under Play alone once they are turned off for good (80x24)", async () => {
    const env = home();
    mkdirSync(join(env.XDG_CONFIG_HOME!, "derelict"), { recursive: true });
    writeFileSync(join(env.XDG_CONFIG_HOME!, "derelict", "hints"), "off\n");
    const p = open(env, 80, 24);
    await p.waitFor("Up/Down choose");
    p.keys("Down");
    const chosen = lines(await p.waitFor("> Play alone")).join(" ");
    expect(chosen).toContain("You play blue, the computer yellow (strength 1).");
    expect(chosen).not.toContain("guided");
    p.type("q");
    await p.waitFor("EXITED 0");
  }, 60_000);
});
