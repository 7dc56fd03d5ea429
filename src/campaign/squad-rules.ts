// Which soldier types a squad may hold, and the squad suggested for a race and a budget.
import { isSpecialist, type RaceRoster, type RosterType } from "../engine/forces/roster-type.js";
import { typeRefusal } from "../engine/forces/type-bans.js";
import { HEROES_MAX, MEDICS_MAX, MEDIUM_LEADERS_MAX, SQUAD_MAX } from "./campaign-rules.js";

/** The types a squad of the race may hold: soldiers that may board (no vehicles, no heavy weapons). */
export function squadTypes(roster: RaceRoster): RosterType[] {
  return [...roster.entries.values()].filter((t) => t.kind === "soldier" && typeRefusal(t) === undefined);
}

/** Why a squad of these type keys may not be, or undefined when it may. */
export function squadRefusal(roster: RaceRoster, types: readonly string[]): string | undefined {
  if (types.length === 0) return "a squad needs at least one soldier";
  if (types.length > SQUAD_MAX) return `a squad holds at most ${SQUAD_MAX} soldiers`;
  const allowed = new Map(squadTypes(roster).map((t) => [t.key, t]));
  for (const key of types) {
    const entry = roster.entries.get(key);
    if (!entry) return `${roster.name} have no soldier type '${key}'`;
    if (!allowed.has(key)) return typeRefusal(entry) ?? `${entry.base.name} cannot join a boarding squad`;
  }
  const count = (pick: (t: RosterType) => boolean) => types.filter((k) => pick(allowed.get(k)!)).length;
  if (count((t) => t.base.leader === "medium" || t.base.leader === "high") > MEDIUM_LEADERS_MAX)
    return `a squad has at most ${MEDIUM_LEADERS_MAX} officer (a medium leader)`;
  if (count((t) => t.base.medic === true) > MEDICS_MAX) return `a squad has at most ${MEDICS_MAX} medics`;
  if (count((t) => t.base.hero === true) > HEROES_MAX) return `a squad has at most ${HEROES_MAX} hero`;
  return undefined;
}

/** What the types cost in the roster's points. */
export function squadCost(roster: RaceRoster, types: readonly string[]): number {
  return types.reduce((sum, k) => sum + (roster.entries.get(k)?.points ?? 0), 0);
}

/** The race's plain fighting type: the first that may board, is no specialist and has no limit. */
export function coreType(roster: RaceRoster): RosterType {
  const plain = squadTypes(roster).filter((t) => !isSpecialist(t));
  return plain.find((t) => t.limit === undefined) ?? plain[0] ?? squadTypes(roster)[0]!;
}

/**
 * The suggested squad for POINTS: a low leader, a medic, then as many of the core type as the points buy;
 * points still left then upgrade soldiers one by one (upgradeSquad), so a squad of cheap soldiers that
 * reached the most a squad may hold does not leave half its points unspent.
 */
export function suggestedSquad(roster: RaceRoster, points: number): string[] {
  const types = squadTypes(roster);
  const squad: string[] = [];
  let left = points;
  const buy = (t: RosterType | undefined) => {
    if (!t || t.points > left || squad.length >= SQUAD_MAX) return;
    squad.push(t.key);
    left -= t.points;
  };
  buy(types.find((t) => t.base.leader === "low"));
  buy(types.find((t) => t.base.medic === true && t.base.leader === undefined));
  const core = coreType(roster);
  while (core.points <= left && squad.length < SQUAD_MAX) buy(core);
  return upgradeSquad(roster, squad, left);
}

/**
 * Spends LEFT points on upgrades, the dearest that fits first (the earlier type of the roster among
 * equals): a core soldier made a specialist or a hero, the leader made a higher one; never past a
 * type's limit or the squad's rules (squadRefusal). Types that cost the same as the soldier's are no upgrade.
 */
function upgradeSquad(roster: RaceRoster, squad: readonly string[], left: number): string[] {
  const types = squadTypes(roster);
  const core = coreType(roster);
  const now = [...squad];
  for (;;) {
    let best: { at: number; to: RosterType; cost: number } | undefined;
    now.forEach((key, at) => {
      const from = roster.entries.get(key)!;
      const leader = from.base.leader !== undefined;
      if (key !== core.key && !leader) return;
      for (const to of types) {
        const cost = to.points - from.points;
        if (cost <= 0 || cost > left || (best && cost <= best.cost)) continue;
        if (leader !== (to.base.leader !== undefined) || (!leader && to.base.medic === true)) continue;
        if (to.limit !== undefined && now.filter((k) => k === to.key).length >= to.limit) continue;
        const tried = now.map((k, i) => (i === at ? to.key : k));
        if (squadRefusal(roster, tried) === undefined) best = { at, to, cost };
      }
    });
    if (!best) return now;
    now[best.at] = best.to.key;
    left -= best.cost;
  }
}
