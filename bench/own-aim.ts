// Whether a seat came for something beyond the fight: the tournament counts wins by objective among such seats.
import { loadScenarioFile } from "../src/content/scenario-load.js";
import type { Side } from "../src/engine/state.js";

/** Whether SIDE's objectives in the scenario FILE go beyond extermination (a place to hold, a device, cargo, a rescue). */
export function hasOwnAim(file: string, side: Side): boolean {
  const loaded = loadScenarioFile(file);
  return loaded.ok && (loaded.value.objectives?.[side] ?? []).some((o) => o.kind !== "exterminate");
}
