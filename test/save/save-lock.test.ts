// A save's lock: held while its writer runs; taken over once the writer is gone, its process id reused or not.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { lockHolder, lockPath, lockText, takeLock } from "../../src/save/save-lock.js";
import { tempFolder } from "./game-fixture.js";

describe("save locks", () => {
  const save = () => join(tempFolder(), "game.jsonl");

  test("a live writer's lock holds, in the old form (the id alone) and the new (the id and its start time)", () => {
    for (const text of [String(process.ppid), lockText(process.ppid)]) {
      const path = save();
      writeFileSync(lockPath(path), text);
      expect(lockHolder(path)).toBe(process.ppid);
      expect(takeLock(path)).toBe(`is in use by another derelict (process ${process.ppid})`);
    }
  });

  test.runIf(process.platform === "linux")("a lock whose process id now belongs to a later process is stale", () => {
    const path = save();
    // The parent's id, with a start time it did not start at: the id was given to another process since.
    const [, started] = lockText(process.ppid).split(" ");
    writeFileSync(lockPath(path), `${process.ppid} ${Number(started) + 1}`);
    expect(lockHolder(path)).toBeUndefined();
    const release = takeLock(path);
    if (typeof release === "string") throw new Error(release);
    expect(readFileSync(lockPath(path), "utf8")).toBe(lockText(process.pid));
    release();
  });
});
