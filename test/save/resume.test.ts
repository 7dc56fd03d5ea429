// `play --resume` without a file: the newest save that loads, each newer one passed over named with why.
import { spawn } from "node:child_process";
import { readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { chooseSave, resumeGame, startSave, type Saver } from "../../src/save/index.js";
import { lockPath, lockText } from "../../src/save/save-lock.js";
import { HIDE_AND_SEEK, session, tempFolder } from "./game-fixture.js";

/** A folder with one good save, written a minute ago. */
function folderWithSave() {
  const folder = tempFolder();
  const saver = startSave(session(HIDE_AND_SEEK, 5), HIDE_AND_SEEK, { folder, fsync: false }) as Saver;
  saver.close();
  const minuteAgo = new Date(Date.now() - 60_000);
  utimesSync(saver.path, minuteAgo, minuteAgo);
  return { folder, good: saver.path };
}

describe("resuming the newest save that loads", () => {
  test("passes over a newer file that is no save, naming it and why, and resumes the older one", () => {
    const { folder, good } = folderWithSave();
    const broken = join(folder, "newer.jsonl");
    writeFileSync(broken, '{"broken\n');
    const chosen = chooseSave(undefined, { folder });
    if (!chosen.ok) throw new Error(chosen.message);
    expect(chosen.path).toBe(good);
    expect(chosen.skipped).toEqual([
      `${broken}: is not a derelict save (it does not start with a save header) (skipped)`,
    ]);
    const resumed = resumeGame(undefined, { folder, fsync: false });
    if (!resumed.ok) throw new Error(resumed.message);
    expect(resumed.from).toBe(good);
    expect(resumed.notices[0]).toBe(chosen.skipped[0]);
    resumed.saver.close();
  });

  test("passes over a newer save another running derelict holds, and not one whose holder is gone", async () => {
    const { folder, good } = folderWithSave();
    const held = folderWithSave();
    // A live process (this test's parent) holds the newer save: it is in use.
    const heldSave = join(folder, "held.jsonl");
    writeFileSync(heldSave, readSave(held.good));
    writeFileSync(lockPath(heldSave), lockText(process.ppid));
    const chosen = chooseSave(undefined, { folder });
    if (!chosen.ok) throw new Error(chosen.message);
    expect(chosen.path).toBe(good);
    expect(chosen.skipped).toEqual([`${heldSave}: is in use by another derelict (process ${process.ppid}) (skipped)`]);
    // The holder gone (a process that has exited): the lock is stale and the newer save is resumed.
    writeFileSync(lockPath(heldSave), lockText(await exitedPid()));
    const again = resumeGame(undefined, { folder, fsync: false });
    if (!again.ok) throw new Error(again.message);
    expect(again.from).toBe(heldSave);
    expect(again.notices.some((n) => n.includes("(skipped)"))).toBe(false);
    again.saver.close();
  });

  test("nothing loads: one line naming each file and why", () => {
    const folder = tempFolder();
    writeFileSync(join(folder, "a.jsonl"), "junk\n");
    writeFileSync(join(folder, "b.jsonl"), '{"format":"derelict-save","version":99}\n');
    const r = chooseSave(undefined, { folder });
    if (r.ok) throw new Error("chose a save that does not load");
    expect(r.file).toBe(folder);
    expect(r.message).toMatch(/^holds no saved game that loads: (a|b)\.jsonl .+; (a|b)\.jsonl .+$/);
    expect(r.message).not.toContain("\n");
    expect(resumeGame(undefined, { folder }).ok).toBe(false);
  });
});

const readSave = (path: string): string => readFileSync(path, "utf8");

/** The id of a process that ran and has exited. */
function exitedPid(): Promise<number> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ["-e", ""]);
    child.on("exit", () => done(child.pid!));
  });
}
