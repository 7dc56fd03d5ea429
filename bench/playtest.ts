// `npm run playtest`: bots play every bundled scenario (or those named) many times with
// different seeds, and the win rates of blue, yellow and draws are printed as a table or JSON.
import { basename } from "node:path";
import { bundledScenarioFiles, scenarioFileFor } from "../src/content/catalog.js";
import { formatProblem } from "../src/content/problem.js";
import { loadScenarioFile, type Scenario } from "../src/content/scenario-load.js";
import { playBots, type BotGame } from "../src/seating/bot-game.js";

export interface Tally {
  readonly scenario: string;
  readonly games: number;
  readonly blue: number;
  readonly yellow: number;
  readonly draw: number;
  readonly turns: number;
  readonly ms: number;
  /** The reasons games were won, counted. */
  readonly reasons: Readonly<Record<string, number>>;
  /** Games won by an objective other than extermination; by extermination; by the scenario's `otherwise`. */
  readonly byObjective: number;
  readonly byExtermination: number;
  readonly byDefault: number;
  /** The fewest marker numbers either side had free at any moment of any game (0: one ran out). */
  readonly lowestFree: number;
}

/** How a game was won: by extermination, by the scenario's default at the end, or by another objective. */
export function wonBy(reason: string): "extermination" | "default" | "objective" | "draw" {
  if (/no side has done what it came for/.test(reason)) return /gives the game/.test(reason) ? "default" : "draw";
  // The exterminate objective's words (src/engine/victory/judge.ts); a draw by two met objectives names both.
  if (/^both sides did what they came for/.test(reason)) return "draw";
  if (/^no \w+ soldier is left aboard: every one is dead or gone$/.test(reason)) return "extermination";
  return "objective";
}

export function playtest(scenario: Scenario, games: number, firstSeed = 1): Tally {
  const kinds = { objective: 0, extermination: 0, default: 0, draw: 0 };
  const start = performance.now();
  const results: BotGame[] = [];
  for (let i = 0; i < games; i++) results.push(playBots(scenario, firstSeed + i));
  const count = (w: string | null) => results.filter((r) => r.winner === w).length;
  const reasons: Record<string, number> = {};
  for (const r of results) {
    // Counts in a reason ("3 blue soldiers got away") would split one kind of win into many.
    const key = `${r.winner ?? "draw"}: ${r.reason.replace(/^\d+ /, "N ")}`;
    reasons[key] = (reasons[key] ?? 0) + 1;
    if (r.winner) kinds[wonBy(r.reason)]++;
  }
  return {
    scenario: scenario.name,
    games,
    blue: count("blue"),
    yellow: count("yellow"),
    draw: count(null),
    turns: results.reduce((t, r) => t + r.turns, 0) / Math.max(1, games),
    ms: (performance.now() - start) / Math.max(1, games),
    reasons,
    byObjective: kinds.objective,
    byExtermination: kinds.extermination,
    byDefault: kinds.default,
    lowestFree: Math.min(...results.map((r) => r.lowestFree)),
  };
}

function main(): void {
  const args = process.argv.slice(2);
  const json = args.includes("--json");
  const gamesAt = args.indexOf("--games");
  const games = gamesAt >= 0 ? Number(args[gamesAt + 1]) : 60;
  const verbose = args.includes("--reasons");
  const visAt = args.indexOf("--visibility");
  const asked = visAt >= 0 ? args[visAt + 1] : undefined;
  if (asked !== undefined && asked !== "open" && asked !== "fog") {
    process.stderr.write(`playtest: --visibility takes open or fog, not '${asked}'\n`);
    process.exitCode = 2;
    return;
  }
  const visibility: Scenario["visibility"] | undefined = asked;
  const named = args.filter(
    (a, i) => !a.startsWith("--") && args[i - 1] !== "--games" && args[i - 1] !== "--visibility",
  );
  const files = named.length > 0 ? named.map((n) => scenarioFileFor(n) ?? n) : bundledScenarioFiles();
  const rows: (Tally & { id: string })[] = [];
  for (const file of files) {
    const loaded = loadScenarioFile(file);
    if (!loaded.ok) {
      for (const p of loaded.problems) process.stderr.write(`${formatProblem(p)}\n`);
      process.exitCode = 1;
      continue;
    }
    const scenario = visibility ? { ...loaded.value, visibility } : loaded.value;
    const row = { id: basename(file).replace(/\.ya?ml$/i, ""), ...playtest(scenario, games) };
    rows.push(row);
    if (!json) {
      const pct = (n: number) => `${Math.round((100 * n) / row.games)}%`.padStart(5);
      const won = Math.max(1, row.blue + row.yellow);
      const share = (n: number) => `${Math.round((100 * n) / won)}%`.padStart(5);
      process.stdout.write(
        `${row.id.padEnd(20)} ${String(row.games).padStart(5)} games  blue ${pct(row.blue)}  yellow ${pct(row.yellow)}  draw ${pct(row.draw)}  won by objective ${share(row.byObjective)}  extermination ${share(row.byExtermination)}  default ${share(row.byDefault)}  ${row.turns.toFixed(1).padStart(5)} turns  lowest free ${String(row.lowestFree).padStart(2)}  ${Math.round(row.ms).toString().padStart(5)} ms/game\n`,
      );
      if (verbose)
        for (const [k, n] of Object.entries(row.reasons).sort((a, b) => b[1] - a[1]))
          process.stdout.write(`    ${String(n).padStart(4)}  ${k}\n`);
    }
  }
  if (json) process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
}

if (process.argv[1] && /playtest\.js$/.test(process.argv[1])) main();
