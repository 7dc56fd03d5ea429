// The start menu's word on the campaign, before the engine loads: is a run under way, and where. Reads
// the runs' files as plain JSON (the campaign's checked loader comes later, src/campaign/run-files.ts).
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { readTextFile } from "../content/text-source.js";
import { savesFolder } from "../save/save-folder.js";

/** The runs' folder: $XDG_DATA_HOME/derelict/campaign/runs, beside the saves (src/campaign/run-files.ts). */
export const runsFolderOf = (env: NodeJS.ProcessEnv = process.env): string =>
  join(dirname(savesFolder(env)), "campaign", "runs");

/** The newest unfinished run in a few words ("StarMarines, derelict 2 of 7"), or undefined. */
export function peekRun(env: NodeJS.ProcessEnv = process.env): string | undefined {
  let ids: string[];
  try {
    ids = readdirSync(runsFolderOf(env)).sort().reverse();
  } catch {
    return undefined;
  }
  for (const id of ids) {
    const text = readTextFile(join(runsFolderOf(env), id, "run.json"));
    if (!text.ok) continue;
    try {
      const run = JSON.parse(text.value) as { format?: unknown; end?: unknown; race?: unknown; next?: unknown };
      if (run.format !== "derelict-campaign" || run.end !== undefined) continue;
      const race = typeof run.race === "string" ? run.race.replace(/[^\w -]/g, "") : "a squad";
      const next = typeof run.next === "number" ? run.next : 1;
      return `${race}, derelict ${next} of 7`;
    } catch {
      continue;
    }
  }
  return undefined;
}
