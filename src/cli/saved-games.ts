// The unfinished saves as the start menu lists them: scenario, turn and date, or a broken file and why.
import { describeSave, saveName, unfinishedSaves } from "../save/index.js";
import type { SavedGame } from "../tui/starter.js";
import { shortPath } from "./farewell.js";

/** Every unfinished save in the saves folder, newest first, in words for the menu. */
export function savedGames(env: NodeJS.ProcessEnv = process.env): SavedGame[] {
  return unfinishedSaves().map((entry): SavedGame => {
    const where = shortPath(entry.path, env);
    if ("broken" in entry)
      return {
        path: entry.path,
        label: saveName(entry.path),
        // Enter still tries it: a damaged save may have an older copy that loads.
        note: `${where} ${entry.broken}. Enter tries its older copies.`,
        broken: true,
      };
    // Protected is said under the list: the line keeps to scenario, turn and date, so 80 columns hold it.
    const guarded = entry.summary.protected ? " Protected: each player types their passphrase." : "";
    return { path: entry.path, label: describeSave(entry.summary, false), note: `${where}.${guarded}` };
  });
}
