// A run's score (docs/RULES.md, "The campaign"): derelicts taken by depth, kills, salvage, losses, the flagship.
import {
  DERELICTS,
  DIFFICULTY_RULES,
  SCORE_FLAGSHIP,
  SCORE_KILL,
  SCORE_LOSS,
  SCORE_PER_DEPTH,
  SCORE_SALVAGE,
  SCORE_TAKEN,
} from "./campaign-rules.js";
import type { Run } from "./run-state.js";

/** The score so far: never below 0, times the difficulty's factor. */
export function runScore(run: Run): number {
  let points = 0;
  for (const b of run.boardings) {
    if (b.outcome === "won") points += SCORE_TAKEN + SCORE_PER_DEPTH * b.index;
    if (b.outcome === "won" && b.index === DERELICTS) points += SCORE_FLAGSHIP;
    points += SCORE_KILL * b.kills - SCORE_LOSS * b.losses.length;
  }
  points += SCORE_SALVAGE * run.salvageEarned;
  return Math.max(0, points) * DIFFICULTY_RULES[run.difficulty].scoreFactor;
}

/** Derelicts taken (boardings won). */
export const derelictsTaken = (run: Run): number => run.boardings.filter((b) => b.outcome === "won").length;

/** Boardings the squad came through with someone alive. */
export const boardingsSurvived = (run: Run): number =>
  run.end?.outcome === "lost" && !run.squad.some((s) => s.status !== "dead")
    ? run.boardings.length - 1
    : run.boardings.length;
