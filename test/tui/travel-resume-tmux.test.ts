// A travel goal kept over a save and resume, in a real terminal (tmux) as a person plays: sent beyond
// this turn's reach, quit, `play --resume`, the side panel says where it was going, and T goes on.
// Hot-seat: the goal is blue's alone, so yellow's turn in between shows nothing of it.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { describeWith } from "../needs-tool.js";
import { endTurn, hasTmux, openPane, skipPassphrases, takeOver, type Pane } from "./tmux.js";

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

describeWith("tmux", hasTmux, "a travel goal over save and resume", () => {
  it("is in the side panel after --resume, on its side's turns only, and T goes on toward it", async () => {
    const p = open("node bin/derelict.js play test/tui/fixtures/duel.yaml --seed 1");
    await skipPassphrases(p);
    await takeOver(p, "BLUE", WAIT);
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
    expect(await takeOver(again, "BLUE", WAIT)).toMatch(GOAL);
    await endTurn(again, WAIT);
    // Yellow's screen: nothing of blue's intentions.
    expect(await takeOver(again, "YELLOW", WAIT)).not.toMatch(/travel:|89:0906/);
    await endTurn(again, WAIT);
    expect(await takeOver(again, "BLUE", WAIT)).toMatch(GOAL);
    again.type("T");
    const on = await again.waitFor(/Zephyrine travelled \d steps?/, WAIT);
    expect(on).not.toMatch(GOAL);
    again.keys("C-c");
    await again.waitFor("EXITED 0", WAIT);
  }, 900_000);
});
