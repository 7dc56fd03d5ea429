// A boarding party as the rules see it: level-1 formations of four-soldier fire teams within
// an augmented level-2 formation, and the leaders and specialists added to it. Every part
// keeps the path of the YAML it came from, so a problem can point at its line.
import type { RaceRoster } from "./roster-type.js";

/** A path into the YAML the force was read from: ["formations", 0, "teams", 1]. */
export type Path = readonly (string | number)[];

export const TEAM_SIZE = 4;

/** A soldier bought on his own: a leader, a Medic, a Hero. */
export interface Member {
  readonly type: string;
  readonly name?: string;
  readonly at: Path;
}

/** Four soldiers of one type, sharing equipment and experience. */
export interface FireTeam {
  readonly type: string;
  readonly names?: readonly string[];
  readonly at: Path;
}

export interface Formation {
  readonly name?: string;
  /** A low leader at its head. */
  readonly leader?: Member;
  readonly teams: readonly FireTeam[];
  readonly at: Path;
}

export interface Force {
  readonly race: string;
  readonly name: string;
  readonly formations: readonly Formation[];
  /** Added to the level-2 formation: low leaders, a medium leader, a Medic, a Hero. */
  readonly specialists: readonly Member[];
}

export interface ForceProblem {
  readonly at: Path;
  readonly message: string;
}

/** One soldier of a force, in order: each formation's leader and teams, then the specialists. */
export interface ForceSoldier {
  readonly type: string;
  readonly name?: string;
  /** Soldiers of one unit (a fire team with its formation's leader, or a specialist) start together. */
  readonly unit: number;
}

export function forceSoldiers(force: Force): ForceSoldier[] {
  const out: ForceSoldier[] = [];
  let unit = 0;
  for (const f of force.formations) {
    if (f.leader) out.push({ type: f.leader.type, ...(f.leader.name ? { name: f.leader.name } : {}), unit });
    for (const team of f.teams) {
      for (let i = 0; i < TEAM_SIZE; i++) {
        const name = team.names?.[i];
        out.push({ type: team.type, ...(name ? { name } : {}), unit });
      }
      unit++;
    }
  }
  for (const s of force.specialists) out.push({ type: s.type, ...(s.name ? { name: s.name } : {}), unit: unit++ });
  return out;
}

/** What the force costs; types the roster lacks cost nothing (they are a problem of their own). */
export function forceCost(force: Force, roster: RaceRoster): number {
  return forceSoldiers(force).reduce((sum, s) => sum + (roster.entries.get(s.type)?.points ?? 0), 0);
}
