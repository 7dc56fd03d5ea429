// Section III: which soldier types may come aboard at all.
import { raceBoarding } from "./race-rules.js";
import type { RosterType } from "./roster-type.js";

/** Why a type may not board a derelict, or undefined when it may. */
export function typeRefusal(t: RosterType): string | undefined {
  const race = raceBoarding(t.race);
  const name = t.base.name;
  const barred = race.barred?.[t.key];
  if (barred) return `${name} may not board: ${barred}`;
  if (t.kind === "vehicle") return `${name} is a vehicle: no vehicles board a derelict`;
  if (t.kind === "heavy-weapon" && !race.heavyAllowed?.includes(t.key))
    return `${name} is a heavy weapon: no heavy weapons board a derelict`;
  return undefined;
}
