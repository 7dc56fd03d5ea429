// kill -9 while the run file is being written, over and over: what is on disk is always a whole run,
// the last written or the one before, never half of one (the built code, in a child process).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadRun, runFile } from "../../src/campaign/run-files.js";
import type { Run } from "../../src/campaign/run-state.js";
import { run } from "./fixtures.js";

const ROOT = resolve(import.meta.dirname, "..", "..");
const scratch = mkdtempSync(join(tmpdir(), "derelict-crash-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes the run again and again with its salvage counting up, saying "ready" after the first write. */
const WRITER = `
import { readFileSync } from "node:fs";
import { saveRun } from "${join(ROOT, "dist", "campaign", "run-files.js")}";
const run = JSON.parse(readFileSync(process.argv[1], "utf8"));
const env = { XDG_DATA_HOME: process.argv[2] };
for (let i = 1; ; i++) {
  // A long deed list: a big file, so a kill often lands mid-write.
  saveRun({ ...run, salvage: i, salvageEarned: i }, env);
  if (i === 1) process.stdout.write("ready\\n");
}`;

function killMidWrite(runJson: string, data: string, afterMs: number): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", WRITER, runJson, data], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.stdout.once("data", () => setTimeout(() => child.kill("SIGKILL"), afterMs));
    child.on("exit", (_code, signal) =>
      signal === "SIGKILL" ? done() : fail(new Error(`the writer stopped: ${signal}`)),
    );
  });
}

describe("the run file under kill -9", () => {
  it("is always a whole run after the writer is killed mid-write", async () => {
    const base = run({ id: "crash" });
    const big: Run = {
      ...base,
      squad: base.squad.map((s) => ({ ...s, deeds: Array.from({ length: 300 }, (_, i) => `deed ${i} of ${s.name}`) })),
    };
    const runJson = join(scratch, "run.json");
    writeFileSync(runJson, JSON.stringify(big));
    const data = join(scratch, "data");
    let last = 0;
    for (const ms of [5, 17, 40, 63, 90]) {
      await killMidWrite(runJson, data, ms);
      const read = loadRun(runFile(big, { XDG_DATA_HOME: data }));
      if (typeof read === "string") throw new Error(read);
      expect(read.squad).toEqual(big.squad);
      expect(read.salvage).toBeGreaterThanOrEqual(1);
      expect(read.salvageEarned).toBe(read.salvage);
      last = read.salvage;
    }
    expect(last).toBeGreaterThan(0);
  }, 60_000);
});
