// The row docs/RULES.md gives each soldier type of a bundled roster (section 12), made from the roster.
import type { Roster } from "../../src/content/roster-load.js";
import { raceBoarding } from "../../src/engine/forces/race-rules.js";
import { typeRefusal } from "../../src/engine/forces/type-bans.js";

export function raceRow(roster: Roster, key: string): string {
  const e = roster.entries.get(key)!;
  const t = roster.types.get(key)!;
  const move = t.move === e.base.move ? `${t.move}` : `${t.move} (${e.base.move} outside)`;
  const notes = [
    t.leader ? `${t.leader} leader` : "",
    t.medic ? "Medic" : "",
    t.hero ? "Hero" : "",
    t.fearless ? "fearless" : "",
    t.twoLegs ? "" : "no ladders",
    e.limit !== undefined
      ? `at most ${e.limit} fire team${e.limit === 1 ? "" : "s"}${raceBoarding(e.race).noTypeLimits ? " outside, any number aboard" : ""}`
      : "",
    e.kind !== "soldier" ? e.kind : "",
    typeRefusal(e) ? "**may not board**" : "",
    ...(t.aboard ?? []),
  ].filter(Boolean);
  return `| ${t.name} (\`${key}\`) | ${e.points} | ${move} | ${t.armour} | ${t.weapon ?? "–"} | ${t.closeCombat ?? 1} | ${t.morale ?? 4} |${notes.length > 0 ? ` ${notes.join("; ")} ` : " "}|`;
}
