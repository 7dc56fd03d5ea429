// `derelict campaign scores`: the local high scores of campaign runs, best first (the formula: docs/RULES.md).
import type { Command } from "commander";
import { DERELICTS } from "../campaign/campaign-rules.js";
import { readScores, type ScoreEntry } from "../campaign/high-scores.js";
import { oneLine } from "../content/problem.js";
import { EXIT_INVALID, EXIT_OK } from "./failure.js";
import { printLines, printTable } from "./output.js";

export function addCampaignScores(campaign: Command): void {
  campaign
    .command("scores")
    .description("the local high scores of campaign runs, best first, with each run's record file")
    .option("--json", "print the scores as JSON")
    .action((opts: { json?: boolean }) => {
      process.exitCode = listScores(opts.json === true);
    });
}

function listScores(json: boolean): number {
  const scores = readScores();
  if (typeof scores === "string") {
    process.stderr.write(`${scores}\n`);
    return EXIT_INVALID;
  }
  if (json) {
    printLines([JSON.stringify({ scores }, null, 1)]);
    return EXIT_OK;
  }
  if (scores.length === 0) {
    printLines(["No campaign run has ended yet: `derelict campaign` starts one."]);
    return EXIT_OK;
  }
  printTable(
    ["#", "score", "run", "derelicts", "race", "difficulty", "date", "how it ended"],
    scores.map((s, i) => row(s, i + 1)),
  );
  printLines(["", `Records: ${oneLine(scores[0]!.record.replace(/[^/]*$/, ""))}`]);
  return EXIT_OK;
}

function row(s: ScoreEntry, rank: number): string[] {
  return [
    String(rank),
    String(s.score),
    s.outcome,
    `${s.taken}/${DERELICTS}`,
    oneLine(s.race),
    s.difficulty,
    s.daily ? `${oneLine(s.date)} (daily ${oneLine(s.daily)})` : oneLine(s.date),
    oneLine(s.why),
  ];
}
