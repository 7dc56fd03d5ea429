// The next derelict of a run: made from the run's seed alone by the generator (a maker passed in).
import { DERELICTS, DIFFICULTY_RULES } from "./campaign-rules.js";
import type { Derelict, DerelictMaker } from "./derelict.js";
import type { Run } from "./run-state.js";

/** Derelict `run.next` of RUN, or undefined once the run has ended. */
export async function nextDerelict(run: Run, make: DerelictMaker): Promise<Derelict | undefined> {
  if (run.end || run.next > DERELICTS) return undefined;
  return make(run.seed, run.next, {
    level: DIFFICULTY_RULES[run.difficulty].level,
    race: run.race,
    visibility: run.visibility,
  });
}
