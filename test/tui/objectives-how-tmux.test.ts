// Issue 33, item 9, in a real terminal: `O` says how to meet each objective in plain words, with the
// player's keys, whole at 80x24 and 160x50; and the last step of "what you saw" (the enemy's turn
// handed over) is labelled as the turn it starts, not as a turn of the enemy's.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { describeWith } from "../needs-tool.js";
import { endTurn, hasTmux, openPane, skipPassphrases, soloGame, takeOver, type Pane } from "./tmux.js";

const panes: Pane[] = [];
afterAll(() => panes.forEach((p) => p.kill()));

function home(): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), "derelict-how-"));
  return { HOME: dir, XDG_CONFIG_HOME: join(dir, ".config"), XDG_DATA_HOME: join(dir, "data"), NO_COLOR: "1" };
}

/** The framed page's text alone (between its side rules), its lines joined. */
const flat = (screen: string) =>
  screen
    .split("\n")
    .flatMap((l) => /\|(.*)\|/.exec(l)?.[1] ?? [])
    .join(" ")
    .replace(/\s+/g, " ");

/** The objectives page of the Introduction (blue: shut the engines down; both: wipe the enemy out). */
async function objectivesPage(cols: number, rows: number): Promise<string> {
  const p = await soloGame("introduction", home(), cols, rows);
  panes.push(p);
  await p.waitFor("Track sheet");
  p.type("O");
  const page = await p.waitFor("Your objectives");
  p.keys("C-c");
  return page;
}

describeWith("tmux", hasTmux, "panels that tell", () => {
  it("O says how to meet each objective, its keys named, nothing cut, at 80x24 and 160x50", async () => {
    for (const [cols, rows] of [
      [80, 24],
      [160, 50],
    ] as const) {
      const page = await objectivesPage(cols, rows);
      const text = flat(page);
      expect(text).toContain("- the engines shut down and the ship not moving (counts at the end)");
      expect(text).toContain(
        "How: a soldier at the central engine console and one at a control panel of the engine room, each " +
          "stationed (s) before moving or attacking, for a whole turn: the engines shut down as your next turn " +
          "begins. Keep them off to the end.",
      );
      expect(text).toContain("How: kill every enemy soldier (f fire, m close combat) or see him leave the ship;");
      expect(page).not.toMatch(/…|more lines/);
    }
  }, 180_000);

  it("at 80x24: the last step of what you saw, the enemy's turn handed over, is labelled as your turn it starts", async () => {
    const wait = 60_000;
    const p = openPane("node bin/derelict.js play test/tui/fixtures/contact.yaml --seed 1 --no-save", home(), 80, 24);
    panes.push(p);
    await skipPassphrases(p);
    await takeOver(p, "BLUE", wait);
    p.type(":open Zephyrine e");
    p.keys("Enter");
    await p.waitFor("opens the door");
    await endTurn(p, wait);
    await takeOver(p, "YELLOW", wait);
    p.type(":move Grimbolt w");
    p.keys("Enter");
    await p.waitFor("Grimbolt 99:0306 -> 99:0206");
    await endTurn(p, wait);
    await p.waitFor("BLUE TO MOVE", wait);
    p.keys("Enter");
    await p.waitFor("S: step through it on the map", wait);
    p.type("S");
    await p.waitFor("WHAT YOU SAW");
    p.keys("End");
    const last = await p.waitFor(/WHAT YOU SAW, your turn 2 begins, step (\d+) of \1 {2}level: main/);
    expect(last).not.toContain("yellow's turn 2");
    p.keys("Home");
    p.keys("Right");
    expect(await p.waitFor(/WHAT YOU SAW, yellow's turn 1, step 1 of/)).toContain(
      "Norx Warrior moves 99:0306 -> 99:0206",
    );
    p.keys("C-c");
    await p.waitFor("EXITED 0");
  }, 120_000);
});
