// Game records written off the host's thread: in the order asked for, folded while one is under way, a
// failure one line and the next write going on, and every write landed before the host stops.
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../../src/host/game-record.js";
import { RecordWriter } from "../../src/host/record-writer.js";

const record = (keys: GameRecord["keys"], over = false): GameRecord =>
  ({ id: "abc", name: "t", scenario: "s", created: "", save: "abc.jsonl", codes: {}, keys, over }) as GameRecord;

/** A writer whose disk holds each write until released (or fails it), noting what it was given. */
function heldDisk() {
  const written: GameRecord[] = [];
  const releases: ((fail?: Error) => void)[] = [];
  const log: string[] = [];
  const writer = new RecordWriter(
    "games",
    (_folder, r) =>
      new Promise((resolve, reject) => {
        written.push(r);
        releases.push((fail) => (fail ? reject(fail) : resolve()));
      }),
    (line) => log.push(line),
  );
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  return { writer, written, releases, log, turn };
}

describe("the record writer", () => {
  it("writes a record's changes in order: those asked for while one is under way folded into the newest", async () => {
    const { writer, written, releases, turn } = heldDisk();
    const r = record({});
    r.keys.blue = "A";
    const first = writer.write(r);
    await turn();
    // The first is on its way; two more changes wait behind it, and the record in memory changes on.
    r.keys.yellow = "B";
    void writer.write(r);
    r.over = true;
    const last = writer.write(r);
    r.keys.blue = "changed after the write was asked for";
    expect(written.map((w) => w.keys)).toEqual([{ blue: "A" }]);
    releases[0]!();
    await first;
    await turn();
    expect(written.map((w) => [w.keys, w.over])).toEqual([
      [{ blue: "A" }, false],
      [{ blue: "A", yellow: "B" }, true],
    ]);
    releases[1]!();
    await last;
  });

  it("logs a write that fails in one line and goes on with the next; close waits for every write", async () => {
    const { writer, written, releases, log, turn } = heldDisk();
    const r = record({ blue: "A" });
    const failed = writer.write(r);
    await turn();
    releases[0]!(Object.assign(new Error("no room"), { code: "ENOSPC" }));
    await turn();
    // Said to whoever waits on it: the disk is behind the record in memory until a write lands.
    expect(await failed).toBe(false);
    expect(await writer.landed("abc")).toBe(false);
    expect(log).toEqual([
      "game abc: its record cannot be written (ENOSPC); it is kept in memory and written again with its next change",
    ]);
    r.over = true;
    void writer.write(r);
    let closed = false;
    const closing = writer.close().then(() => (closed = true));
    await turn();
    expect(closed).toBe(false);
    expect(written.at(-1)).toMatchObject({ keys: { blue: "A" }, over: true });
    releases[1]!();
    await closing;
    expect(closed).toBe(true);
    expect(await writer.landed("abc")).toBe(true);
  });
});
