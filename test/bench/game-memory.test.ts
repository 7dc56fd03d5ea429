// The bench's game memory: a preload writes the process's own peak as it exits (bench/peak-report.mjs).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { PEAK_REPORT } from "../../bench/game-memory.js";

/** The peak the preload wrote for a process running SCRIPT, and what the script printed. */
function peakOf(script: string): { peak: number; printed: string } {
  const folder = mkdtempSync(join(tmpdir(), "derelict-peak-"));
  try {
    const file = join(folder, "peak");
    const r = spawnSync(process.execPath, ["-e", script], {
      env: { ...process.env, NODE_OPTIONS: `--import=${PEAK_REPORT}`, DERELICT_PEAK_FILE: file },
    });
    expect(r.status, String(r.stderr)).toBe(0);
    return { peak: Number(readFileSync(file, "utf8")), printed: String(r.stdout) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

it("reports a process's own peak resident memory in MB: at least what it held at its fullest", () => {
  const idle = peakOf("0").peak;
  expect(idle).toBeGreaterThan(10);
  // The child says how much it held once its big array was filled; the peak written at exit covers it.
  const big = peakOf(
    "globalThis.keep = new Uint8Array(200e6).fill(1); process.stdout.write(String(process.memoryUsage().rss / 1048576))",
  );
  const held = Number(big.printed);
  expect(big.peak).toBeGreaterThanOrEqual(held - 1);
});
