// Issue 33, item 10, in a real terminal: the start menu lists every unfinished save (not only the
// newest) with its scenario, turn and date, a broken file listed as broken rather than a crash, a
// finished game left out; a guarded hot-seat game resumed from it asks each passphrase once, the side
// to move last and straight on, and only later handovers ask again. At 80x24 without colour and 120x40.
import { mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { savesFolder, startSave, type Saver } from "../../src/save/index.js";
import { HIDE_AND_SEEK, TEST_KDF, play, session } from "../save/game-fixture.js";
import { describeWith } from "../needs-tool.js";
import { hasTmux, openPane, type Pane } from "./tmux.js";

const panes: Pane[] = [];
afterAll(() => panes.forEach((p) => p.kill()));

const LAST_OUT = join(import.meta.dirname, "fixtures", "last-out.yaml");

/**
 * A home whose saves folder holds, oldest first: an open game blue is to move in, a game both sides
 * guard that yellow is to move in, a finished game, and a file that is no save.
 */
function homeWithSaves(): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), "derelict-resume-menu-"));
  const env = { HOME: dir, XDG_CONFIG_HOME: join(dir, ".config"), XDG_DATA_HOME: join(dir, "data") };
  const folder = savesFolder(env);
  const open = startSave(session(HIDE_AND_SEEK, 3), HIDE_AND_SEEK, { folder, fsync: false }) as Saver;
  open.close();
  const guarded = session(HIDE_AND_SEEK, 4);
  const passphrases = { blue: "blue moon", yellow: "red sun" };
  const sealed = startSave(guarded, HIDE_AND_SEEK, { folder, passphrases, kdf: TEST_KDF, fsync: false }) as Saver;
  play(guarded, ["open 89:1006 e", "end"]);
  sealed.close();
  const over = session(LAST_OUT, 1);
  const done = startSave(over, LAST_OUT, { folder, fsync: false }) as Saver;
  over.command("exit Quillfeather");
  done.close();
  const junk = join(folder, "zz-notes.jsonl");
  writeFileSync(junk, "not a save\n");
  // Their order on the menu is by when each was written: fixed here, a minute apart.
  [open.state.path, sealed.state.path, done.state.path, junk].forEach((path, i) => {
    const when = new Date(Date.UTC(2026, 0, 2, 10, i));
    utimesSync(path, when, when);
  });
  return env;
}

function start(env: Record<string, string>, cols: number, rows: number): Pane {
  const pane = openPane("node bin/derelict.js", env, cols, rows);
  panes.push(pane);
  return pane;
}

const SAVED = String.raw`saved \d{4}-\d\d-\d\d \d\d:\d\d`;

describeWith("tmux", hasTmux, "resuming from the start menu", () => {
  it("at 80x24 without colour: every unfinished save listed, newest first, the broken one as broken", async () => {
    const p = start({ ...homeWithSaves(), NO_COLOR: "1" }, 80, 24);
    await p.waitFor("Up/Down choose");
    // The saves come after the scenarios, newest first: End goes to Quit, and Up climbs to them.
    p.keys("End", "Up", "Up", "Up", "Up");
    const open = await p.waitFor(/> Resume: Hide and seek, turn 1, blue to move/);
    expect(open).toMatch(new RegExp(`Resume: Hide and seek, turn 1, blue to move, ${SAVED} *\n`));
    expect(open.match(/Resume: /g)).toHaveLength(2);
    expect(open).not.toMatch(/…|last-out|Last out/i);
    p.keys("Up");
    const guarded = await p.waitFor(/> Resume: Hide and seek, turn 1, yellow to move/);
    expect(guarded).toMatch(new RegExp(`Resume: Hide and seek, turn 1, yellow to move, ${SAVED} *\n`));
    expect(guarded.replace(/\s+/g, " ")).toContain("Protected: each player types their passphrase.");
    p.keys("Up");
    const broken = await p.waitFor("> Broken save: zz-notes");
    expect(broken.replace(/\s+/g, " ")).toContain("zz-notes.jsonl is not a derelict save");
    // Enter on it tries it and says why it does not resume, on the menu.
    p.keys("Enter");
    expect((await p.waitFor("zz-notes.jsonl: ")).replace(/\s+/g, " ")).toMatch(
      /zz-notes\.jsonl: is not a derelict save/,
    );
    // The older, open game resumes: Enter on it, no passphrase.
    p.keys("Down", "Down");
    await p.waitFor(/> Resume: Hide and seek, turn 1, blue to move/);
    p.keys("Enter");
    expect(await p.waitFor("BLUE TO MOVE", 60_000)).not.toContain("passphrase");
    p.keys("C-c");
    await p.waitFor("EXITED 0");
  }, 120_000);

  it("at 120x40: the guarded game asks each passphrase once, the side to move last, later handovers again", async () => {
    const p = start(homeWithSaves(), 120, 40);
    await p.waitFor("Up/Down choose");
    p.keys("End", "Up", "Up", "Up", "Up", "Up");
    await p.waitFor(/> Resume: Hide and seek, turn 1, yellow to move/);
    expect(await p.waitFor("Protected:")).not.toContain("…");
    p.keys("Enter");
    // Blue is not to move: asked first, then yellow, who plays at once.
    expect(await p.waitFor("THE SAVED GAME IS LOCKED", 60_000)).toContain("BLUE PLAYER: type your passphrase");
    p.type("blue moon");
    p.keys("Enter");
    await p.waitFor("YELLOW PLAYER: type your passphrase");
    p.type("red sun");
    p.keys("Enter");
    expect(await p.waitFor("YELLOW TO MOVE")).not.toContain("type your passphrase");
    p.keys("Enter");
    // What yellow saw of blue's turn, then its map.
    await p.waitFor("Enter: close");
    p.keys("Enter");
    await p.waitForGone("Enter: close");
    p.type("E");
    await p.waitFor("(y/n)");
    p.type("y");
    // Blue's next handover asks again, as every handover of a guarded game does.
    expect(await p.waitFor("BLUE TO MOVE")).toContain("blue player: type your passphrase and press Enter.");
    p.keys("C-c");
    await p.waitFor("EXITED 0");
  }, 120_000);
});
