// `derelict campaign [--seed TEXT | --daily] [--race R] [--difficulty D] [--visibility V]`: the start
// menu's screen opened on the campaign: the run under way goes on, or a new run's choices (those flags set).
import { rosterFor } from "../campaign/roster-for.js";
import type { CheckedFlags } from "./campaign-command.js";
import { usageMistake } from "./failure.js";
import { play, PLAY_DEFAULTS } from "./play-command.js";

export async function playCampaign(f: CheckedFlags): Promise<number> {
  const roster = f.race !== undefined ? rosterFor(f.race) : undefined;
  if (typeof roster === "string") throw usageMistake(`--race: ${roster}`);
  // Any choice of a run on the command line asks for a new run; none goes on with the run under way.
  const fresh =
    f.seed !== undefined || f.daily || f.race !== undefined || f.difficulty !== undefined || f.visibility !== undefined;
  await play(
    undefined,
    { ...PLAY_DEFAULTS, color: f.colour, mouse: f.mouse },
    {
      start: fresh ? "new" : "go on",
      options: {
        ...(f.seed !== undefined ? { seed: f.seed } : {}),
        daily: f.daily,
        ...(roster ? { race: roster.race } : {}),
        ...(f.difficulty !== undefined ? { difficulty: f.difficulty } : {}),
        ...(f.visibility !== undefined ? { visibility: f.visibility } : {}),
      },
    },
  );
  return typeof process.exitCode === "number" ? process.exitCode : 0;
}
