// Where the campaign's derelicts come from: the generator (src/generate) once it is in; until then
// a bundled scenario boarded by the squad, so the campaign's screens and saves can be played.
import { bundledDerelicts, type DerelictMaker } from "../campaign/index.js";

/** The campaign's maker of derelicts (a function of the run's seed, the derelict's index and the level). */
export function derelictMaker(): DerelictMaker {
  return bundledDerelicts("introduction", 1);
}
