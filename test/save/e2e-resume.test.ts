// The test in a real terminal (tmux): kill -9 the game mid-turn, `derelict play --resume` (past a
// newer file that is no save), the same screen.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { hasTmux, openPane, skipPassphrases, type Pane } from "../tui/tmux.js";
import { describeWith } from "../needs-tool.js";
import { tempFolder } from "./game-fixture.js";

const panes: Pane[] = [];
afterAll(() => panes.forEach((p) => p.kill()));

/** The game's process in a pane: the child of the pane's shell. */
function gamePid(pane: Pane): number {
  const shell = execFileSync("tmux", ["list-panes", "-t", pane.name, "-F", "#{pane_pid}"], { encoding: "utf8" }).trim();
  const child = execFileSync("pgrep", ["-P", shell, "node"], { encoding: "utf8" }).trim().split("\n")[0];
  return Number(child);
}

/** The screen without its last line, which shows the last message or the key hints. */
const screen = (text: string): string => text.split("\n").slice(0, -2).join("\n");

describeWith("tmux", hasTmux, "in a real terminal", () => {
  test("kill -9 in the middle of a turn, then play --resume: the game is exactly where it was", async () => {
    const home = tempFolder();
    const env = { HOME: home, XDG_DATA_HOME: join(home, "data"), XDG_CONFIG_HOME: join(home, ".config") };
    const p = openPane("node bin/derelict.js play docs/examples/hide-and-seek.yaml --seed 4", env, 100, 32);
    await skipPassphrases(p);
    panes.push(p);
    await p.waitFor("BLUE TO MOVE");
    p.keys("Enter");
    await p.waitFor("Track sheet");
    p.type(":open 89:1006 e");
    p.keys("Enter");
    await p.waitFor("opens the door at 89:1106");
    p.type(":move Osaka se e");
    p.keys("Enter");
    const before = await p.waitFor("Osaka 89:1006 -> 89:1106");
    process.kill(gamePid(p), "SIGKILL");
    await p.waitFor("EXITED 137");
    expect(readdirSync(join(home, "data", "derelict", "saves")).filter((f) => f.endsWith(".jsonl"))).toHaveLength(1);
    // A newer file that is no save: passed over, named with why; the killed game's lock is stale.
    writeFileSync(join(home, "data", "derelict", "saves", "zz-newer.jsonl"), "junk\n");

    const q = openPane("node bin/derelict.js play --resume", env, 100, 32);
    panes.push(q);
    const handover = (await q.waitFor("BLUE TO MOVE")).replace(/\s+/g, " ");
    expect(handover).toContain(
      "zz-newer.jsonl: is not a derelict save (it does not start with a save header) (skipped)",
    );
    expect(handover).toContain("resumed from ~/data/derelict/saves/hide-and-seek-");
    q.keys("Enter");
    const after = await q.waitFor("Track sheet");
    expect(screen(after)).toBe(screen(before));
    expect(after).toContain("MU 2 of 4");
    q.keys("C-c");
    await q.waitFor("EXITED 0");
  }, 60_000);

  test("a protected game resumes only once both players type their passphrases, each once; later handovers ask again", async () => {
    const home = tempFolder();
    const env = { HOME: home, XDG_DATA_HOME: join(home, "data"), XDG_CONFIG_HOME: join(home, ".config") };
    const p = openPane("node bin/derelict.js play docs/examples/hide-and-seek.yaml --seed 4", env, 100, 32);
    panes.push(p);
    await p.waitFor("BLUE PLAYER");
    p.type("blue moon");
    p.keys("Enter");
    await p.waitFor("Type the same passphrase again");
    p.type("blue moon");
    p.keys("Enter");
    await p.waitFor("YELLOW PLAYER");
    p.type("red sun");
    p.keys("Enter");
    await p.waitFor("Type the same passphrase again");
    p.type("red sun");
    p.keys("Enter");
    await p.waitFor("blue player: type your passphrase and press Enter.");
    p.type("blue moon");
    p.keys("Enter");
    await p.waitFor("Track sheet");
    p.type(":open 89:1006 e");
    p.keys("Enter");
    await p.waitFor("opens the door at 89:1106");
    p.keys("C-c");
    await p.waitFor("EXITED 0");
    const save = readdirSync(join(home, "data", "derelict", "saves")).find((f) => f.endsWith(".jsonl"))!;
    expect(readFileSync(join(home, "data", "derelict", "saves", save), "latin1")).not.toMatch(/Osaka|"open"/);

    const q = openPane("node bin/derelict.js play --resume", env, 100, 32);
    panes.push(q);
    // Each passphrase once: yellow first, then blue, who is to move and goes straight on (issue 33, item 10).
    expect(await q.waitFor("THE SAVED GAME IS LOCKED")).toContain("YELLOW PLAYER: type your passphrase");
    q.type("red sun");
    q.keys("Enter");
    // Yellow's passphrase is not enough: blue sits down too.
    const blue = await q.waitFor("BLUE PLAYER: type your passphrase");
    expect(blue).not.toContain("*******");
    q.type("blue moon");
    q.keys("Enter");
    expect(await q.waitFor("BLUE TO MOVE")).not.toContain("type your passphrase");
    q.keys("Enter");
    await q.waitFor("Track sheet");
    q.type("E");
    q.type("y");
    // Yellow's handover after the resume asks yellow's passphrase (before, only the side that opened the save was asked).
    expect(await q.waitFor("YELLOW TO MOVE")).toContain("yellow player: type your passphrase and press Enter.");
    q.keys("Enter");
    await q.waitFor("That is not the passphrase");
    q.type("red sun");
    q.keys("Enter");
    await q.waitForGone("YELLOW TO MOVE");
    q.keys("C-c");
    await q.waitFor("EXITED 0");
  }, 60_000);
});
