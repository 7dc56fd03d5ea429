// The saves in a folder as a menu may list them: only what each file shows in clear, no passphrase needed.
import { statSync } from "node:fs";
import { basename } from "node:path";
import type { Side } from "../engine/state.js";
import { SAVE_EXTENSION } from "./format.js";
import { saveInfo } from "./read-save.js";
import { saveFiles, savesFolder } from "./save-folder.js";
import type { SaveProblem } from "./save-problem.js";

export interface SaveSummary {
  readonly path: string;
  readonly scenario: string;
  readonly version: number;
  readonly protected: boolean;
  readonly turn: number;
  readonly turnOf: Side;
  readonly over: boolean;
  readonly modified: Date;
}

/** The saves in the folder, newest first; files that are not saves, or damaged, are left out (loading one says why). */
export function listSaves(folder: string = savesFolder()): SaveSummary[] {
  return saveFiles(folder)
    .map(peekSave)
    .filter((s): s is SaveSummary => !("ok" in s));
}

/** A save as a start menu lists it: an unfinished game to resume, or a file that does not read as a save. */
export type SaveEntry =
  { readonly path: string; readonly summary: SaveSummary } | { readonly path: string; readonly broken: string };

/**
 * Every save in the folder that is not a finished game, newest first: a file that does not read is
 * listed with why (resuming it may still find an older copy that loads), never left out or thrown.
 */
export function unfinishedSaves(folder: string = savesFolder()): SaveEntry[] {
  return saveFiles(folder).flatMap((path) => saveEntry(path) ?? []);
}

/** One file as a menu lists it: an unfinished game, a broken file with why, or undefined for a finished game. */
export function saveEntry(path: string): SaveEntry | undefined {
  const summary = peekSave(path);
  if ("ok" in summary) return { path, broken: summary.message };
  return summary.over ? undefined : { path, summary };
}

/** A save's file name without the folder and the extension: how the menu names a broken one. */
export const saveName = (path: string): string => basename(path, SAVE_EXTENSION);

/** A save's clear header and the side-turn in play, or why it does not read as a save. */
export function peekSave(path: string): SaveSummary | SaveProblem {
  const info = saveInfo(path);
  if ("ok" in info) return info;
  return {
    path,
    scenario: info.header.scenario,
    version: info.header.version,
    protected: info.header.protection !== null,
    ...info.status,
    modified: modified(path),
  };
}

/** One line for a menu: "First boarding, turn 3, blue to move, saved 2025-01-02 10:11, protected" (GUARD: the last word). */
export function describeSave(s: SaveSummary, guard = true): string {
  const p = (n: number) => String(n).padStart(2, "0");
  const m = s.modified;
  const when = `${m.getFullYear()}-${p(m.getMonth() + 1)}-${p(m.getDate())} ${p(m.getHours())}:${p(m.getMinutes())}`;
  const where = s.over ? "game over" : `turn ${s.turn}, ${s.turnOf} to move`;
  return [s.scenario, where, `saved ${when}`, guard && s.protected ? "protected" : undefined]
    .filter(Boolean)
    .join(", ");
}

/** When the file was last written; the epoch if it has gone since it was listed (its date then shows it is odd). */
function modified(path: string): Date {
  try {
    return statSync(path).mtime;
  } catch {
    return new Date(0);
  }
}
