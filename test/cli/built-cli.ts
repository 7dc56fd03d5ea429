// Runs the built `derelict` command as a child process (dist/ is built before the tests: test/build-once.ts).
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "..", "..");
const BIN = join(ROOT, "bin", "derelict.js");

export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `node bin/derelict.js ARGS` with colour variables cleared unless `env` sets them. */
export function derelict(args: readonly string[], env: NodeJS.ProcessEnv = {}, cwd = ROOT): Run {
  const base = { ...process.env };
  for (const k of ["FORCE_COLOR", "NO_COLOR", "DERELICT_DEBUG"]) delete base[k];
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    env: { ...base, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

export const ESC = "\u001b[";
