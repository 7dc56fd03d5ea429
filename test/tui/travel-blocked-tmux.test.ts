// Issue 33, item 6, in a real terminal (tmux, 120x40): a travel the enemy's markers close names them
// (the two yellow markers in the lobby before the engine room's north port), and the goal is kept for
// the next turn: the side panel shows it, and T after a turn tries again and says the same.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { describeWith } from "../needs-tool.js";
import { endTurn, hasTmux, openPane, skipPassphrases, takeOver, type Pane } from "./tmux.js";

const panes: Pane[] = [];
const home = mkdtempSync(join(tmpdir(), "derelict-blocked-home-"));
const env = { HOME: home, XDG_CONFIG_HOME: join(home, ".config"), XDG_DATA_HOME: join(home, "data") };
const WHY = /Zephyrine cannot travel to 99:0700 now: yellow \?\d+ and \?\d+ on 99:0701 block the shortest way/;
const GOAL = /travel: 99:0700, T goes on/;
const WAIT = 120_000;

afterAll(() => panes.forEach((p) => p.kill()));

describeWith("tmux", hasTmux, "a travel the enemy blocks (120x40)", () => {
  it("names the markers in the way and keeps the goal for the next turn", async () => {
    const p = openPane("node bin/derelict.js play test/tui/fixtures/doorway.yaml --seed 1 --no-save", env, 120, 40);
    panes.push(p);
    await skipPassphrases(p);
    await takeOver(p, "BLUE", WAIT);
    await p.waitFor(/> \d+ Zephyrine/, WAIT);
    // The cursor from 99:0703 up through the lobby's door and the lobby to the port.
    p.type("tyuy");
    await p.waitFor(/Travel: move the cursor/, WAIT);
    p.keys("Enter");
    const refused = await p.waitFor(GOAL, WAIT);
    expect(refused).toMatch(WHY);
    expect(refused).toMatch(/the travel to 99:0700 waits/);
    await endTurn(p, WAIT);
    expect(await takeOver(p, "YELLOW", WAIT)).not.toMatch(/travel:|99:0700/);
    await endTurn(p, WAIT);
    expect(await takeOver(p, "BLUE", WAIT)).toMatch(GOAL);
    p.type("T");
    await p.waitFor(WHY, WAIT);
    expect(p.capture()).toMatch(GOAL);
    p.keys("C-c");
    await p.waitFor("EXITED 0", WAIT);
  }, 600_000);
});
