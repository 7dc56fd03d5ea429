// The host's own data files (its key, its game records) are read through the one guarded reader: a
// named pipe or a folder put in their place is refused in one line naming it, never waited on.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readRecords } from "../../src/host/game-record.js";
import { HOST_KEY_FILE, loadHostKey } from "../../src/host/host-key.js";

const fifo = (path: string) => execFileSync("mkfifo", [path]);

describe("the host's data files", () => {
  it("refuses a named pipe where the host key should be, at once and in one line", () => {
    const folder = mkdtempSync(join(tmpdir(), "derelict-hostfiles-"));
    fifo(join(folder, HOST_KEY_FILE));
    const got = loadHostKey(folder);
    expect(got).toEqual({
      problem: `${join(folder, HOST_KEY_FILE)}:1:1: is a named pipe (FIFO), not a regular file: expected the host's private key`,
    });
  });

  it("lists a pipe, a folder and a broken file among the records as problems and reads the rest", () => {
    const folder = mkdtempSync(join(tmpdir(), "derelict-hostfiles-"));
    fifo(join(folder, "pipe.json"));
    mkdirSync(join(folder, "folder.json"));
    writeFileSync(join(folder, "broken.json"), "{ not json");
    const { records, problems } = readRecords(folder);
    expect(records).toEqual([]);
    expect(problems).toHaveLength(3);
    expect(problems.find((p) => p.includes("pipe.json"))).toContain("is a named pipe (FIFO), not a regular file");
    expect(problems.find((p) => p.includes("folder.json"))).toContain("is a folder, expected a game record (JSON)");
    expect(problems.find((p) => p.includes("broken.json"))).toContain("that game is left out");
    for (const p of problems) expect(p).toMatch(/that game is left out$/);
  });
});
