// The squad filled into a derelict's scenario: the soldiers who board, where they start, their dummies.
import type { ScenarioFile } from "../content/scenario-schema.js";
import { BASE_DUMMIES, BOARDERS_MAX } from "./campaign-rules.js";
import type { Derelict } from "./derelict.js";
import type { Run, SquadSoldier } from "./run-state.js";

/** Marker numbers beyond those in play at the start: room for dummies placed and soldiers hidden again. */
const SPARE_MARKERS = 8;

/** Who boards: the fit soldiers in squad order, at most BOARDERS_MAX; none fit, those recovering board wounded. */
export function boarders(run: Run): SquadSoldier[] {
  const living = run.squad.filter((s) => s.status !== "dead");
  const fit = living.filter((s) => s.status === "fit");
  return (fit.length > 0 ? fit : living).slice(0, BOARDERS_MAX);
}

/** Where the player's side may start: its `start` list, or the hexes the mission's own soldiers had. */
function startsOf(derelict: Derelict): string[] {
  const side = derelict.scenario.sides[derelict.playerSide];
  const listed = side.start ?? side.soldiers?.map((s) => s.start) ?? [];
  return listed.length > 0 ? [...new Set(listed)] : ["lock 1"];
}

/** The derelict's scenario with the squad's boarders (and the dummies the squad has) on the player's side. */
export function scenarioWithSquad(run: Run, derelict: Derelict, aboard: readonly SquadSoldier[]): ScenarioFile {
  const given = derelict.scenario.sides[derelict.playerSide];
  const starts = startsOf(derelict);
  const dummies = BASE_DUMMIES + run.decoys;
  const soldiers = aboard.map((s, i) => ({
    type: s.type,
    name: s.name,
    start: starts[i % starts.length]!,
    ...(s.status === "recovering" ? { wounded: true } : {}),
  }));
  const side = {
    race: run.race,
    markers: Math.max(given.markers ?? 0, soldiers.length + dummies + SPARE_MARKERS),
    soldiers,
    dummies: Array.from({ length: dummies }, (_, i) => starts[(soldiers.length + i) % starts.length]!),
  };
  return {
    ...derelict.scenario,
    visibility: run.visibility,
    sides: { ...derelict.scenario.sides, [derelict.playerSide]: side },
  };
}
