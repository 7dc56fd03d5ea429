// Starting a game for a player: a session from a scenario file and a seed (the menu's list: src/content/scenario-entries.ts).
import { randomBytes } from "node:crypto";
import { formatProblem } from "../content/problem.js";
import { loadScenarioFile } from "../content/scenario-load.js";
import type { Visibility } from "../engine/state.js";
import { Session } from "./session.js";

/** A scenario's name and story: nothing secret, both sides' reasons for being aboard. */
export interface Briefing {
  readonly title: string;
  readonly story: string;
  /** The introductory scenario (`intro: true`): a newcomer's first game, guided by hints on screen. */
  readonly intro?: true;
}

/** A new game of a scenario file with a seed, or the file's problems, one FILE:LINE:COL line each. */
export function newSession(file: string, seed: string, visibility?: Visibility): Session | string[] {
  const made = newBriefedSession(file, seed, visibility);
  return Array.isArray(made) ? made : made.session;
}

/**
 * The same, with the scenario's briefing: its name and the story both players read before play.
 * VISIBILITY, when given (`--visibility`), overrides the scenario's.
 */
export function newBriefedSession(
  file: string,
  seed: string,
  visibility?: Visibility,
): { session: Session; briefing?: Briefing } | string[] {
  const scenario = loadScenarioFile(file);
  if (!scenario.ok) return scenario.problems.map(formatProblem);
  const { story, name, intro } = scenario.value;
  const setup = { ...scenario.value, seed, ...(visibility ? { visibility } : {}) };
  const briefing = story ? { title: name, story, ...(intro ? { intro: true as const } : {}) } : undefined;
  return { session: new Session(setup), ...(briefing ? { briefing } : {}) };
}

/**
 * A fresh seed when the player gives none: 128 bits from the system's secure generator, as 32 hex digits.
 * Guessing it is a search of 2^128; every stream of dice is a hash of it (docs/RULES.md, Randomness).
 */
export function randomSeed(): string {
  return randomBytes(16).toString("hex");
}
