// Terminal figures: what a player feels of one movement step, on the real game.
//
// The built `bin/derelict.js play <scenario> --seed N --no-save` runs as a whole process in a
// pseudo-terminal (util-linux `script`, sized with `stty` inside it: `script` gives the
// terminal no size when its own input is not a terminal, and blessed reads the size from
// there, not from $COLUMNS/$LINES). The bench plays it by keys as a person would: Enter
// through the handover and the objectives, then steps the selected marker back and forth
// (h/l, y/n, u/b), Tab to the next marker when one has no move units left. The scenario is
// abandon-ship: its first side starts aboard (the introduction's start outside the locks),
// and the freighter's map fits the screen, so no step scrolls it.
//
// For each key, a burst is everything the game writes in answer until the output has been
// quiet for QUIET_MS. Its bytes are the bytes for one step; its time runs from writing the
// key to the last byte of the burst, the key press to the finished redraw (it includes the
// hops through `script` and the pseudo-terminal, well under a millisecond). The screen is
// read back through a small terminal model (`screen-model.ts`): a key counts as a movement
// step only when the selected marker's move units drop, and a step that changed over a
// quarter of the screen (the map scrolled) is left out. Output that never goes quiet, a game
// that ends or never reaches its play screen ends the run with a note instead of hanging;
// with no step measured the figures are NaN.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { StringDecoder } from "node:string_decoder";
import { PACKAGE_ROOT } from "../src/content/catalog.js";
import { changedCells, ScreenModel } from "./screen-model.js";
import { median, percentile } from "./stats.js";

export const TERMINAL = { cols: 100, rows: 32, term: "xterm-256color" } as const;
/** Output silent this long ends a burst. */
const QUIET_MS = 60;
/** A key with no answer at all after this long has none (a key that changes nothing may write nothing). */
const ANSWER_TIMEOUT_MS = 3000;
/** A burst that has not gone quiet after this long. */
const BURST_TIMEOUT_MS = 5000;
const START_TIMEOUT_MS = 15_000;
/** Pairs of a step and the step back, tried in turn on each marker. */
const STEPS_THERE_AND_BACK = [
  ["h", "l"],
  ["l", "h"],
  ["y", "n"],
  ["n", "y"],
  ["u", "b"],
  ["b", "u"],
] as const;
const TAB = "\t";
const ENTER = "\r";

export interface StepSample {
  readonly bytes: number;
  readonly ms: number;
  /** Cells of the screen the step changed. */
  readonly cells: number;
}

export interface StepRun {
  readonly samples: StepSample[];
  readonly notes: string[];
}

export interface StepOptions {
  /** A bundled scenario name or a scenario file; its first side must have markers aboard. */
  readonly scenario?: string;
  readonly seed?: number;
  /** Stop after this many steps. */
  readonly steps?: number;
  /** Markers tried, Tab between them. */
  readonly markers?: number;
  /** How long output must be silent to end a burst, and to wait for any answer (the tests are generous under load). */
  readonly quietMs?: number;
  readonly answerMs?: number;
}

export interface TerminalFigures {
  /** Key press to finished redraw for one step: the median, ms. */
  readonly redrawMs: number;
  /** Bytes written for one step: the median. */
  readonly stepBytes: number;
  /** The slowest step, ms: mostly a game's first, before the JIT has warmed up. */
  readonly slowestMs: number;
  readonly steps: number;
  readonly notes: string[];
}

export const hasScript = (): boolean => spawnSync("script", ["--version"]).status === 0;

/** Steps measured over `games` processes (seeds 1, 2, ...); undefined without `script`. */
export async function terminalFigures(
  games: number,
  stepsPerGame: number,
  scenario = "abandon-ship",
): Promise<TerminalFigures | undefined> {
  if (!hasScript()) return undefined;
  const samples: StepSample[] = [];
  const notes: string[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const run = await measureSteps({ scenario, seed, steps: stepsPerGame });
    samples.push(...run.samples);
    notes.push(...run.notes.map((n) => `seed ${seed}: ${n}`));
  }
  if (samples.length === 0) notes.push("no movement step measured");
  const ms = samples.map((s) => s.ms);
  return {
    redrawMs: median(ms),
    stepBytes: median(samples.map((s) => s.bytes)),
    slowestMs: percentile(ms, 100),
    steps: samples.length,
    notes,
  };
}

