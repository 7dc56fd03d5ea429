// Start-up figures, each a whole process in a pseudo-terminal (util-linux `script`):
// bare `node -e 0` against derelict up to its first drawn screen.
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { PACKAGE_ROOT } from "../content/catalog.js";
import { median } from "./stats.js";

/** Text the first screen of the game shows; the clock stops when it appears. */
const FIRST_SCREEN = /DERELICT|Derelict/;

export async function startupFigures(trials: number): Promise<{ node: number; game: number } | undefined> {
  if (spawnSync("script", ["--version"]).status !== 0) return undefined;
  const node = timeProcess(`${quote(process.execPath)} -e 0`, trials);
  const game = await timeUntil(`${quote(process.execPath)} ${quote(join(PACKAGE_ROOT, "bin", "derelict.js"))}`, FIRST_SCREEN, trials);
  return { node, game };
}

function timeProcess(command: string, trials: number): number {
  const samples: number[] = [];
  for (let i = 0; i < trials; i++) {
    const t0 = performance.now();
    spawnSync("script", ["-qec", command, "/dev/null"], { stdio: "ignore", env: { ...process.env, TERM: "xterm-256color" } });
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

async function timeUntil(command: string, pattern: RegExp, trials: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < trials; i++) samples.push(await onceUntil(command, pattern));
  return median(samples);
}

/** Milliseconds from spawning until the output matches, or NaN if it never does within 10 s. */
function onceUntil(command: string, pattern: RegExp): Promise<number> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn("script", ["-qfec", command, "/dev/null"], { env: { ...process.env, TERM: "xterm-256color", COLUMNS: "100", LINES: "32" } });
    let seen = "";
    const finish = (ms: number) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      resolve(ms);
    };
    const timer = setTimeout(() => finish(NaN), 10_000);
    child.stdout.on("data", (d: Buffer) => {
      seen += d.toString("utf8");
      if (pattern.test(seen)) finish(performance.now() - t0);
    });
    child.on("exit", () => finish(pattern.test(seen) ? performance.now() - t0 : NaN));
  });
}

const quote = (s: string): string => `'${s.replace(/'/g, "'\\''")}'`;
