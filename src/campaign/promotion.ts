// Ranks: a soldier's experience promotes him to his roster's low leader type, then to its medium one.
// The promotion changes his soldier type, so the engine applies it as it applies any type.
import { isSpecialist, type RaceRoster, type RosterType } from "../engine/forces/roster-type.js";
import { MEDIUM_LEADERS_MAX, XP_LOW_LEADER, XP_MEDIUM_LEADER } from "./campaign-rules.js";
import type { SquadSoldier } from "./run-state.js";
import { squadTypes } from "./squad-rules.js";

const leaderOf = (roster: RaceRoster, level: "low" | "medium"): RosterType | undefined =>
  squadTypes(roster).find((t) => t.base.leader === level && !t.base.hero);

/** The type a soldier is promoted to now, if any: one step at a time, the squad's officers capped. */
export function promotionFor(
  roster: RaceRoster,
  soldier: SquadSoldier,
  squad: readonly SquadSoldier[],
): RosterType | undefined {
  if (soldier.status === "dead") return undefined;
  const type = roster.entries.get(soldier.type);
  if (!type) return undefined;
  if (!isSpecialist(type) && soldier.xp >= XP_LOW_LEADER) return leaderOf(roster, "low");
  if (type.base.leader === "low" && soldier.xp >= XP_MEDIUM_LEADER) {
    const officers = squad.filter(
      (s) => s.status !== "dead" && roster.entries.get(s.type)?.base.leader === "medium",
    ).length;
    return officers < MEDIUM_LEADERS_MAX ? leaderOf(roster, "medium") : undefined;
  }
  return undefined;
}

/** The squad after this boarding's promotions, in the squad's order (an earlier soldier is promoted first). */
export function promote(roster: RaceRoster, squad: readonly SquadSoldier[], index: number): SquadSoldier[] {
  const out = squad.slice();
  out.forEach((s, i) => {
    const to = promotionFor(roster, s, out);
    if (to) out[i] = { ...s, type: to.key, deeds: [...s.deeds, `promoted to ${to.base.name} after boarding ${index}`] };
  });
  return out;
}
