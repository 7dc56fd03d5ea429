// The words and defaults of a scenario made from command-line flags (src/content/quick-scenario.ts):
// kept apart so the command line can describe its flags without loading the loaders.

/** The turn limit when --turns is not given. */
export const QUICK_TURNS = 20;

/** What --objective may name: what blue comes for. */
export const QUICK_OBJECTIVES = ["exterminate", "cargo", "bridge", "engines", "evacuate", "rescue"] as const;
export type QuickObjective = (typeof QUICK_OBJECTIVES)[number];
