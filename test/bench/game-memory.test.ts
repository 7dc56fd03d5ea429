// The bench's game memory: a preload writes the process's own peak as it exits (bench/peak-report.mjs).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { PEAK_REPORT } from "../../bench/game-memory.js";

function peakOf(script: string): number {
  const folder = mkdtempSync(join(tmpdir(), "derelict-peak-"));
  try {
    const file = join(folder, "peak");
    const r = spawnSync(process.execPath, ["-e", script], {
      env: { ...process.env, NODE_OPTIONS: `--import=${PEAK_REPORT}`, DERELICT_PEAK_FILE: file },
    });
    expect(r.status, String(r.stderr)).toBe(0);
    return Number(readFileSync(file, "utf8"));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

it("reports a process's own peak resident memory in MB, a big allocation included", () => {
  const idle = peakOf("0");
  const big = peakOf("globalThis.keep = Buffer.alloc(200e6, 1)");
  expect(idle).toBeGreaterThan(10);
  expect(big - idle).toBeGreaterThan(150);
});
