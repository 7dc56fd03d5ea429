// The campaign's derelicts from the generator (src/generate): a ship laid out from the run's seed
// (its modules: the bundled ones and the content folders'), then its mission and wreck, all drawn
// from the seed alone. The ship file goes into the run's folder as ship.yaml.
import { moduleCatalog } from "../content/module-catalog.js";
import { generateMission } from "../generate/mission.js";
import { generateShip } from "../generate/ship-layout.js";
import { shipYaml } from "../generate/ship-yaml.js";
import type { Derelict, DerelictMaker } from "./derelict.js";

/** A maker of generated derelicts. */
export function generatedDerelicts(): DerelictMaker {
  return async (seed, index, run) => {
    const made = await generateShip(seed, index, { catalog: moduleCatalog().modules, file: "ship.yaml" });
    const mission = await generateMission(
      seed,
      index,
      { name: made.name, ship: made.ship },
      { playerRace: run.race, level: run.level, visibility: run.visibility },
    );
    const derelict: Derelict = {
      index,
      flagship: mission.flagship,
      shipName: made.name,
      shipYaml: shipYaml(made),
      scenario: mission.scenario,
      playerSide: mission.playerSide,
      briefing: mission.briefing,
      enemyStrength: mission.enemyStrength,
    };
    return derelict;
  };
}
