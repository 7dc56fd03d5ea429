// The campaign's derelicts from the generator (src/generate): a ship, then its mission and wreck, all
// drawn from the run's seed. The ship is one of the bundled ships, drawn by the seed, until the
// layout generator lands; its file is copied into the run's folder as ship.yaml either way.
import { loadShipFile } from "../content/ship-load.js";
import { bundledShipFiles, nameOfFile } from "../content/catalog.js";
import { readTextFile } from "../content/text-source.js";
import { formatProblem } from "../content/problem.js";
import { generateMission } from "../generate/mission.js";
import type { Derelict, DerelictMaker } from "./derelict.js";
import { derivedIndex } from "./run-seed.js";

/** Ships' names for the derelicts, drawn by the seed until the generator names its own. */
const SHIP_NAMES: readonly string[] = [
  "Kestrel's Lament",
  "Silent Meridian",
  "Ash of Vega",
  "Cold Harbour",
  "Widow's Lantern",
  "Pale Orison",
  "Iron Psalm",
  "Drifting Tithe",
  "Hollow Crown",
  "Last Ember",
  "Grey Votary",
  "Sable Mercy",
];

/** A maker of generated derelicts. */
export function generatedDerelicts(): DerelictMaker {
  return async (seed, index, run) => {
    const files = bundledShipFiles().sort();
    const file = files[derivedIndex(seed, `derelict/${index}/ship`, files.length)]!;
    const text = readTextFile(file);
    if (!text.ok) throw new Error(`internal: ${formatProblem(text.problems[0]!)}`);
    const ship = loadShipFile(file);
    if (!ship.ok) throw new Error(`internal: ${formatProblem(ship.problems[0]!)}`);
    const name = `the ${SHIP_NAMES[derivedIndex(seed, `derelict/${index}/name`, SHIP_NAMES.length)]!}`;
    const mission = await generateMission(
      seed,
      index,
      { name, ship: ship.value },
      {
        playerRace: run.race,
        level: run.level,
        visibility: run.visibility,
      },
    );
    const derelict: Derelict = {
      index,
      flagship: mission.flagship,
      shipName: `${name} (${nameOfFile(file)})`,
      shipYaml: text.value,
      scenario: mission.scenario,
      playerSide: mission.playerSide,
      briefing: mission.briefing,
      enemyStrength: mission.enemyStrength,
    };
    return derelict;
  };
}
