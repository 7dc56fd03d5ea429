// A generated mission written as a scenario file, the campaign's squad filled into the player's
// side: YAML that `derelict play` and `validate` read like any other (docs/FORMATS.md, "Scenarios").
import { stringify } from "yaml";
import type { ScenarioFile } from "../content/scenario-schema.js";
import { SPARE_MARKERS } from "../content/side-force.js";
import type { GeneratedMission } from "./mission.js";

/** One of the squad's soldiers boarding: a type of the player's roster and a one-word name. */
export interface SquadSoldier {
  readonly type: string;
  readonly name: string;
  readonly wounded?: boolean;
}

/** The scenario with the squad aboard: soldiers dealt over the player's air locks in turn, dummies likewise. */
export function filledScenario(mission: GeneratedMission, squad: readonly SquadSoldier[], dummies = 0): ScenarioFile {
  const side = mission.playerSide;
  const starts = mission.playerStarts;
  const spec = mission.scenario.sides[side];
  const soldiers = squad.map((s, i) => ({
    type: s.type,
    name: s.name,
    start: starts[i % starts.length]!,
    ...(s.wounded ? { wounded: true } : {}),
  }));
  const placed = Array.from({ length: dummies }, (_, i) => starts[i % starts.length]!);
  const markers = Math.max(spec.markers ?? 0, soldiers.length + placed.length + SPARE_MARKERS);
  const filled = {
    race: spec.race,
    markers,
    soldiers,
    ...(placed.length > 0 ? { dummies: placed } : {}),
  };
  return { ...mission.scenario, sides: { ...mission.scenario.sides, [side]: filled } as ScenarioFile["sides"] };
}

/** The scenario file's text, the squad filled in. */
export function scenarioYaml(mission: GeneratedMission, squad: readonly SquadSoldier[], dummies = 0): string {
  const header = `# A generated derelict's boarding (derelict ${mission.index}${mission.flagship ? ", the flagship" : ""}): docs/FORMATS.md, "Scenarios".`;
  return `${header}\n${stringify(filledScenario(mission, squad, dummies), { lineWidth: 0, aliasDuplicateObjects: false })}`;
}
