// Where the campaign's derelicts come from: the generator (src/campaign/generated-derelict.ts: a ship,
// its mission and wreck, all from the run's seed).
import { generatedDerelicts, type DerelictMaker } from "../campaign/index.js";

/** The campaign's maker of derelicts (a function of the run's seed, the derelict's index and the run). */
export function derelictMaker(): DerelictMaker {
  return generatedDerelicts();
}
