// Where the host keeps its things: $XDG_DATA_HOME/derelict/host (or --data DIR), owner-only: the
// host key, the host's settings (the lobby code), and each game's record and save under games/.
import { chmodSync, mkdirSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";

/** The host's data folder: the one given, else the XDG data folder's derelict/host. */
export function hostFolder(given: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (given !== undefined) return resolve(given);
  const xdg = env.XDG_DATA_HOME;
  // The XDG spec says to ignore a relative value.
  const data = xdg && isAbsolute(xdg) ? xdg : join(env.HOME || homedir(), ".local", "share");
  return join(data, "derelict", "host");
}

/**
 * Makes FOLDER (and its parents) if missing, readable by its owner only (0700). A folder that was
 * there already is made owner-only too when it is this user's; returns a warning when others can
 * still get in (a folder of someone else's, a file system without modes).
 */
export function privateFolder(folder: string): string | undefined {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const stat = statSync(folder);
  if ((stat.mode & 0o077) !== 0 && typeof process.getuid === "function" && stat.uid === process.getuid()) {
    chmodSync(folder, 0o700);
  }
  const now = statSync(folder).mode & 0o777;
  return (now & 0o077) !== 0
    ? `${folder}: others may read this folder (mode ${now.toString(8)}); the host key and the games in it are not private`
    : undefined;
}

export const gamesFolder = (folder: string): string => join(folder, "games");
