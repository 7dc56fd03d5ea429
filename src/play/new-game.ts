// Starting a game for a player: the bundled scenarios to choose from, and a session from a scenario file and a seed.
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { parse } from "yaml";
import { bundledScenarioFiles } from "../content/catalog.js";
import { formatProblem } from "../content/problem.js";
import { loadScenarioFile } from "../content/scenario-load.js";
import { Session } from "./session.js";

export interface ScenarioEntry {
  readonly file: string;
  readonly name: string;
  readonly summary: string;
  /** Marked `intro: true`: the one a newcomer should play first. */
  readonly intro: boolean;
}

/** Bundled scenarios, read lightly (name, summary, intro) so one broken file does not hide the rest; the intro first. */
export function bundledScenarios(files: readonly string[] = bundledScenarioFiles()): ScenarioEntry[] {
  const entries = files.map(scenarioEntry);
  return [...entries.filter((e) => e.intro), ...entries.filter((e) => !e.intro)];
}

export function scenarioEntry(file: string): ScenarioEntry {
  const fallback = basename(file).replace(/\.ya?ml$/i, "");
  try {
    const data: unknown = parse(readFileSync(file, "utf8"));
    const get = (key: string): unknown => (data !== null && typeof data === "object" ? (data as Record<string, unknown>)[key] : undefined);
    const name = get("name");
    const summary = get("summary");
    return { file, name: typeof name === "string" ? name : fallback, summary: typeof summary === "string" ? summary : "", intro: get("intro") === true };
  } catch {
    return { file, name: fallback, summary: "(this file cannot be read)", intro: false };
  }
}

/** A new game of a scenario file with a seed, or the file's problems, one FILE:LINE:COL line each. */
export function newSession(file: string, seed: number): Session | string[] {
  const scenario = loadScenarioFile(file);
  if (!scenario.ok) return scenario.problems.map(formatProblem);
  return new Session({ ...scenario.value, seed });
}

/** A fresh seed when the player gives none: games should differ. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}
