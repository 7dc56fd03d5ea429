// Runs the built `derelict` command as a child process; builds dist/ first when src/ is newer.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "..", "..");
const BIN = join(ROOT, "bin", "derelict.js");
const STAMP = join(ROOT, "dist", ".cli-test-build");
const LOCK = join(ROOT, "dist", ".cli-test-lock");

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
    timeout: 20_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** One build for all CLI test files running side by side: a lock folder, and a stamp newer than src/. */
export function buildOnce(): void {
  if (fresh()) return;
  mkdirSync(join(ROOT, "dist"), { recursive: true });
  const deadline = Date.now() + 120_000;
  while (!tryLock()) {
    if (Date.now() > deadline)
      throw new Error(`test build: ${LOCK} held for two minutes; remove it if no test is running`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
  try {
    if (fresh()) return;
    const started = new Date();
    const r = spawnSync("npx", ["tsc", "-p", "."], { cwd: ROOT, encoding: "utf8" });
    // Type errors elsewhere in the tree still emit JavaScript; the type check is its own step.
    if (!existsSync(join(ROOT, "dist", "cli", "main.js"))) throw new Error(`build failed:\n${r.stdout}${r.stderr}`);
    // The rest of `npm run build`: the bundled scenarios' header index and the bundled files read once.
    const index = spawnSync(process.execPath, [join(ROOT, "dist", "content", "write-indexes.js")], {
      cwd: ROOT,
      encoding: "utf8",
    });
    if (index.status !== 0) throw new Error(`scenario index failed:\n${index.stdout}${index.stderr}`);
    writeFileSync(STAMP, "");
    // A source saved while tsc ran is newer than the build: date the stamp at the start.
    utimesSync(STAMP, started, started);
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

function tryLock(): boolean {
  try {
    // A lock left by a run that was killed mid-build is stale after a minute.
    if (existsSync(LOCK) && statSync(LOCK).mtimeMs < Date.now() - 60_000)
      rmSync(LOCK, { recursive: true, force: true });
    mkdirSync(LOCK);
    return true;
  } catch {
    return false;
  }
}

function fresh(): boolean {
  if (!existsSync(STAMP)) return false;
  return newestIn(join(ROOT, "src")) < statSync(STAMP).mtimeMs;
}

function newestIn(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export const ESC = "\u001b[";
