// Shared pieces for the campaign's tests: rosters, a run, a result written by hand.
import { rosterFor } from "../../src/campaign/roster-for.js";
import { newRun, type RunOptions } from "../../src/campaign/new-run.js";
import type { Run } from "../../src/campaign/run-state.js";
import type { Roster } from "../../src/content/roster-load.js";
import type { BoardingResult, SoldierFate } from "../../src/campaign/boarding-result.js";

export function roster(race = "starmarines"): Roster {
  const r = rosterFor(race);
  if (typeof r === "string") throw new Error(r);
  return r;
}

export function run(options: Partial<RunOptions> = {}, race = "starmarines"): Run {
  const made = newRun(roster(race), {
    difficulty: "normal",
    visibility: "open",
    seed: "test run",
    programVersion: "0.0.0",
    id: "test-run",
    ...options,
  });
  if (typeof made === "string") throw new Error(made);
  return made;
}

/** A result for the boarding under way: every boarder fine unless FATES says otherwise. */
export function result(
  r: Run,
  winner: "blue" | "yellow" | null,
  fates: Record<string, Partial<SoldierFate>> = {},
): BoardingResult {
  const w = r.underWay!;
  return {
    playerSide: w.playerSide,
    winner,
    reason: winner ? `${winner} won` : "a draw",
    turns: 10,
    soldiers: w.boarders.map((name) => ({
      name,
      type: "x",
      fate: "fine",
      left: false,
      kills: [],
      encounters: 0,
      ...fates[name],
    })),
    enemyTotal: 5,
    enemyKilled: Object.values(fates).reduce((n, f) => n + (f.kills?.length ?? 0), 0),
    cargoOut: 0,
  };
}

/** The run a stand-in derelict is made for in the tests. */
export const FOR = { level: 1, race: "starmarines", visibility: "open" } as const;
