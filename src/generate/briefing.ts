// A generated mission's briefing: the data the campaign screen shows (enemy, objectives, turns,
// hazards) and the story read before the boarding, written from them. Nothing the enemy keeps
// secret: its race is told, never its force nor where it hides.
import type { MissionObjective } from "./mission-objective.js";

export interface Briefing {
  /** The mission in a few words, e.g. "Shut the engines". */
  readonly mission: string;
  /** The enemy's race, in words (e.g. "Norx"). */
  readonly enemy: string;
  /** The player's objectives in words. */
  readonly objectives: readonly string[];
  readonly turns: number;
  /** The wreck's hazards in words: lights out, gravity off, air failing... */
  readonly hazards: readonly string[];
  /** The story read before the boarding. */
  readonly story: string;
}

export interface BriefingInput {
  readonly shipName: string;
  readonly index: number;
  readonly flagship: boolean;
  readonly enemy: string;
  readonly objective: MissionObjective;
  readonly turns: number;
  readonly hazards: readonly string[];
  /** The air locks the squad boards by. */
  readonly starts: readonly string[];
}

const ORDINALS: readonly string[] = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
];

export function writeBriefing(b: BriefingInput): Briefing {
  const objectives =
    b.objective.kind === "exterminate"
      ? [b.objective.order]
      : [b.objective.order, "or kill or drive off every enemy soldier"];
  const which = ORDINALS[b.index - 1] ?? `${b.index}th`;
  // "the" is written here: a name given with it ("the Kestrel's Lament") loses its own.
  const ship = b.shipName.replace(/^the\s+/i, "");
  const opening = b.flagship
    ? `The ${ship}, the enemy's flagship, drifts dark at the end of the trail. Take her, and the run is won.`
    : `The ${which} derelict of the run, the ${ship}, hangs silent in the dark.`;
  const enemy = `Scans show ${b.enemy} aboard, hidden somewhere in her compartments.`;
  const hazards =
    b.hazards.length > 0 ? `The wreck is no friend either: ${b.hazards.join("; ")}.` : "Her systems still run.";
  const order = `Board by ${b.starts.join(" and ")} and ${objectives.join(", ")}, within ${b.turns} turns.`;
  return {
    mission: b.objective.title,
    enemy: b.enemy,
    objectives,
    turns: b.turns,
    hazards: b.hazards,
    story: [opening, enemy, hazards, order].join(" "),
  };
}
