// `npm run campaign-playtest`: whole campaign runs played headless, computer players on both sides (the
// squad a beginner, strength 1, unless told), per difficulty: how far a squad gets (median boardings
// survived), the share of won runs and of first boardings won, with 95% intervals. docs/CAMPAIGN.md.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { autoplay } from "../src/campaign/autoplay.js";
import { DIFFICULTIES, type Difficulty } from "../src/campaign/campaign-rules.js";
import { generatedDerelicts } from "../src/campaign/generated-derelict.js";
import { newRun } from "../src/campaign/new-run.js";
import { rosterFor } from "../src/campaign/roster-for.js";
import { boardingsSurvived, derelictsTaken } from "../src/campaign/score.js";
import type { BoardingRecord } from "../src/campaign/run-state.js";
import { RACES } from "../src/generate/mission.js";
import { median, wilson } from "./stats.js";

interface Options {
  runs: number;
  difficulties: Difficulty[];
  squadStrength: 1 | 2 | 3;
  race?: string;
  minutes: number;
  json: boolean;
  /** Boardings a run plays at most (the first boarding's figures alone with 1). */
  boardings?: number;
}

export interface RunFigures {
  readonly difficulty: Difficulty;
  readonly race: string;
  readonly survived: number;
  readonly taken: number;
  readonly won: boolean;
  readonly firstWon: boolean;
  /** Each boarding's outcome in order (won, lost, draw). */
  readonly outcomes: readonly string[];
  /** The last boarding played, as the run records it. */
  readonly last?: BoardingRecord | undefined;
  readonly ms: number;
}

/** A distribution-free 95% interval for the median of N samples: the order statistics the binomial puts round it. */
export function medianInterval(samples: readonly number[]): [number, number] {
  const s = [...samples].sort((a, b) => a - b);
  const n = s.length;
  const half = (1.96 * Math.sqrt(n)) / 2;
  const lo = Math.max(0, Math.floor(n / 2 - half) - 1);
  const hi = Math.min(n - 1, Math.ceil(n / 2 + half));
  return [s[lo] ?? NaN, s[hi] ?? NaN];
}

function parse(argv: readonly string[]): Options {
  const o: Options = { runs: 20, difficulties: [...DIFFICULTIES], squadStrength: 1, minutes: 30, json: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const next = () => argv[++i] ?? "";
    if (a === "--runs") o.runs = Number(next());
    else if (a === "--difficulty") o.difficulties = next().split(",") as Difficulty[];
    else if (a === "--squad-strength") o.squadStrength = Number(next()) as 1 | 2 | 3;
    else if (a === "--race") o.race = next();
    else if (a === "--minutes") o.minutes = Number(next());
    else if (a === "--json") o.json = true;
    else if (a === "--boardings") o.boardings = Number(next());
    else
      throw new Error(
        `unknown option ${a} (--runs N --difficulty easy,normal,hard --squad-strength 1-3 --race R --minutes M --boardings N --json)`,
      );
  }
  return o;
}

async function playRun(difficulty: Difficulty, race: string, i: number, o: Options): Promise<RunFigures> {
  const roster = rosterFor(race);
  if (typeof roster === "string") throw new Error(roster);
  const start = newRun(roster, {
    difficulty,
    visibility: "open",
    seed: `playtest ${difficulty} ${i}`,
    programVersion: "playtest",
    id: `p${i}`,
  });
  if (typeof start === "string") throw new Error(start);
  const scratch = mkdtempSync(join(tmpdir(), "derelict-playtest-"));
  const t0 = performance.now();
  try {
    const end = await autoplay(start, roster, {
      make: generatedDerelicts(),
      squadStrength: o.squadStrength,
      ...(o.boardings ? { boardings: o.boardings } : {}),
      env: { XDG_DATA_HOME: scratch },
    });
    return {
      difficulty,
      race,
      survived: boardingsSurvived(end),
      taken: derelictsTaken(end),
      won: end.end?.outcome === "won",
      firstWon: end.boardings[0]?.outcome === "won",
      outcomes: end.boardings.map((b) => b.outcome),
      last: end.boardings.at(-1),
      ms: performance.now() - t0,
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The last boarding's mission, and how it ended when it was not won: what a tuner reads first. */
const lastWords = (f: RunFigures): string =>
  f.last && f.last.outcome !== "won" ? `; last: ${f.last.mission} (${f.last.reason}, turn ${f.last.turns})` : "";

const pct = (x: number) => `${Math.round(100 * x)}%`;

async function main(): Promise<void> {
  const o = parse(process.argv.slice(2));
  const deadline = Date.now() + o.minutes * 60_000;
  const all: RunFigures[] = [];
  for (const difficulty of o.difficulties)
    for (let i = 0; i < o.runs && Date.now() < deadline; i++) {
      const race = o.race ?? RACES[i % RACES.length]!;
      const f = await playRun(difficulty, race, i, o);
      all.push(f);
      process.stderr.write(
        `${difficulty} ${i} ${race}: survived ${f.survived}, taken ${f.taken}${f.won ? ", WON" : ""}, ${f.outcomes.join(" ")} (${Math.round(f.ms / 1000)} s)${lastWords(f)}\n`,
      );
    }
  if (o.json) {
    process.stdout.write(`${JSON.stringify(all, null, 1)}\n`);
    return;
  }
  const rows = [
    "| difficulty | runs | median boardings survived [95%] | runs won [95%] | first boarding won [95%] | derelicts taken (mean) | s a run |",
    "|---|---|---|---|---|---|---|",
  ];
  for (const d of o.difficulties) {
    const runs = all.filter((f) => f.difficulty === d);
    if (runs.length === 0) continue;
    const n = runs.length;
    const survived = runs.map((f) => f.survived);
    const [mlo, mhi] = medianInterval(survived);
    const won = runs.filter((f) => f.won).length;
    const first = runs.filter((f) => f.firstWon).length;
    const [wlo, whi] = wilson(won, n);
    const [flo, fhi] = wilson(first, n);
    const taken = runs.reduce((t, f) => t + f.taken, 0) / n;
    const secs = runs.reduce((t, f) => t + f.ms, 0) / n / 1000;
    rows.push(
      `| ${d} | ${n} | ${median(survived)} [${mlo}, ${mhi}] | ${won}/${n}, ${pct(won / n)} [${pct(wlo)}, ${pct(whi)}] | ${first}/${n}, ${pct(first / n)} [${pct(flo)}, ${pct(fhi)}] | ${taken.toFixed(1)} | ${secs.toFixed(0)} |`,
    );
  }
  process.stdout.write(`${rows.join("\n")}\n`);
}

await main();
