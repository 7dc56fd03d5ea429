// A travel goal kept over a save and resume, in a real terminal (tmux) as a person plays: sent beyond
// this turn's reach, quit, `play --resume`, the side panel says where it was going, and T goes on.
// Hot-seat: the goal is blue's alone, so yellow's turn in between shows nothing of it.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { describeWith } from "../needs-tool.js";
import { hasTmux, openPane, skipPassphrases, type Pane } from "./tmux.js";

const panes: Pane[] = [];
const home = mkdtempSync(join(tmpdir(), "derelict-travel-home-"));
const env = { HOME: home, XDG_CONFIG_HOME: join(home, ".config"), XDG_DATA_HOME: join(home, "data") };
const GOAL = /travel: 89:0906, T goes on/;
/** Long: on a loaded machine a screen may take a while to come (waits are for text, never for time). */
const WAIT = 120_000;

afterAll(() => panes.forEach((p) => p.kill()));

function open(command: string): Pane {
  const pane = openPane(command, env);
  panes.push(pane);
  return pane;
}

/** Past a handover to SIDE and the page of what it saw, if there is one, to its map. */
async function takeOver(p: Pane, side: "BLUE" | "YELLOW"): Promise<string> {
  await p.waitFor(`${side} TO MOVE`, WAIT);
  p.keys("Enter");
  const seen = await p.waitFor(new RegExp(`${side} turn \\d/3`), WAIT);
  if (seen.includes("Enter: close")) p.keys("Enter");
  return p.waitFor(/Track sheet[\s\S]*-- messages/, WAIT);
}

/** Ends the turn on screen (E, then y at its question). */
async function endTurn(p: Pane): Promise<void> {
  p.type("E");
  await p.waitFor("(y/n)", WAIT);
  p.type("y");
}

describeWith("tmux", hasTmux, "a travel goal over save and resume", () => {
  it("is in the side panel after --resume, on its side's turns only, and T goes on toward it", async () => {
    const p = open("node bin/derelict.js play test/tui/fixtures/duel.yaml --seed 1");
    await skipPassphrases(p);
    await takeOver(p, "BLUE");
    // Zephyrine (selected first) sent six hexes east, beyond her four move units.
    await p.waitFor(/> \d+ Zephyrine/, WAIT);
    p.type("tllllll");
    await p.waitFor(/Travel: move the cursor/, WAIT);
    p.keys("Enter");
    expect(await p.waitFor(GOAL, WAIT)).toMatch(/stopped after \d steps: its move units ran out short of 89:0906/);
    p.type("Q");
    await p.waitFor("(y/n)", WAIT);
    p.type("y");
    await p.waitFor("EXITED 0", WAIT);

    const again = open("node bin/derelict.js play --resume");
    expect(await takeOver(again, "BLUE")).toMatch(GOAL);
    await endTurn(again);
    // Yellow's screen: nothing of blue's intentions.
    expect(await takeOver(again, "YELLOW")).not.toMatch(/travel:|89:0906/);
    await endTurn(again);
    expect(await takeOver(again, "BLUE")).toMatch(GOAL);
    again.type("T");
    const on = await again.waitFor(/Zephyrine travelled \d steps?/, WAIT);
    expect(on).not.toMatch(GOAL);
    again.keys("C-c");
    await again.waitFor("EXITED 0", WAIT);
  }, 900_000);
});
