// The saves in a folder as a menu may list them: only what each file shows in clear, no passphrase needed.
import { readFileSync, statSync } from "node:fs";
import type { Side } from "../engine/state.js";
import { FORMAT_NAME } from "./format.js";
import { isObject } from "./records.js";
import { saveFiles, savesFolder } from "./save-folder.js";

export interface SaveSummary {
  readonly path: string;
  readonly scenario: string;
  readonly version: number;
  readonly protected: boolean;
  readonly turn?: number;
  readonly turnOf?: Side;
  readonly over: boolean;
  readonly modified: Date;
}

/** The saves in the folder, newest first; files that are not saves are left out (loading one says why). */
export function listSaves(folder: string = savesFolder()): SaveSummary[] {
  return saveFiles(folder)
    .map(peekSave)
    .filter((s): s is SaveSummary => s !== undefined);
}

/** A save's clear header and last clear status line, or undefined if it does not look like a save. */
export function peekSave(path: string): SaveSummary | undefined {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
  const lines = text.split("\n");
  const header = parse(lines[0] ?? "");
  if (
    !isObject(header) ||
    header.format !== FORMAT_NAME ||
    typeof header.scenario !== "string" ||
    typeof header.version !== "number"
  )
    return undefined;
  // The last whole line with a status: a torn last line has no newline after it and is skipped.
  let status: Record<string, unknown> = {};
  for (let i = lines.length - 2; i >= 1; i--) {
    const line = parse(lines[i]!);
    if (isObject(line) && typeof line.turn === "number") {
      status = line;
      break;
    }
  }
  return {
    path,
    scenario: header.scenario,
    version: header.version,
    protected: isObject(header.protection),
    ...(typeof status.turn === "number" ? { turn: status.turn } : {}),
    ...(status.turnOf === "blue" || status.turnOf === "yellow" ? { turnOf: status.turnOf } : {}),
    over: status.over === true,
    modified: statSync(path).mtime,
  };
}

function parse(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/** One line for a menu: "First boarding, turn 3, blue to move, saved 2025-01-02 10:11, protected". */
export function describeSave(s: SaveSummary): string {
  const p = (n: number) => String(n).padStart(2, "0");
  const m = s.modified;
  const when = `${m.getFullYear()}-${p(m.getMonth() + 1)}-${p(m.getDate())} ${p(m.getHours())}:${p(m.getMinutes())}`;
  const where = s.over
    ? "game over"
    : s.turn !== undefined && s.turnOf
      ? `turn ${s.turn}, ${s.turnOf} to move`
      : undefined;
  return [s.scenario, where, `saved ${when}`, s.protected ? "protected" : undefined].filter(Boolean).join(", ");
}
