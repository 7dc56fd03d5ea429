// Where a campaign keeps its files, and the run file itself: written atomically after every change
// (a kill -9 leaves the old or the new, never half), read back through the guarded reader and checked.
import { mkdirSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { isAbsolute, join } from "node:path";
import { readTextFile } from "../content/text-source.js";
import { formatProblem, oneLine } from "../content/problem.js";
import { writeFileAtomic } from "../save/atomic-write.js";
import type { Run } from "./run-state.js";
import { runSchema } from "./run-schema.js";

/** $XDG_DATA_HOME/derelict (default ~/.local/share/derelict), as saves find theirs. */
export function dataFolder(env: NodeJS.ProcessEnv = process.env): string {
  const xdg = env.XDG_DATA_HOME;
  const data = xdg && isAbsolute(xdg) ? xdg : join(env.HOME || homedir(), ".local", "share");
  return join(data, "derelict");
}

/** The campaign's folder: runs/ (one folder a run), records/ (the record files), scores.json. */
export const campaignFolder = (env: NodeJS.ProcessEnv = process.env): string => join(dataFolder(env), "campaign");
export const runsFolder = (env: NodeJS.ProcessEnv = process.env): string => join(campaignFolder(env), "runs");
export const runFolder = (run: Pick<Run, "id">, env: NodeJS.ProcessEnv = process.env): string =>
  join(runsFolder(env), run.id);
export const runFile = (run: Pick<Run, "id">, env: NodeJS.ProcessEnv = process.env): string =>
  join(runFolder(run, env), "run.json");

/** Saves RUN, atomically (write aside, fsync, rename, fsync the folder). */
export function saveRun(run: Run, env: NodeJS.ProcessEnv = process.env): string {
  const folder = runFolder(run, env);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = join(folder, "run.json");
  writeFileAtomic(file, `${JSON.stringify(run, null, 1)}\n`);
  return file;
}

/** A run read back from FILE, or one line saying what is wrong with the file. */
export function loadRun(file: string): Run | string {
  const text = readTextFile(file);
  if (!text.ok) return formatProblem(text.problems[0]!);
  let data: unknown;
  try {
    data = JSON.parse(text.value);
  } catch (e) {
    return `${oneLine(file)}:1:1: expected a campaign run (JSON): ${oneLine((e as Error).message)}`;
  }
  const checked = runSchema.safeParse(data);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    return `${oneLine(file)}:1:1: expected a campaign run: ${issue.path.join(".") || "the file"}: ${oneLine(issue.message)}`;
  }
  return checked.data as Run;
}

/** The runs in the data folder that have not ended, newest folder first, each loaded or its problem. */
export function unfinishedRuns(env: NodeJS.ProcessEnv = process.env): { file: string; run: Run }[] {
  let ids: string[];
  try {
    ids = readdirSync(runsFolder(env));
  } catch {
    return [];
  }
  const runs: { file: string; run: Run }[] = [];
  for (const id of ids.sort().reverse()) {
    const file = join(runsFolder(env), id, "run.json");
    const run = loadRun(file);
    if (typeof run !== "string" && !run.end) runs.push({ file, run });
  }
  return runs;
}

/** A new run's id from the caller's clock: its UTC time first, so folders sort oldest to newest. */
export function newRunId(now: Date, random: string): string {
  const t = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `${t}-${random.slice(0, 8)}`.toLowerCase();
}
