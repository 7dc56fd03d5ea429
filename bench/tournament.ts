// `npm run tournament`: the computer at a strength (its search fixed by simulation counts) against
// today's heuristic bot on every bundled scenario from each side, and the bot against itself in the
// same seats and seeds for comparison; win rates with 95% Wilson intervals, the share of wins by
// objective, think time per turn. Games run on two worker threads (both cores).
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { isMainThread, parentPort, Worker } from "node:worker_threads";
import { STRENGTHS, isStrength } from "../src/ai/search/strength.js";
import { bundledScenarioFiles } from "../src/content/catalog.js";
import { loadScenarioFile } from "../src/content/scenario-load.js";
import { playGame, type Player } from "../src/play/computer-game.js";
import type { Side } from "../src/engine/state.js";
import { percentile } from "./stats.js";

interface Job {
  readonly file: string;
  readonly seed: number;
  readonly side: Side;
  /** 0: the bot in the computer's seat (the baseline). */
  readonly strength: number;
}
interface Done extends Job {
  readonly winner: Side | null;
  readonly reason: string;
  readonly thinkMs: readonly number[];
}

/** The 95% Wilson score interval of K successes in N. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

/** How a game was won: extermination, the scenario's default at the end, or an objective. */
export function wonBy(reason: string): "extermination" | "default" | "objective" {
  if (/soldier is left aboard/.test(reason)) return "extermination";
  if (/no side has done what it came for/.test(reason)) return "default";
  return "objective";
}

function play(job: Job): Done {
  const loaded = loadScenarioFile(job.file);
  if (!loaded.ok) throw new Error(job.file);
  const other: Side = job.side === "blue" ? "yellow" : "blue";
  const me: Player =
    job.strength === 0 || !isStrength(job.strength)
      ? { kind: "bot" }
      : { kind: "computer", strength: STRENGTHS[job.strength] };
  const g = playGame(loaded.value, job.seed, { [job.side]: me, [other]: { kind: "bot" } } as Record<Side, Player>, () =>
    performance.now(),
  );
  return { ...job, winner: g.winner, reason: g.reason, thinkMs: g.thinkMs[job.side] };
}

if (!isMainThread) {
  parentPort!.on("message", (job: Job) => parentPort!.postMessage(play(job)));
} else {
  const args = process.argv.slice(2);
  const opt = (name: string, d: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1]! : d;
  };
  const games = Number(opt("games", "50"));
  const strength = Number(opt("strength", "3"));
  const threads = Number(opt("threads", "2"));
  const only = opt("scenarios", "");
  const files = bundledScenarioFiles().filter((f) => !only || only.split(",").includes(basename(f, ".yaml")));
  const jobs: Job[] = [];
  for (const file of files)
    for (const side of ["blue", "yellow"] as const)
      for (let seed = 1; seed <= games; seed++)
        for (const s of [strength, 0]) jobs.push({ file, seed, side, strength: s });
  const results: Done[] = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: threads }, async () => {
      const worker = new Worker(fileURLToPath(import.meta.url));
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const j = job;
        results.push(
          await new Promise<Done>((resolve, reject) => {
            const failed = (e: Error) => reject(e);
            worker.once("error", failed);
            worker.once("message", (d: Done) => {
              worker.off("error", failed);
              resolve(d);
            });
            worker.postMessage(j);
          }),
        );
        if (results.length % 20 === 0)
          process.stderr.write(`${results.length} games, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
      }
      await worker.terminate();
    }),
  );
  const pct = (x: number) => `${(100 * x).toFixed(0)}%`;
  const lines = [
    `Computer at strength ${strength} (${JSON.stringify(STRENGTHS[strength as 1 | 2 | 3])}) vs today's bot, ${games} games per scenario and side; baseline: the bot in the same seat, same seeds.`,
    "",
    "| scenario | side | computer wins [95% CI] | by objective | bot's wins in that seat [95% CI] | think ms/turn median, p95 |",
    "|---|---|---|---|---|---|",
  ];
  let total = 0;
  let won = 0;
  for (const file of files)
    for (const side of ["blue", "yellow"] as const) {
      const mine = results.filter((r) => r.file === file && r.side === side && r.strength === strength);
      const base = results.filter((r) => r.file === file && r.side === side && r.strength === 0);
      const w = mine.filter((r) => r.winner === side);
      const b = base.filter((r) => r.winner === side).length;
      const objective = w.filter((r) => wonBy(r.reason) === "objective").length;
      const [lo, hi] = wilson(w.length, mine.length);
      const [blo, bhi] = wilson(b, base.length);
      const think = mine.flatMap((r) => r.thinkMs);
      total += mine.length;
      won += w.length;
      lines.push(
        `| ${basename(file, ".yaml")} | ${side} | ${w.length}/${mine.length} ${pct(w.length / Math.max(1, mine.length))} [${pct(lo)}, ${pct(hi)}] | ${objective}/${w.length} | ${b}/${base.length} ${pct(b / Math.max(1, base.length))} [${pct(blo)}, ${pct(bhi)}] | ${percentile(think, 50).toFixed(0)}, ${percentile(think, 95).toFixed(0)} |`,
      );
    }
  const [lo, hi] = wilson(won, total);
  lines.push(
    "",
    `All: the computer won ${won}/${total} ${pct(won / Math.max(1, total))} [${pct(lo)}, ${pct(hi)}]; ${((performance.now() - t0) / 60000).toFixed(1)} minutes.`,
  );
  process.stdout.write(`${lines.join("\n")}\n`);
}
