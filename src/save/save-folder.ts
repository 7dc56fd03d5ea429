// Where saves live: $XDG_DATA_HOME/derelict/saves (default ~/.local/share/derelict/saves), one file per game.
import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { isAbsolute, join } from "node:path";
import { SAVE_EXTENSION } from "./format.js";

export function savesFolder(env: NodeJS.ProcessEnv = process.env): string {
  const xdg = env.XDG_DATA_HOME;
  // The XDG spec says to ignore a relative value.
  const data = xdg && isAbsolute(xdg) ? xdg : join(env.HOME || homedir(), ".local", "share");
  return join(data, "derelict", "saves");
}

/** A scenario's name as the start of a file name: lower-case words joined by hyphens, at most 40 characters. */
export function fileSlug(scenario: string): string {
  return (
    scenario
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "game"
  );
}

/** A new file name for a game: the scenario and the local time, never one that exists. */
export function newSavePath(scenario: string, folder: string, now = new Date()): string {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const slug = fileSlug(scenario);
  const p = (n: number) => String(n).padStart(2, "0");
  const stamp = `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
  for (let i = 1; ; i++) {
    const path = join(folder, `${slug}-${stamp}${i === 1 ? "" : `-${i}`}${SAVE_EXTENSION}`);
    if (!existsSync(path)) return path;
  }
}

/** The save files in a folder, newest first (rotated copies, which end in .1 to .5, are not listed). */
export function saveFiles(folder: string = savesFolder()): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((f) => f.endsWith(SAVE_EXTENSION) && !f.startsWith("."))
    .map((f) => join(folder, f))
    .map((path) => ({ path, time: modified(path) }))
    .sort((a, b) => b.time - a.time || b.path.localeCompare(a.path))
    .map((f) => f.path);
}

/** The save written to last, for `derelict play --resume` without a file. */
export function latestSave(folder: string = savesFolder()): string | undefined {
  return saveFiles(folder)[0];
}

/** The rotated copy `k` turns back (1 is the newest). */
export const rotatedPath = (path: string, k: number): string => `${path}.${k}`;

function modified(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}
