// The unfinished saves as the start menu lists them: scenario, turn and date, or a broken file and why.
import { statSync } from "node:fs";
import { describeSave, saveEntry, saveFiles, saveName, savesFolder } from "../save/index.js";
import type { SavedGame } from "../tui/starter.js";
import { shortPath } from "./farewell.js";

/**
 * Every unfinished save in the saves folder, newest first, in words for the menu. The menu asks at
 * each key: a file is read again only when it is new or has changed since (its size or time).
 */
export function savedGamesLister(env: NodeJS.ProcessEnv = process.env): () => SavedGame[] {
  const known = new Map<string, { readonly stamp: string; readonly game: SavedGame | undefined }>();
  return () =>
    saveFiles(savesFolder()).flatMap((path) => {
      const stamp = stampOf(path);
      let kept = known.get(path);
      if (kept?.stamp !== stamp) known.set(path, (kept = { stamp, game: menuLine(path, env) }));
      return kept.game ? [kept.game] : [];
    });
}

/** A save in words: its scenario, turn and date (protected said under the list), or why it is broken; none when finished. */
function menuLine(path: string, env: NodeJS.ProcessEnv): SavedGame | undefined {
  const entry = saveEntry(path);
  if (!entry) return undefined;
  const where = shortPath(path, env);
  if ("broken" in entry)
    return {
      path,
      label: saveName(path),
      // Enter still tries it: a damaged save may have an older copy that loads.
      note: `${where} ${entry.broken}. Enter tries its older copies.`,
      broken: true,
    };
  // Protected is said under the list: the line keeps to scenario, turn and date, so 80 columns hold it.
  const guarded = entry.summary.protected ? " Protected: each player types their passphrase." : "";
  return { path, label: describeSave(entry.summary, false), note: `${where}.${guarded}` };
}

function stampOf(path: string): string {
  try {
    const s = statSync(path);
    return `${s.size}:${s.mtimeMs}`;
  } catch {
    return "gone";
  }
}
