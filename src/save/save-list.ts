// The saves in a folder as a menu may list them: only what each file shows in clear, no passphrase needed.
import { statSync } from "node:fs";
import type { Side } from "../engine/state.js";
import { saveInfo } from "./read-save.js";
import { saveFiles, savesFolder } from "./save-folder.js";

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
    .filter((s): s is SaveSummary => s !== undefined);
}

/** A save's clear header and the side-turn in play, or undefined if it does not read as a save. */
export function peekSave(path: string): SaveSummary | undefined {
  const info = saveInfo(path);
  if ("ok" in info) return undefined;
  return {
    path,
    scenario: info.header.scenario,
    version: info.header.version,
    protected: info.header.protection !== null,
    ...info.status,
    modified: statSync(path).mtime,
  };
}

/** One line for a menu: "First boarding, turn 3, blue to move, saved 2025-01-02 10:11, protected". */
export function describeSave(s: SaveSummary): string {
  const p = (n: number) => String(n).padStart(2, "0");
  const m = s.modified;
  const when = `${m.getFullYear()}-${p(m.getMonth() + 1)}-${p(m.getDate())} ${p(m.getHours())}:${p(m.getMinutes())}`;
  const where = s.over ? "game over" : `turn ${s.turn}, ${s.turnOf} to move`;
  return [s.scenario, where, `saved ${when}`, s.protected ? "protected" : undefined].filter(Boolean).join(", ");
}
