// Whether a seat came for something beyond the fight: the tournament counts wins by objective among such seats.
import { loadScenarioFile } from "../src/content/scenario-load.js";
import type { GameState, Side } from "../src/engine/state.js";
import { met } from "../src/engine/victory/judge.js";

/** Whether SIDE's objectives in the scenario FILE go beyond extermination (a place to hold, a device, cargo, a rescue). */
export function hasOwnAim(file: string, side: Side): boolean {
  const loaded = loadScenarioFile(file);
  return loaded.ok && (loaded.value.objectives?.[side] ?? []).some((o) => o.kind !== "exterminate");
}

/**
 * Whether SIDE meets an objective of its own beyond extermination in STATE (the game's last): a win by
 * extermination with the engines off or the area held at that moment was played for the objective too.
 */
export function ownAimMet(state: GameState, side: Side): boolean {
  return (state.objectives?.[side] ?? []).some((o) => o.kind !== "exterminate" && met(state, side, o) !== undefined);
}