/** One game in a pseudo-terminal: up to `steps` movement steps, each its bytes and time. */
export async function measureSteps(options: StepOptions = {}): Promise<StepRun> {
  const { scenario = "abandon-ship", seed = 1, steps = 12, markers = 6 } = options;
  const home = mkdtempSync(join(tmpdir(), "derelict-bench-"));
  const waits = { quietMs: options.quietMs ?? QUIET_MS, answerMs: options.answerMs ?? ANSWER_TIMEOUT_MS };
  const pty = new PtyGame(["play", scenario, "--seed", String(seed), "--no-save"], home, waits);
  const run: StepRun = { samples: [], notes: [] };
  try {
    if (await reachPlayScreen(pty, run.notes)) await stepMarkers(pty, run, steps, markers);
  } catch (error) {
    run.notes.push(error instanceof Error ? error.message : String(error));
  } finally {
    pty.close();
    rmSync(home, { recursive: true, force: true });
  }
  return run;
}

const PLAYING = /\bMU \d+ of \d+/;
/** Screens before play that Enter passes: a side's passphrase (none set), the briefing, the handover, a page over the map. */
const PASSED_BY_ENTER =
  /just Enter for none|press Enter when you are ready|Enter: close|Enter: on to the first handover/;

/**
 * Enter through whatever shows before the play screen, until a marker's move units show. Each Enter waits
 * for the next screen to settle first: making the game takes a while, more so on a busy machine.
 */
async function reachPlayScreen(pty: PtyGame, notes: string[]): Promise<boolean> {
  const deadline = performance.now() + START_TIMEOUT_MS;
  const either = new RegExp(`${PLAYING.source}|${PASSED_BY_ENTER.source}`);
  let seen = false;
  for (let presses = 0; presses < 10; presses++) {
    if (!(await pty.settle(either, Math.max(0, deadline - performance.now())))) break;
    seen = true;
    if (!PASSED_BY_ENTER.test(pty.text())) return true;
    await pty.press(ENTER);
  }
  if (!seen) {
    notes.push(`the game showed no handover within ${START_TIMEOUT_MS / 1000} s`);
    return false;
  }
  if (await pty.settle(PLAYING, pty.waits.answerMs)) return true;
  const shown = pty
    .lines()
    .map((l) => l.trim())
    .filter((l) => l !== "")
    .join(" / ");
  notes.push(`never reached the play screen; it shows: ${shown.slice(0, 160)}`);
  return false;
}

/** Steps each marker there and back until its move units run out, then Tab to the next. */
async function stepMarkers(pty: PtyGame, run: StepRun, steps: number, markers: number): Promise<void> {
  for (let m = 0; m < markers && run.samples.length < steps; m++) {
    if (m > 0) await pty.press(TAB);
    for (const pair of STEPS_THERE_AND_BACK) {
      if (run.samples.length >= steps || (moveUnits(pty) ?? 0) === 0) break;
      if ((await stepWhileMoving(pty, run, pair, steps)) > 0) break;
    }
  }
  if (run.samples.length < steps)
    run.notes.push(`only ${run.samples.length} of ${steps} steps found over ${markers} markers`);
}

/** Alternates a step and the step back while each one moves the marker; how many moved. */
async function stepWhileMoving(
  pty: PtyGame,
  run: StepRun,
  pair: readonly [string, string],
  steps: number,
): Promise<number> {
  let moved = 0;
  while (run.samples.length < steps) {
    const before = { mu: moveUnits(pty), lines: pty.lines() };
    const burst = await pty.press(pair[moved % 2]!);
    const mu = moveUnits(pty);
    if (before.mu === undefined || mu === undefined || mu >= before.mu) return moved;
    const cells = changedCells(before.lines, pty.lines());
    if (cells > (TERMINAL.cols * TERMINAL.rows) / 4)
      run.notes.push(`a step changed ${cells} cells (the map scrolled?): left out`);
    else run.samples.push({ bytes: burst.bytes, ms: burst.ms, cells });
    moved++;
  }
  return moved;
}

