// Start-up figures, each a whole process in a pseudo-terminal (util-linux `script`), both sized
// by `stty` inside it (`script` with piped input gives a 0x0 terminal): bare `node -e 0`
// against derelict up to its first drawn screen, the menu's text read back off a screen model.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { StringDecoder } from "node:string_decoder";
import { PACKAGE_ROOT } from "../src/content/catalog.js";
import { ScreenModel } from "./screen-model.js";
import { median } from "./stats.js";
import { TERMINAL } from "./terminal-figures.js";

/** Text the start menu draws on screen (not the window title); the clock stops when it shows. */
const FIRST_SCREEN = /Open a scenario file/;

/** Median start-ups over `trials`; the game's is NaN if its menu never showed within `timeoutMs`. */
export async function startupFigures(
  trials: number,
  timeoutMs = 10_000,
): Promise<{ node: number; game: number } | undefined> {
  if (spawnSync("script", ["--version"]).status !== 0) return undefined;
  const node = timeProcess(sized(`${quote(process.execPath)} -e 0`), trials);
  const game = await timeUntil(
    sized(`${quote(process.execPath)} ${quote(join(PACKAGE_ROOT, "bin", "derelict.js"))}`),
    FIRST_SCREEN,
    trials,
    timeoutMs,
  );
  return { node, game };
}

const sized = (command: string): string => `stty cols ${TERMINAL.cols} rows ${TERMINAL.rows} && exec ${command}`;

/** A home of its own: no key bindings or saves of whoever runs the bench. */
function environment(): NodeJS.ProcessEnv {
  const home = mkdtempSync(join(tmpdir(), "derelict-bench-home-"));
  return {
    ...process.env,
    TERM: TERMINAL.term,
    HOME: home,
    XDG_CONFIG_HOME: join(home, ".config"),
    XDG_DATA_HOME: join(home, ".local", "share"),
  };
}

function timeProcess(command: string, trials: number): number {
  const samples: number[] = [];
  const env = environment();
  for (let i = 0; i < trials; i++) {
    const t0 = performance.now();
    spawnSync("script", ["-qec", command, "/dev/null"], { stdio: "ignore", env });
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

async function timeUntil(command: string, pattern: RegExp, trials: number, timeoutMs: number): Promise<number> {
  const samples: number[] = [];
  const env = environment();
  for (let i = 0; i < trials; i++) samples.push(await onceUntil(command, pattern, env, timeoutMs));
  return median(samples);
}

/** Milliseconds from spawning until the screen shows the pattern, or NaN if it never does in time. */
function onceUntil(command: string, pattern: RegExp, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<number> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn("script", ["-qfec", command, "/dev/null"], { env });
    const screen = new ScreenModel(TERMINAL.cols, TERMINAL.rows);
    const decoder = new StringDecoder("utf8");
    const shown = (): boolean => pattern.test(screen.lines().join("\n"));
    let done = false;
    const finish = (ms: number) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      child.kill("SIGKILL");
      resolve(ms);
    };
    const timer = setTimeout(() => finish(NaN), timeoutMs);
    child.stdout.on("data", (d: Buffer) => {
      screen.write(decoder.write(d));
      if (shown()) finish(performance.now() - t0);
    });
    child.on("exit", () => finish(shown() ? performance.now() - t0 : NaN));
  });
}

const quote = (s: string): string => `'${s.replace(/'/g, "'\\''")}'`;
