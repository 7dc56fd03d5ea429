// Starting a game for a player: a session from a scenario file and a seed (the menu's list: src/content/scenario-entries.ts).
import { formatProblem } from "../content/problem.js";
import { loadScenarioFile } from "../content/scenario-load.js";
import { Session } from "./session.js";

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
