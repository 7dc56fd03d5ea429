// A game's peak memory, each in a process of its own: the terminal game against the top strength, and a headless run.
//
// The bench's own process holds every figure it took before (searches, ships, samples), so its peak says nothing
// of a game's. Here the built game runs alone, with bench/peak-report.ts preloaded to write its peak resident
// memory (worker threads included) as it exits. The terminal game plays in a pseudo-terminal as a person who
// only ends turns would: the computer's side does all the thinking, which is what grows memory.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { PACKAGE_ROOT } from "../src/content/catalog.js";
import { THINK_MS } from "../src/ai/search/strength.js";
import { hasScript, PtyGame } from "./terminal-figures.js";

export interface GameMemory {
  readonly strength: number;
  readonly scenario: string;
  /** Peak resident memory of `play --vs-computer` played to its end in a terminal (MB); undefined without `script`. */
  readonly terminalMb: number | undefined;
  /** Peak resident memory of `run --blue computer --yellow computer` (MB). */
  readonly headlessMb: number;
  readonly notes: string[];
}

/** The strongest computer there is: the highest strength with a think budget. */
export const TOP_STRENGTH = Math.max(...Object.keys(THINK_MS).map(Number));
export const PEAK_REPORT = pathToFileURL(join(PACKAGE_ROOT, "bench", "peak-report.mjs")).href;
/** A whole game, the computer thinking at its full budget every turn, in under this. */
const GAME_TIMEOUT_MS = 240_000;

export async function gameMemory(scenario = "introduction", seed = "memory"): Promise<GameMemory> {
  const notes: string[] = [];
  const terminalMb = hasScript() ? await terminalGame(scenario, seed, notes) : undefined;
  if (terminalMb === undefined) notes.push("no terminal figure: util-linux script is missing or the game did not end");
  return { strength: TOP_STRENGTH, scenario, terminalMb, headlessMb: await headlessGame(scenario, seed), notes };
}

async function withPeakFile<T>(measure: (env: Record<string, string>, file: string) => T | Promise<T>): Promise<T> {
  const home = mkdtempSync(join(tmpdir(), "derelict-memory-"));
  try {
    const file = join(home, "peak");
    return await measure({ NODE_OPTIONS: `--import=${PEAK_REPORT}`, DERELICT_PEAK_FILE: file }, file);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

function headlessGame(scenario: string, seed: string): Promise<number> {
  return withPeakFile((env, file) => {
    const args = [join(PACKAGE_ROOT, "bin", "derelict.js"), "run", scenario, "--seed", seed];
    const players = ["--blue", "computer", "--yellow", "computer", "--strength", String(TOP_STRENGTH)];
    const r = spawnSync(process.execPath, [...args, ...players], {
      env: { ...process.env, ...env },
      timeout: GAME_TIMEOUT_MS,
    });
    if (r.status !== 0) throw new Error(`derelict run failed (${r.status}): ${String(r.stderr).slice(0, 300)}`);
    return Number(readFileSync(file, "utf8"));
  });
}

const END_TURN_ASKED = /End blue's turn \d+\?/;
const PLAYING = /\bMU \d+ of \d+/;

/** Plays blue by ending every turn (Enter through every page), the computer at yellow, until the game exits. */
async function terminalGame(scenario: string, seed: string, notes: string[]): Promise<number | undefined> {
  return withPeakFile(async (env, file) => {
    const home = mkdtempSync(join(tmpdir(), "derelict-memory-home-"));
    const args = ["play", scenario, "--seed", seed, "--no-save", "--vs-computer", "yellow"];
    const pty = new PtyGame([...args, "--strength", String(TOP_STRENGTH)], home, { quietMs: 150, answerMs: 5000 }, env);
    const deadline = performance.now() + GAME_TIMEOUT_MS;
    try {
      while (!pty.over && performance.now() < deadline) {
        await pty.settle(/[\s\S]/, 5000);
        const screen = pty.text();
        const key = END_TURN_ASKED.test(screen)
          ? "y"
          : PLAYING.test(screen) && !/What you saw/.test(screen)
            ? "E"
            : "\r";
        await pty.press(key).catch(() => undefined);
      }
      if (!pty.over) notes.push(`the terminal game had not ended after ${GAME_TIMEOUT_MS / 1000} s`);
      else await new Promise((resolve) => setTimeout(resolve, 200));
      return pty.over ? Number(readFileSync(file, "utf8")) : undefined;
    } finally {
      pty.close();
      rmSync(home, { recursive: true, force: true });
    }
  });
}
