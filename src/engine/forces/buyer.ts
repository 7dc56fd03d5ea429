// Buying a boarding party automatically, given only a race and its points: deterministic, within
// the points and the composition rules. A first fire team of the race's main type, then its
// medium leader and Medic, then more fire teams (a type not yet bought first, in roster order),
// then a low leader for each formation and a Hero, as the points allow.
import { LEVEL1_ABOARD, TEAMS_PER_FORMATION } from "./composition.js";
import { TEAM_SIZE, type FireTeam, type Force, type Formation, type Member } from "./force.js";
import { raceBoarding } from "./race-rules.js";
import { isSpecialist, type RaceRoster, type RosterType } from "./roster-type.js";
import { typeRefusal } from "./type-bans.js";

interface Draft {
  teams: string[];
  leader?: string;
}

/** A force for `points`, or why none can be bought (not even one fire team fits). */
export function buyForce(roster: RaceRoster, points: number): Force | string {
  const allowed = [...roster.entries.values()].filter((t) => typeRefusal(t) === undefined);
  const teamTypes = allowed.filter((t) => !isSpecialist(t));
  const first = (pick: (t: RosterType) => boolean) => allowed.find((t) => isSpecialist(t) && pick(t));
  const teamCost = (t: RosterType) => t.points * TEAM_SIZE;
  let left = points;
  const drafts: Draft[] = [];
  const specialists: string[] = [];
  const bought = new Map<string, number>();
  const noLimits = raceBoarding(roster.race).noTypeLimits === true;
  const underLimit = (t: RosterType) => noLimits || t.limit === undefined || (bought.get(t.key) ?? 0) < t.limit;
  const room = () => drafts.length < LEVEL1_ABOARD || drafts.some((d) => d.teams.length < TEAMS_PER_FORMATION);
  const buyTeam = (t: RosterType) => {
    left -= teamCost(t);
    bought.set(t.key, (bought.get(t.key) ?? 0) + 1);
    if (drafts.length < LEVEL1_ABOARD) drafts.push({ teams: [t.key] });
    else drafts.reduce((a, b) => (b.teams.length < a.teams.length ? b : a)).teams.push(t.key);
  };
  const buyOne = (t: RosterType | undefined): boolean => {
    if (!t || t.points > left) return false;
    left -= t.points;
    return true;
  };

  const affordable = teamTypes.filter((t) => teamCost(t) <= left && underLimit(t));
  const core = affordable.find((t) => t.limit === undefined) ?? [...affordable].sort((a, b) => a.points - b.points)[0];
  if (!core) return `${points} points buy not even one fire team of ${roster.name}`;
  buyTeam(core);
  const medium = first((t) => t.base.leader === "medium");
  if (buyOne(medium)) specialists.push(medium!.key);
  const medic = first((t) => t.base.medic === true && t.base.leader === undefined);
  if (buyOne(medic)) specialists.push(medic!.key);
  for (;;) {
    const options = teamTypes.filter((t) => teamCost(t) <= left && underLimit(t));
    if (options.length === 0 || !room()) break;
    buyTeam(options.find((t) => !bought.has(t.key)) ?? (options.includes(core) ? core : options[0]!));
  }
  const low = first((t) => t.base.leader === "low");
  for (const d of drafts) if (buyOne(low)) d.leader = low!.key;
  const hero = first((t) => t.base.hero === true && t.base.leader === undefined);
  if (buyOne(hero)) specialists.push(hero!.key);
  return toForce(roster, points, drafts, specialists);
}

function toForce(roster: RaceRoster, points: number, drafts: readonly Draft[], specialists: readonly string[]): Force {
  const formations: Formation[] = drafts.map((d, i) => {
    const teams: FireTeam[] = d.teams.map((type, j) => ({ type, at: ["formations", i, "teams", j] }));
    return {
      teams,
      at: ["formations", i],
      ...(d.leader ? { leader: { type: d.leader, at: ["formations", i, "leader"] } } : {}),
    };
  });
  const members: Member[] = specialists.map((type, k) => ({ type, at: ["specialists", k] }));
  return { race: roster.race, name: `${roster.name}, ${points} points`, formations, specialists: members };
}
