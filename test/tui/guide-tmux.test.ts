// Issue 33, item 2, in a real terminal: Play alone from the start menu is a guided first game. The key
// line points at the next useful key (here: board the air lock), whole at 80x24 and 120x40; a prompt
// takes the line whole while it is open; I turns the hints off, and the next run remembers it.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { describeWith } from "../needs-tool.js";
import { hasTmux, openPane, type Pane } from "./tmux.js";

const panes: Pane[] = [];
afterAll(() => panes.forEach((p) => p.kill()));

function home(): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), "derelict-guide-"));
  return { HOME: dir, XDG_CONFIG_HOME: join(dir, ".config"), XDG_DATA_HOME: join(dir, "data"), NO_COLOR: "1" };
}

/** Play alone from the menu, past the story and the objectives, to the map. */
async function playAlone(env: Record<string, string>, cols: number, rows: number): Promise<Pane> {
  const p = openPane("node bin/derelict.js", env, cols, rows);
  panes.push(p);
  await p.waitFor("Up/Down choose");
  p.keys("Down");
  await p.waitFor("> Play alone");
  p.keys("Enter");
  await p.waitFor("Enter: on to the game.", 60_000);
  p.keys("Enter");
  await p.waitFor("Your objectives");
  p.keys("Enter");
  await p.waitFor("Track sheet");
  return p;
}

const BOARD = "Hint: a boards the air lock this marker waits at  i skip, I no hints";
const lastLine = (screen: string) => screen.trimEnd().split("\n").at(-1)!.trim();

describeWith("tmux", hasTmux, "the guided first game", () => {
  it("at 80x24 and 120x40: the hint whole on the key line, a prompt whole over it, I remembered", async () => {
    const env = home();
    const p = await playAlone(env, 80, 24);
    expect(lastLine(await p.waitFor(BOARD))).toBe(BOARD);
    // The command prompt takes the line whole; Esc gives the hint back.
    p.type(":");
    expect(lastLine(await p.waitForGone("Hint:"))).toBe(
      ": _   a command, e.g. move 7 e e (help lists them; Enter runs, Esc cancels)",
    );
    p.keys("Escape");
    await p.waitFor(BOARD);
    p.type("I");
    await p.waitFor("No more hints, now or in later games.");
    expect(readFileSync(join(env.XDG_CONFIG_HOME!, "derelict", "hints"), "utf8")).toBe("off\n");
    p.keys("C-c");
    await p.waitFor("EXITED 0");

    const wide = await playAlone(home(), 120, 40);
    expect(lastLine(await wide.waitFor(BOARD))).toBe(BOARD);
    // i skips it: the marker still waits outside, and the key line is the usual one again.
    wide.type("i");
    expect(lastLine(await wide.waitForGone("Hint:"))).toContain("a board the air lock");
    wide.keys("C-c");
    await wide.waitFor("EXITED 0");

    // The next run remembers: no hints.
    const again = await playAlone(env, 80, 24);
    expect(lastLine(await again.waitFor(/E end turn/))).not.toContain("Hint:");
    again.keys("C-c");
    await again.waitFor("EXITED 0");
  }, 240_000);
});
