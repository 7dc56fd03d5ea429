// The built game in a real terminal (tmux), played by keys as two people would: handovers blank, secrets kept, resize.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { skipPassphrases, hasTmux, openPane, type Pane } from "./tmux.js";
import { describeWith } from "../needs-tool.js";

const BLUE_NAMES = /Zephyrine|Quillfeather/;
const panes: Pane[] = [];
const home = mkdtempSync(join(tmpdir(), "derelict-e2e-home-"));
const env = { HOME: home, XDG_CONFIG_HOME: join(home, ".config") };

afterAll(() => panes.forEach((p) => p.kill()));

function open(command: string, cols = 100, rows = 32): Pane {
  const pane = openPane(command, env, cols, rows);
  panes.push(pane);
  return pane;
}

/** A handover shows whose turn it is and nothing else: no map, no panel, no log. */
function expectBareHandover(text: string, side: string): void {
  // The first handover may add where the game is saved: not a secret of either side.
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !/^(saving to|resumed from) |^[\w./-]+\.jsonl$/.test(l));
  expect(lines[0]).toBe(`${side.toUpperCase()} TO MOVE`);
  expect(lines).toHaveLength(4);
  expect(text).not.toMatch(/#|\. \.|Track sheet|messages/);
}

describeWith("tmux", hasTmux, "in a real terminal", () => {
  it("plays a two-side game over several turns: bare handovers, no blue names on yellow's screens, resizing", async () => {
    const p = open("node bin/derelict.js play test/tui/fixtures/contact.yaml --seed 1");
    await skipPassphrases(p);
    expectBareHandover(await p.waitFor("BLUE TO MOVE"), "blue");
    p.keys("Enter");
    await p.waitFor("Track sheet");
    p.type(":open Zephyrine e");
    p.keys("Enter");
    expect(await p.waitFor("Norx Warrior at 99:0306")).toContain("revealed");
    p.type("E");
    await p.waitFor("(y/n)");
    p.type("y");
    for (let turn = 1; turn <= 4; turn++) {
      expectBareHandover(await p.waitFor("YELLOW TO MOVE"), "yellow");
      p.keys("Enter");
      // A summary page only when yellow saw something of blue's turn (else one Enter is all).
      const summary = await p.waitFor(/What you saw during blue's turn|Nothing of blue's turn/);
      expect(summary).not.toMatch(BLUE_NAMES);
      if (summary.includes("What you saw")) p.keys("Enter");
      const yellow = await p.waitForGone("What you saw");
      expect(yellow).toContain("Sergeant at 99:0106");
      expect(yellow).not.toMatch(BLUE_NAMES);
      if (turn === 1) {
        p.resize(60, 20);
        await p.waitFor("now 60x20, needed at least 80x24");
        p.resize(100, 32);
        await p.waitFor("Track sheet");
        p.type(":move Grimbolt w");
        p.keys("Enter");
        await p.waitFor("Grimbolt 99:0306 -> 99:0206");
      }
      p.type("Ey");
      if (turn === 4) break;
      expectBareHandover(await p.waitFor("BLUE TO MOVE"), "blue");
      p.keys("Enter");
      if ((await p.waitFor(/What you saw during yellow's turn|Nothing of yellow's turn/)).includes("What you saw"))
        p.keys("Enter");
      expect(await p.waitForGone("What you saw")).toContain("Zephyrine");
      p.type("Ey");
    }
    const over = await p.waitFor("GAME OVER");
    expect(over).toContain("turn limit (4) is reached");
    p.type("Q");
    await p.waitFor("EXITED 0");
    expect(p.capture(true)).not.toMatch(/Zephyrine|Grimbolt|Track sheet/);
  }, 120_000);

  it("deploys in secret: bare handovers after each deployment, no blue marker on yellow's screens, what yellow saw step by step", async () => {
    const p = open("node bin/derelict.js play test/tui/fixtures/deploy.yaml --seed 1");
    await skipPassphrases(p);
    const bare = (text: string, title: string) => {
      const lines = text
        .split("\n")
        .map((l) => l.trim())
        .filter((l) => l !== "" && !/^(saving to|resumed from) |^[\w./-]+\.jsonl$/.test(l));
      expect(lines[0]).toBe(title);
      expect(lines).toHaveLength(4);
      expect(text).not.toMatch(/#|\. \.|Track sheet|messages|DEPLOYS|your zone/);
    };
    bare(await p.waitFor("BLUE TO DEPLOY"), "BLUE TO DEPLOY");
    p.keys("Enter");
    await p.waitFor("BLUE DEPLOYS before turn 1 | 3 to place");
    for (const k of ["Enter", "l", "Enter", "l", "Enter"]) p.keys(k);
    await p.waitFor("every marker placed");
    p.type("dR");
    await p.waitFor("(y/n)");
    p.type("y");
    bare(await p.waitFor("YELLOW TO DEPLOY"), "YELLOW TO DEPLOY");
    p.keys("Enter");
    const first = await p.waitFor("YELLOW DEPLOYS before turn 1");
    expect(first).not.toMatch(BLUE_NAMES);
    expect(first).toMatch(/In sight\n.*no enemy/);
    for (const k of ["Enter", "Enter", "Enter"]) p.keys(k);
    await p.waitFor("every marker placed");
    // The cursor over to the bridge, where blue stands: its row of hexes shows only floor and chairs.
    p.type("h".repeat(30));
    const bridge = await p.waitFor(", Bridge (");
    expect(bridge).toMatch(/# c h \. \. h \. \. h \. \. h c #/);
    expect(bridge).not.toMatch(BLUE_NAMES);
    p.type("Ey");
    bare(await p.waitFor("BLUE TO MOVE"), "BLUE TO MOVE");
    p.keys("Enter");
    expect(await p.waitFor("Track sheet")).toContain("Zephyrine");
    p.type(":move Quillfeather e");
    p.keys("Enter");
    await p.waitFor(/Quillfeather 89:\d{4} -> 89:/);
    p.type("Ey");
    bare(await p.waitFor("YELLOW TO MOVE"), "YELLOW TO MOVE");
    p.keys("Enter");
    const summary = await p.waitFor("What you saw during blue's turn");
    expect(summary).toContain("S: step through it on the map");
    p.type("S");
    const stepped = await p.waitFor("YELLOW: WHAT YOU SAW");
    p.keys("End");
    const last = await p.waitFor("blue ends turn 1");
    for (const text of [summary, stepped, last]) expect(text).not.toMatch(BLUE_NAMES);
    // Across an open table yellow saw blue's marker move (not who it is): its own step, then the turn's end.
    expect(last).toContain("step 2 of 2");
    p.keys("Escape");
    await p.waitFor("Track sheet");
    p.keys("C-c");
    await p.waitFor("EXITED 0");
    expect(p.capture(true)).not.toMatch(BLUE_NAMES);
  }, 120_000);

  it("works a device from the device menu: w lists what the selected soldier can work, Enter plays it", async () => {
    // Seed 12: ODay, at the engine controls, has blue's lowest number and is selected first.
    const p = open("node bin/derelict.js play docs/examples/ship-systems.yaml --seed 12 --no-save");
    await skipPassphrases(p);
    await p.waitFor("BLUE TO MOVE");
    p.keys("Enter");
    await p.waitFor("Track sheet");
    p.type("w");
    const menu = await p.waitFor("Devices ?1 ODay at 99:0503 can work");
    expect(menu).toContain("a) Engine room: shut the engines down");
    expect(menu).toContain(":station 1 engines off");
    p.keys("Escape");
    await p.waitForGone("Devices ?1");
    p.type("w");
    await p.waitFor("Devices ?1");
    p.keys("Enter");
    expect(await p.waitFor("stations at the engine controls (to turn off)")).not.toContain("Devices ?1");
    p.keys("C-c");
    await p.waitFor("EXITED 0");
  }, 120_000);

  it("opens the start menu with no arguments, gives the terminal back on Ctrl-C, and resumes the saved game", async () => {
    const p = open("node bin/derelict.js", 80, 24);
    const menu = await p.waitFor("Open a scenario file...");
    // Playing alone leads; the scenarios for two follow.
    expect(menu).toContain("> Campaign: a new run of derelicts");
    p.keys("Down", "Down");
    await p.waitFor("> Introduction: cold engines (introduction)");
    p.keys("Enter");
    await p.waitFor("BLUE PLAYER");
    p.keys("Enter");
    await p.waitFor("YELLOW PLAYER");
    p.keys("Enter");
    // The scenario's story, for both players, before the first handover.
    expect((await p.waitFor("Both players may read this")).replace(/\s+/g, " ")).toContain(
      "Sergeant Osaka's fire team comes aboard",
    );
    p.keys("Enter");
    expect((await p.waitFor("BLUE TO MOVE")).replace(/\s+/g, " ")).toMatch(
      /saving to ~\/\.local\/share\/derelict\/saves\/introduction-.*\.jsonl/,
    );
    p.keys("Enter");
    // A side's first turn opens with its objectives.
    await p.waitFor("Your objectives");
    p.keys("Enter");
    await p.waitFor("Track sheet");
    p.type("a");
    await p.waitFor(/enters lock \d from outside/);
    p.keys("C-c");
    const after = await p.waitFor("EXITED 0");
    expect(after).not.toContain("Track sheet");
    const q = open("node bin/derelict.js play --resume", 80, 24);
    expect((await q.waitFor("BLUE TO MOVE")).replace(/\s+/g, " ")).toMatch(/resumed from .*introduction/);
    q.keys("Enter");
    await q.waitFor(/enters lock \d from outside/);
    q.keys("C-c");
    await q.waitFor("EXITED 0");
  }, 120_000);
});