/** The selected marker's move units left, as the side panel shows them. */
function moveUnits(pty: PtyGame): number | undefined {
  const m = /\bMU (\d+) of \d+/.exec(pty.text());
  return m ? Number(m[1]) : undefined;
}

interface Burst {
  readonly bytes: number;
  /** From writing the key to the last byte of its answer; NaN when none came in time. */
  readonly ms: number;
}

/** The game in a pseudo-terminal: keys in, output read into a screen model and timed. */
export class PtyGame {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly screen = new ScreenModel(TERMINAL.cols, TERMINAL.rows);
  private readonly decoder = new StringDecoder("utf8");
  private bytes = 0;
  private lastByteAt = 0;
  private exited = false;
  private wake: (() => void) | undefined;

  constructor(
    args: readonly string[],
    home: string,
    readonly waits: { readonly quietMs: number; readonly answerMs: number },
    extraEnv: Readonly<Record<string, string>> = {},
  ) {
    const game = [process.execPath, join(PACKAGE_ROOT, "bin", "derelict.js"), ...args].map(quote).join(" ");
    const command = `stty cols ${TERMINAL.cols} rows ${TERMINAL.rows} && exec ${game}`;
    // A home of its own: no key bindings or saves of whoever runs the bench.
    const env = {
      ...process.env,
      TERM: TERMINAL.term,
      HOME: home,
      XDG_CONFIG_HOME: join(home, ".config"),
      XDG_DATA_HOME: join(home, ".local", "share"),
      ...extraEnv,
    };
    this.child = spawn("script", ["-qfec", command, "/dev/null"], { env, cwd: PACKAGE_ROOT });
    this.child.stdout.on("data", (d: Buffer) => this.receive(d));
    this.child.on("exit", () => {
      this.exited = true;
      this.wake?.();
    });
  }

  text(): string {
    return this.lines().join("\n");
  }

  lines(): string[] {
    return this.screen.lines();
  }

  /** Waits until the screen shows the pattern and the output is quiet; false on timeout. */
  async settle(pattern: RegExp, timeoutMs: number): Promise<boolean> {
    const deadline = performance.now() + timeoutMs;
    while (!this.exited && performance.now() < deadline) {
      if (pattern.test(this.text()) && performance.now() - this.lastByteAt >= this.waits.quietMs) return true;
      await this.next(this.waits.quietMs);
    }
    return pattern.test(this.text());
  }

  /** Writes a key and collects the answer until the output is quiet; no answer at all is NaN ms. */
  async press(key: string): Promise<Burst> {
    if (this.exited) throw new Error(`the game had ended before the key ${JSON.stringify(key)}`);
    const start = this.bytes;
    const t0 = performance.now();
    this.lastByteAt = t0;
    this.child.stdin.write(key);
    while (this.bytes === start) {
      if (this.exited || performance.now() - t0 > this.waits.answerMs) return { bytes: 0, ms: NaN };
      await this.next(this.waits.answerMs);
    }
    while (!this.exited && performance.now() - this.lastByteAt < this.waits.quietMs) {
      if (performance.now() - t0 > BURST_TIMEOUT_MS + this.waits.answerMs)
        throw new Error(`the answer to the key ${JSON.stringify(key)} never went quiet`);
      await this.next(this.waits.quietMs - (performance.now() - this.lastByteAt));
    }
    return { bytes: this.bytes - start, ms: this.lastByteAt - t0 };
  }

  get over(): boolean {
    return this.exited;
  }

  close(): void {
    if (!this.exited) this.child.kill("SIGKILL");
  }

  private receive(data: Buffer): void {
    this.lastByteAt = performance.now();
    this.bytes += data.length;
    this.screen.write(this.decoder.write(data));
    this.wake?.();
  }

  /** Resolves on the next output or exit, or after `ms`. */
  private next(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, Math.max(1, ms));
      this.wake = done;
    });
  }
}

const quote = (s: string): string => `'${s.replace(/'/g, "'\\''")}'`;
