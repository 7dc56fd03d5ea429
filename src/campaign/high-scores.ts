// The local high scores ($XDG_DATA_HOME/derelict/campaign/scores.json) and a run's record file (records/).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import type { RaceRoster } from "../engine/forces/roster-type.js";
import { readTextFile } from "../content/text-source.js";
import { formatProblem, oneLine } from "../content/problem.js";
import { writeFileAtomic } from "../save/atomic-write.js";
import { DIFFICULTIES } from "./campaign-rules.js";
import { campaignFolder } from "./run-files.js";
import { runRecord } from "./run-record.js";
import type { Run } from "./run-state.js";
import { derelictsTaken, runScore } from "./score.js";

/** The most scores kept. */
export const SCORES_KEPT = 100;

const entrySchema = z.strictObject({
  score: z.number().int().min(0),
  id: z.string().max(64),
  race: z.string().max(64),
  difficulty: z.enum(DIFFICULTIES),
  outcome: z.enum(["won", "lost"]),
  taken: z.number().int().min(0).max(100),
  why: z.string().max(500),
  date: z.string().max(40),
  daily: z.string().max(10).optional(),
  record: z.string().max(4096),
});
const scoresSchema = z.strictObject({ format: z.literal("derelict-scores"), scores: z.array(entrySchema).max(1000) });

export type ScoreEntry = z.infer<typeof entrySchema>;

export const scoresFile = (env: NodeJS.ProcessEnv = process.env): string => join(campaignFolder(env), "scores.json");
export const recordsFolder = (env: NodeJS.ProcessEnv = process.env): string => join(campaignFolder(env), "records");

/** The high scores, best first; none yet is an empty list; a damaged file is one line saying so. */
export function readScores(env: NodeJS.ProcessEnv = process.env): ScoreEntry[] | string {
  const file = scoresFile(env);
  const text = readTextFile(file);
  if (!text.ok) return text.problems[0]!.message.includes("no such file") ? [] : formatProblem(text.problems[0]!);
  try {
    const checked = scoresSchema.safeParse(JSON.parse(text.value));
    if (checked.success) return checked.data.scores;
    return `${oneLine(file)}:1:1: expected the campaign's high scores: ${oneLine(checked.error.issues[0]!.message)}`;
  } catch (e) {
    return `${oneLine(file)}:1:1: expected the campaign's high scores (JSON): ${oneLine((e as Error).message)}`;
  }
}

/**
 * Ends RUN's bookkeeping: writes its record file and enters its score (once: a run already entered is
 * not entered again). WHEN is the caller's clock, an ISO time. Returns the record file's path.
 */
export function recordRun(run: Run, roster: RaceRoster, when: string, env: NodeJS.ProcessEnv = process.env): string {
  const folder = recordsFolder(env);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const record = join(folder, `${run.id}.txt`);
  writeFileAtomic(record, runRecord(run, roster, when));
  const old = readScores(env);
  const scores = (typeof old === "string" ? [] : old).filter((s) => s.id !== run.id);
  scores.push({
    score: runScore(run),
    id: run.id,
    race: roster.name,
    difficulty: run.difficulty,
    outcome: run.end?.outcome ?? "lost",
    taken: derelictsTaken(run),
    why: run.end?.why ?? "abandoned",
    date: when.slice(0, 10),
    ...(run.daily ? { daily: run.daily } : {}),
    record,
  });
  scores.sort((a, b) => b.score - a.score || a.date.localeCompare(b.date));
  writeFileAtomic(
    scoresFile(env),
    `${JSON.stringify({ format: "derelict-scores", scores: scores.slice(0, SCORES_KEPT) }, null, 1)}\n`,
  );
  return record;
}
