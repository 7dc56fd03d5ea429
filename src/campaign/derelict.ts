// The derelict to board next, as the generator hands it to the campaign: a ship, a mission whose
// player side is left to fill, the briefing, and the computer's strength for the enemy.
import type { ScenarioFile } from "../content/scenario-schema.js";
import type { Side, Visibility } from "../engine/state.js";

/** What the player is told before boarding: the generator's briefing (nothing the enemy keeps secret). */
export type { Briefing as DerelictBriefing } from "../generate/briefing.js";
import type { Briefing as DerelictBriefing } from "../generate/briefing.js";

export interface Derelict {
  /** 1..DERELICTS; the last is the flagship. */
  readonly index: number;
  readonly flagship: boolean;
  /** The derelict's name, e.g. "the Kestrel's Lament". */
  readonly shipName: string;
  /** The ship as YAML, for the run's folder (ship.yaml); none: the scenario names a bundled ship. */
  readonly shipYaml?: string;
  /** The scenario as the generator gives it; its player side has a race, starts and markers, no soldiers yet. */
  readonly scenario: ScenarioFile;
  readonly playerSide: Side;
  readonly briefing: DerelictBriefing;
  /** The computer's strength for the enemy side. */
  readonly enemyStrength: 1 | 2 | 3 | 4;
}

/** What of the run a derelict is made for: the generator's level, the squad's race, open or fog. */
export interface DerelictFor {
  readonly level: 1 | 2 | 3;
  readonly race: string;
  readonly visibility: Visibility;
}

/** Makes derelict INDEX of a run from its seed alone (the generator; a bundled stand-in in tests). */
export type DerelictMaker = (seed: string, index: number, run: DerelictFor) => Promise<Derelict>;
