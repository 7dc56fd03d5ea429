// Section III: an augmented level-2 formation. Up to four level-1 formations (the race's
// rules allow three; boarding adds a fourth), each of one or two fire teams and perhaps a low
// leader; added to it any number of low leaders, one medium leader, one Medic and one Hero.
// Every type must be allowed aboard, and within its race's limits. Pure: returns problems.
import { forceCost, type Force, type ForceProblem, type Member, type Path } from "./force.js";
import { raceBoarding } from "./race-rules.js";
import { isSpecialist, type RaceRoster, type RosterType } from "./roster-type.js";
import { typeRefusal } from "./type-bans.js";

/** Level-1 formations a race's level-2 group has... */
export const LEVEL1_NORMAL = 3;
/** ...and aboard a derelict, with the fourth that section III allows. */
export const LEVEL1_ABOARD = LEVEL1_NORMAL + 1;
/** Fire teams in one level-1 formation. */
export const TEAMS_PER_FORMATION = 2;
/** Specialists a boarding party may add: low leaders without limit. */
export const SPECIALIST_LIMITS = { medium: 1, medic: 1, hero: 1 } as const;

export function checkComposition(force: Force, roster: RaceRoster): ForceProblem[] {
  const problems: ForceProblem[] = [];
  const add = (at: Path, message: string) => problems.push({ at, message });
  const known = (type: string, at: Path): RosterType | undefined => {
    const t = roster.entries.get(type);
    if (!t) {
      add(at, `${roster.name} have no soldier type '${type}' (they have: ${[...roster.entries.keys()].join(", ")})`);
      return undefined;
    }
    const refusal = typeRefusal(t);
    if (refusal) add(at, refusal);
    return t;
  };
  if (force.race !== roster.race)
    add(["race"], `the force is of race '${force.race}' but its roster is ${roster.name} ('${roster.race}')`);
  if (force.formations.length === 0) add(["formations"], "a force needs at least one level-1 formation");
  if (force.formations.length > LEVEL1_ABOARD) {
    add(
      ["formations", LEVEL1_ABOARD],
      `at most ${LEVEL1_ABOARD} level-1 formations board (the race's ${LEVEL1_NORMAL} and a fourth): this is the ${ordinal(LEVEL1_ABOARD + 1)}`,
    );
  }
  const teamsOf = new Map<string, Path[]>();
  const specialists: { t: RosterType; m: Member }[] = [];
  force.formations.forEach((f) => {
    if (f.teams.length === 0) add(f.at, "a level-1 formation needs at least one fire team");
    if (f.teams.length > TEAMS_PER_FORMATION)
      add(f.teams[TEAMS_PER_FORMATION]!.at, `a level-1 formation has at most ${TEAMS_PER_FORMATION} fire teams`);
    if (f.leader) {
      const t = known(f.leader.type, f.leader.at);
      if (t && t.base.leader !== "low")
        add(
          f.leader.at,
          `a level-1 formation is led by a low leader: ${t.base.name} is ${t.base.leader ? `a ${t.base.leader} leader` : "no leader"}`,
        );
      else if (t) specialists.push({ t, m: f.leader });
    }
    for (const team of f.teams) {
      const t = known(team.type, team.at);
      if (!t) continue;
      if (isSpecialist(t))
        add(
          team.at,
          `${t.base.name} is bought one at a time: list it under specialists (or as a formation's leader), not as a fire team`,
        );
      else teamsOf.set(team.type, [...(teamsOf.get(team.type) ?? []), team.at]);
      if ((team.names?.length ?? 0) > 4) add(team.at, "a fire team has four soldiers: at most four names");
    }
  });
  for (const m of force.specialists) {
    const t = known(m.type, m.at);
    if (!t) continue;
    if (!isSpecialist(t))
      add(m.at, `${t.base.name} is bought in fire teams of four: list it under a formation's teams`);
    else specialists.push({ t, m });
  }
  checkSpecialists(specialists, add);
  if (!raceBoarding(roster.race).noTypeLimits) {
    for (const [type, at] of teamsOf) {
      const limit = roster.entries.get(type)!.limit;
      if (limit !== undefined && at.length > limit)
        add(
          at[limit]!,
          `${roster.name} field at most ${limit} fire team${limit === 1 ? "" : "s"} of ${roster.entries.get(type)!.base.name}`,
        );
    }
  }
  return problems;
}

function checkSpecialists(
  list: readonly { t: RosterType; m: Member }[],
  add: (at: Path, message: string) => void,
): void {
  const seen = { medium: 0, medic: 0, hero: 0 };
  for (const { t, m } of list) {
    if (t.base.leader === "high")
      add(m.at, `${t.base.name} is a high leader: a level-2 formation takes low leaders and one medium leader`);
    if (t.base.leader === "medium" && ++seen.medium > SPECIALIST_LIMITS.medium)
      add(m.at, `a boarding party adds at most ${SPECIALIST_LIMITS.medium} medium leader`);
    if (t.base.medic && ++seen.medic > SPECIALIST_LIMITS.medic)
      add(m.at, `a boarding party adds at most ${SPECIALIST_LIMITS.medic} Medic`);
    if (t.base.hero && ++seen.hero > SPECIALIST_LIMITS.hero)
      add(m.at, `a boarding party adds at most ${SPECIALIST_LIMITS.hero} Hero`);
  }
}

/** The force fits its points: one problem at `at` if it costs more. */
export function checkPoints(force: Force, roster: RaceRoster, budget: number, at: Path, why = ""): ForceProblem[] {
  const cost = forceCost(force, roster);
  return cost > budget
    ? [{ at, message: `the force costs ${cost} points, more than the ${budget} it may spend${why}` }]
    : [];
}

function ordinal(n: number): string {
  return ["zeroth", "first", "second", "third", "fourth", "fifth", "sixth"][n] ?? `${n}th`;
}
