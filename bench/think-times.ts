// `node dist-dev/bench/think-times.js [TURNS] [ONLY]`: the computer's think time per turn at each strength in
// play settings (a whole turn under its strength's time budget, as the thinking worker runs it), on
// every bundled scenario some turns in; the median and 95th percentile in milliseconds, and the load.
import { loadavg } from "node:os";
import { basename } from "node:path";
import { bundledScenarioFiles } from "../src/content/catalog.js";
import { playFigures } from "./search-figures.js";
import {
  DEEP,
  PLAN_SEARCH,
  QUICK_4,
  STRENGTHS,
  THINK_MS,
  type Level,
  type Strength,
} from "../src/ai/search/strength.js";

const turns = Number(process.argv[2] ?? "36");
const scenarios = bundledScenarioFiles().map((f) => basename(f, ".yaml"));
// Strength 4 twice more, by its counts alone with no budget: the tournament's 4 and 4q (a quarter second's counts).
const runs: readonly (readonly [string, Level | Strength, number?])[] = [
  ["1", 1],
  ["2", 2],
  ["3", 3],
  ["4", 4],
  ["4 by its counts, no budget", STRENGTHS[4]],
  ["4q by its counts, no budget", QUICK_4],
  // The trial with the search over plans for the whole game (asked for by name only: "4+gameplans").
  ["4+gameplans by its counts, no budget", { ...STRENGTHS[4], gamePlans: PLAN_SEARCH }],
  // The deep play-outs' trial ("4+deep"), in play settings and by its counts.
  ["4+deep", { ...STRENGTHS[4], ...DEEP }, THINK_MS[4]],
  ["4+deep by its counts, no budget", { ...STRENGTHS[4], ...DEEP }],
];
const only = process.argv[3]?.split(",");
for (const [name, strength, budget] of runs) {
  if (only && !only.includes(name.split(" ")[0]!) && !only.includes(name)) continue;
  if (!only && name.startsWith("4+")) continue;
  const before = loadavg()[0]!;
  const f = playFigures(strength, turns, budget, scenarios);
  process.stdout.write(
    `strength ${name}: think ms/turn median ${f.median.toFixed(0)}, p95 ${f.p95.toFixed(0)} over ${f.turns} turns (budget ${f.budget} ms); processor ms/turn median ${f.cpuMedian.toFixed(0)}, p95 ${f.cpuP95.toFixed(0)}; load ${before.toFixed(1)} to ${loadavg()[0]!.toFixed(1)}\n`,
  );
}
