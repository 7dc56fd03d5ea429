// A stand-in derelict from a bundled scenario (its blue side is the squad's), for tests and until a
// generated one is asked for: the same for every index, so a test's run does not hang on the generator.
import { parse } from "yaml";
import { scenarioFileFor } from "../content/catalog.js";
import { scenarioSchema } from "../content/scenario-schema.js";
import { readTextFile } from "../content/text-source.js";
import { DERELICTS } from "./campaign-rules.js";
import type { Derelict, DerelictMaker } from "./derelict.js";

/** A maker of derelicts that boards the bundled scenario NAME (blue: the squad) every time. */
export function bundledDerelicts(name: string, enemyStrength: 1 | 2 | 3 | 4 = 1): DerelictMaker {
  return async (_seed, index) => {
    const file = scenarioFileFor(name);
    if (!file) throw new Error(`no bundled scenario '${name}'`);
    const text = readTextFile(file);
    if (!text.ok) throw new Error(`${name}: ${text.problems[0]!.message}`);
    const scenario = scenarioSchema.parse(parse(text.value));
    const derelict: Derelict = {
      index,
      flagship: index === DERELICTS,
      shipName: `the ${scenario.ship} derelict`,
      scenario,
      playerSide: "blue",
      briefing: {
        mission: scenario.summary ?? scenario.name,
        enemy: scenario.sides.yellow.race,
        objectives: [],
        turns: scenario.turns,
        hazards: [],
        story: scenario.story ?? "",
      },
      enemyStrength,
    };
    return derelict;
  };
}
