// The campaign in a real terminal at 80x24 (tmux): a run begun, its first boarding played against the
// computer to its end by the game's own means (turns ended until the turn limit), quitting mid-boarding
// and going on with it from the start menu, what became of the squad, and the second derelict's briefing;
// and a lost run's record file: a boarding whose game save was taken away is forfeit, the squad with it.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { derelict } from "../cli/built-cli.js";
import { describeWith } from "../needs-tool.js";
import { hasTmux, openPane, type Pane } from "./tmux.js";

const panes: Pane[] = [];
afterAll(() => panes.forEach((p) => p.kill()));

function home(): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), "derelict-campaign-"));
  return { HOME: dir, XDG_CONFIG_HOME: join(dir, ".config"), XDG_DATA_HOME: join(dir, "data") };
}

function open(command: string, env: Record<string, string>): Pane {
  const pane = openPane(command, env, 80, 24);
  panes.push(pane);
  return pane;
}

/** Nothing on an 80x24 screen is cut short with an ellipsis. */
function whole(screen: string): string {
  expect(screen).not.toContain("…");
  return screen;
}

/** A new run from `derelict campaign` with its choices given: begun with Enter, the campaign screen shown. */
async function beginRun(p: Pane): Promise<string> {
  whole(await p.waitFor("A NEW CAMPAIGN RUN"));
  expect(p.capture()).toContain("< StarMarines >");
  p.keys("Enter");
  return whole(await p.waitFor(/Next: Derelict 1 of 7[\s\S]*Enter board/, 60_000));
}

/** From the campaign screen into the boarding: its story, then the side's first turn. */
async function board(p: Pane): Promise<void> {
  p.keys("Enter");
  await p.waitFor("Enter: on to the game.", 60_000);
  p.keys("Enter");
  await p.waitFor("Your objectives");
  p.keys("Enter");
  await p.waitFor(/BLUE turn 1\//);
}

/** Ends the person's turns until the game is over (the computer plays its turns in between). */
async function endTurnsUntilOver(p: Pane, from: number): Promise<string> {
  for (let turn = from; turn < 60; turn++) {
    // A turn opens with what the side saw (a page over the map): closed first.
    if (p.capture().includes("Enter: close")) {
      p.keys("Enter");
      await p.waitForGone("Enter: close");
    }
    p.type("E");
    await p.waitFor("(y/n)");
    p.type("y");
    const next = await p.waitFor(new RegExp(`GAME OVER|BLUE turn ${turn + 1}/`), 120_000);
    if (next.includes("GAME OVER")) return next;
  }
  throw new Error("the boarding never ended");
}

describeWith("tmux", hasTmux, "the campaign in a real terminal at 80x24", () => {
  it("plays the first boarding to its end, goes on with it after quitting, and reaches the second derelict's briefing", async () => {
    const env = home();
    const p = open("node bin/derelict.js campaign --seed tmux-one --race starmarines --difficulty easy", env);
    const screen = await beginRun(p);
    expect(screen).toMatch(/The squad: \d+ living of \d+/);
    expect(screen).toContain("fit, boards");
    // The briefing and the ship, a page of its own that scrolls.
    p.type("b");
    whole(await p.waitFor(/Mission:[\s\S]*Enter back/));
    p.keys("Escape");
    await p.waitFor("Enter board");
    await board(p);
    p.type("E");
    await p.waitFor("(y/n)");
    p.type("y");
    await p.waitFor("BLUE turn 2/", 120_000);
    // Quitting mid-boarding keeps the boarding: the menu's Campaign goes on with it, at the turn it was left.
    p.keys("C-c");
    await p.waitFor("EXITED 0");

    const again = open("node bin/derelict.js", env);
    whole(await again.waitFor(/> Campaign: go on with the run \(starmarines, derelict 1 of 7\)/));
    again.keys("Enter");
    await again.waitFor("BLUE turn 2/", 60_000);
    const over = await endTurnsUntilOver(again, 2);
    expect(over).toContain("Enter: what became of the squad");
    again.keys("Enter");
    const after = whole(await again.waitFor("AFTER BOARDING 1", 60_000));
    expect(after).toContain("The boarders:");
    again.keys("Enter");
    const second = whole(await again.waitFor(/Next: Derelict 2 of 7/, 60_000));
    expect(second).toMatch(/derelict 2 of 7/);
    again.type("b");
    const briefing = whole(await again.waitFor(/Derelict 2 of 7[\s\S]*Mission:/));
    expect(briefing).toContain("Enemy:");
    again.keys("Enter");
    again.type("q");
    await again.waitFor("> Campaign: go on with the run (starmarines, derelict 2 of 7)");
    again.type("q");
    await again.waitFor("EXITED 0");
  }, 600_000);

  it("shows a lost run's record file: a boarding whose save was taken away is forfeit, and the squad with it", async () => {
    // Hard: its squad (6 Norx) boards whole; easy's ten leave two on the shuttle, who go on.
    const env = home();
    // Hard: a squad small enough that every soldier boards (at most 8 do), so the forfeit takes them all.
    const p = open("node bin/derelict.js campaign --seed tmux-two --race norx --difficulty hard", env);
    whole(await p.waitFor("A NEW CAMPAIGN RUN"));
    p.keys("Enter");
    await p.waitFor("Enter board", 60_000);
    p.keys("Enter");
    await p.waitFor("Enter: on to the game.", 60_000);
    p.keys("C-c");
    await p.waitFor("EXITED 0");
    // The player deletes the boarding's game to undo it: the run was saved with the boarding under way first.
    const runs = join(env.XDG_DATA_HOME!, "derelict", "campaign", "runs");
    const [id] = readdirSync(runs);
    const folder = join(runs, id!, "derelict-1");
    for (const f of readdirSync(folder)) if (f.startsWith("game.jsonl")) rmSync(join(folder, f));

    const again = open("node bin/derelict.js campaign", env);
    const forfeit = whole(await again.waitFor("BOARDING 1 FORFEIT", 60_000));
    expect(forfeit).toContain("its game save cannot be read");
    again.keys("Enter");
    const record = whole(await again.waitFor("THE RUN IS OVER: lost", 60_000));
    expect(record).toContain("The record file:");
    const file = join(env.XDG_DATA_HOME!, "derelict", "campaign", "records", `${id}.txt`);
    expect(existsSync(file)).toBe(true);
    const text = readFileSync(file, "utf8");
    expect(text).toMatch(/^Lost: the squad was lost aboard/m);
    expect(record.replace(/\s+/g, " ")).toContain("Lost: the squad was lost aboard");
    expect(text).toContain('seed "tmux-two"');
    again.keys("Enter");
    const menu = await again.waitFor("> Campaign: a new run of derelicts");
    expect(menu).not.toContain("go on with the run");
    again.type("q");
    await again.waitFor("EXITED 0");
    const scores = derelict(["campaign", "scores"], env);
    expect(scores.status).toBe(0);
    expect(scores.stdout).toContain("Norx");
  }, 300_000);
});
