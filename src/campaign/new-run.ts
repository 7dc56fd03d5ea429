// Starting a run: the race, the squad (chosen within the points or the suggested one), the difficulty, the seed.
import { randomBytes } from "node:crypto";
import type { RaceRoster } from "../engine/forces/roster-type.js";
import type { Visibility } from "../engine/state.js";
import { DIFFICULTY_RULES, type Difficulty } from "./campaign-rules.js";
import type { Run, SquadSoldier } from "./run-state.js";
import { dailySeed, freshRunSeed } from "./run-seed.js";
import { soldierName } from "./soldier-names.js";
import { squadCost, squadRefusal, suggestedSquad } from "./squad-rules.js";

export interface RunOptions {
  readonly difficulty: Difficulty;
  readonly visibility: Visibility;
  /** The run's seed text (`--seed`); none: fresh randomness, or the day's with `daily`. */
  readonly seed?: string;
  /** The UTC date YYYY-MM-DD of a daily run (`--daily`): its seed is the date's. */
  readonly daily?: string;
  /** The starting squad's type keys, within the difficulty's points; none: the suggested squad. */
  readonly squad?: readonly string[];
  /** The program's version, for the record. */
  readonly programVersion: string;
  /** The run's id (its folder's name); none: fresh. */
  readonly id?: string;
}

/** The points a starting squad may cost at a difficulty. */
export const squadPoints = (difficulty: Difficulty): number => DIFFICULTY_RULES[difficulty].squadPoints;

/** A new run for ROSTER's race, or why the squad chosen may not start it. */
export function newRun(roster: RaceRoster, options: RunOptions): Run | string {
  const points = squadPoints(options.difficulty);
  const types = options.squad ?? suggestedSquad(roster, points);
  const refusal = squadRefusal(roster, types);
  if (refusal) return refusal;
  const cost = squadCost(roster, types);
  if (cost > points) return `the squad costs ${cost} points and ${options.difficulty} allows ${points}`;
  const seed = options.seed ?? (options.daily ? dailySeed(options.daily) : freshRunSeed());
  const taken = new Set<string>();
  const squad: SquadSoldier[] = types.map((type, i) => {
    const name = soldierName(seed, i, taken);
    taken.add(name);
    return recruit(name, type, 0, `joined the squad at the start as ${roster.entries.get(type)!.base.name}`);
  });
  return {
    format: "derelict-campaign",
    version: 1,
    id: options.id ?? randomBytes(8).toString("hex"),
    seed,
    ...(options.daily ? { daily: options.daily } : {}),
    race: roster.race,
    difficulty: options.difficulty,
    visibility: options.visibility,
    squad,
    salvage: 0,
    salvageEarned: 0,
    decoys: 0,
    next: 1,
    boardings: [],
    namesDrawn: squad.length,
    programVersion: options.programVersion,
  };
}

/** A new soldier of TYPE, joined before boarding JOINED. */
export function recruit(name: string, type: string, joined: number, deed: string): SquadSoldier {
  return { name, type, xp: 0, kills: 0, boardings: 0, status: "fit", recovery: 0, deeds: [deed], joined };
}
