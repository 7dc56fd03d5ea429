// The command-line flags that make a scenario without a file (`--ship --blue --yellow --turns
// --first --objective`), shared by `derelict run` and `derelict play`; the scenario they make is
// src/cli/quick-options.ts, loaded only when they are given.
import type { Command } from "commander";
import { QUICK_OBJECTIVES, QUICK_TURNS } from "../content/quick-terms.js";

export interface QuickFlags {
  ship?: string;
  blue?: string;
  yellow?: string;
  turns?: string;
  first?: string;
  objective?: string;
}

export const QUICK_USAGE = "--ship SHIP --blue RACE[:POINTS] --yellow RACE[:POINTS]";

export function addQuickOptions(command: Command): Command {
  return command
    .option("--ship <ship>", "without a scenario: the ship (a name, bundled or a content folder's, or a ship file)")
    .option(
      "--blue <race[:points]>",
      "without a scenario: blue's race and points, e.g. starmarines:25 (points by the ship's size if not given)",
    )
    .option("--yellow <race[:points]>", "without a scenario: yellow's race and points, e.g. norx:25")
    .option("--turns <n>", `without a scenario: the turn limit (default ${QUICK_TURNS})`)
    .option("--first <side>", "without a scenario: the side that moves first, blue or yellow (default blue)")
    .option(
      "--objective <kind>",
      `without a scenario: what blue comes for (${QUICK_OBJECTIVES.join(", ")}); default exterminate`,
    );
}

/** Whether any flag that makes a scenario was given. */
export const quickGiven = (f: QuickFlags): boolean =>
  [f.ship, f.blue, f.yellow, f.turns, f.first, f.objective].some((v) => v !== undefined);
