// Where saves go and how they are found; one writer at a time; a failed write is reported and retried, never fatal.
import { closeSync, existsSync, fsyncSync, openSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { SaveFile } from "../../src/save/save-file.js";
import { newHeader } from "../../src/save/start-save.js";
import { snapshotSetup } from "../../src/save/setup-snapshot.js";
import {
  describeSave,
  latestSave,
  listSaves,
  loadSave,
  problemLine,
  resumeGame,
  Saver,
  savesFolder,
  startSave,
  unfinishedSaves,
} from "../../src/save/index.js";
import { lockPath } from "../../src/save/save-lock.js";
import { HIDE_AND_SEEK, TEST_KDF, play, session, tempFolder } from "./game-fixture.js";

const LAST_OUT = join(import.meta.dirname, "..", "tui", "fixtures", "last-out.yaml");

describe("the saves folder", () => {
  test("follows XDG_DATA_HOME, else ~/.local/share; a relative XDG_DATA_HOME is ignored", () => {
    expect(savesFolder({ XDG_DATA_HOME: "/x/data", HOME: "/home/p" })).toBe("/x/data/derelict/saves");
    expect(savesFolder({ HOME: "/home/p" })).toBe("/home/p/.local/share/derelict/saves");
    expect(savesFolder({ XDG_DATA_HOME: "data", HOME: "/home/p" })).toBe("/home/p/.local/share/derelict/saves");
  });

  test("new saves are named after the scenario; the latest is found, listed with what it shows in clear", () => {
    const folder = tempFolder();
    const a = session();
    const first = startSave(a, HIDE_AND_SEEK, { folder, fsync: false }) as Saver;
    play(a, ["open 89:1006 e", "end"]);
    first.close();
    const b = session();
    const second = startSave(b, HIDE_AND_SEEK, {
      folder,
      fsync: false,
      passphrases: { blue: "x" },
      kdf: TEST_KDF,
    }) as Saver;
    second.close();
    expect(first.path).toMatch(/hide-and-seek-\d{4}-\d\d-\d\d-\d{6}(-2)?\.jsonl$/);
    expect(second.path).not.toBe(first.path);
    writeFileSync(join(folder, "notes.jsonl"), "not a save\n");
    const saves = listSaves(folder);
    expect(saves.map((s) => s.path).sort()).toEqual([first.path, second.path].sort());
    const line = describeSave(saves.find((s) => s.path === first.path)!);
    expect(line).toMatch(/^Hide and seek, turn 1, yellow to move, saved \d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(describeSave(saves.find((s) => s.path === second.path)!)).toMatch(/, protected$/);
    expect(latestSave(folder)).toBeDefined();
  });

  test("the games a menu offers to resume: every unfinished one, a finished one left out, a broken one listed with why", () => {
    const folder = tempFolder();
    const a = session();
    const first = startSave(a, HIDE_AND_SEEK, { folder, fsync: false }) as Saver;
    first.close();
    const b = session();
    const second = startSave(b, HIDE_AND_SEEK, { folder, fsync: false }) as Saver;
    play(b, ["open 89:1006 e", "end"]);
    second.close();
    const over = session(LAST_OUT, 1);
    const done = startSave(over, LAST_OUT, { folder, fsync: false }) as Saver;
    expect(over.command("exit Quillfeather").ok).toBe(true);
    expect(over.over).toBeTruthy();
    done.close();
    writeFileSync(join(folder, "zz-notes.jsonl"), "not a save\n");
    const entries = unfinishedSaves(folder);
    expect(entries.map((e) => e.path).sort()).toEqual([first.path, second.path, join(folder, "zz-notes.jsonl")].sort());
    const broken = entries.find((e) => e.path.endsWith("zz-notes.jsonl"));
    expect(broken && "broken" in broken && broken.broken).toMatch(/not a derelict save/);
    const turns = entries.flatMap((e) => ("summary" in e ? [`${e.summary.turn} ${e.summary.turnOf}`] : []));
    expect(turns.sort()).toEqual(["1 blue", "1 yellow"]);
  });

  test("a save is never started over an existing file", () => {
    const folder = tempFolder();
    const path = join(folder, "mine.jsonl");
    writeFileSync(path, "precious\n");
    const r = startSave(session(), HIDE_AND_SEEK, { path, fsync: false });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(problemLine(r)).toBe(`${path}: exists already (a save is never written over)`);
  });
});

describe("one writer at a time", () => {
  test("a save held by a running derelict is refused; released on close", () => {
    const folder = tempFolder();
    const s = session();
    const saver = startSave(s, HIDE_AND_SEEK, { folder, fsync: false }) as Saver;
    saver.close();
    expect(existsSync(lockPath(saver.path))).toBe(false);
    // The test runner's parent process stands in for another game still running.
    writeFileSync(lockPath(saver.path), String(process.ppid));
    const r = resumeGame(saver.path, { folder, fsync: false });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(problemLine(r)).toBe(`${saver.path}: is in use by another derelict (process ${process.ppid})`);
  });
});

/** A disk that has filled up since the save began: every write from now on fails as /dev/full does. */
class FullDisk extends SaveFile {
  full = false;
  override writeWhole(head: string, live: readonly [string, string], replace: boolean): void {
    if (this.full) this.#fail();
    super.writeWhole(head, live, replace);
  }
  override writeLive(live: string): void {
    if (this.full) this.#fail();
    super.writeLive(live);
  }
  #fail(): never {
    const fd = openSync("/dev/full", "w");
    try {
      writeSync(fd, "x");
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    throw new Error("/dev/full took a write");
  }
}

describe.skipIf(!existsSync("/dev/full"))("a disk that is full", () => {
  test("the failure is reported, the game goes on, the next action tries again, and nothing is lost once there is room", () => {
    const s = session();
    const told: string[] = [];
    const path = join(tempFolder(), "full.jsonl");
    const file = new FullDisk(path, false);
    const { header, keys } = newHeader("Hide and seek", {});
    const setup = snapshotSetup(s.setup, HIDE_AND_SEEK);
    const saver = new Saver(s, { path, header, keys, setup, fresh: true, file }, { onProblem: (m) => told.push(m) });
    file.full = true;
    expect(s.command("open 89:1006 e").ok).toBe(true);
    expect(told[0]).toMatch(/could not be saved to .*full\.jsonl \(ENOSPC\); it will try again after the next action/);
    expect(saver.state).toMatchObject({ saved: 0, problem: told[0] });
    expect(s.command("end").ok).toBe(true);
    expect(told).toHaveLength(2);
    file.full = false;
    expect(s.command("end").ok).toBe(true);
    expect(saver.state).toEqual({ path, saved: 3 });
    saver.close();
    const back = loadSave(path);
    expect(back.ok && back.session.actions).toEqual(s.actions);
  });
});

describe("passphrases at handovers", () => {
  test("saver.opens tells a side's passphrase from the other's and from a wrong one", () => {
    const saver = startSave(session(), HIDE_AND_SEEK, {
      folder: tempFolder(),
      fsync: false,
      passphrases: { blue: "b", yellow: "y" },
      kdf: TEST_KDF,
    }) as Saver;
    expect(saver.protected).toBe(true);
    expect(saver.opens("blue", "b")).toBe(true);
    expect(saver.opens("blue", "y")).toBe(false);
    expect(saver.opens("yellow", "y")).toBe(true);
    expect(saver.opens("yellow", "")).toBe(false);
    saver.close();
  });
});
