// `node dist-dev/bench/think-times.js [TURNS]`: the computer's think time per turn at each strength in
// play settings (a whole turn under its strength's time budget, as the thinking worker runs it), on
// every bundled scenario some turns in; the median and 95th percentile in milliseconds, and the load.
import { loadavg } from "node:os";
import { basename } from "node:path";
import { bundledScenarioFiles } from "../src/content/catalog.js";
import { playFigures } from "./search-figures.js";

const turns = Number(process.argv[2] ?? "36");
const scenarios = bundledScenarioFiles().map((f) => basename(f, ".yaml"));
for (const strength of [1, 2, 3] as const) {
  const before = loadavg()[0]!;
  const f = playFigures(strength, turns, undefined, scenarios);
  process.stdout.write(
    `strength ${strength}: think ms/turn median ${f.median.toFixed(0)}, p95 ${f.p95.toFixed(0)} over ${f.turns} turns (budget ${f.budget} ms); load ${before.toFixed(1)} to ${loadavg()[0]!.toFixed(1)}\n`,
  );
}
