// Older autosaves: at every turn's end the journal so far is copied aside, keeping the last few.
import { existsSync, renameSync, unlinkSync } from "node:fs";
import { writeFileAtomic } from "./atomic-write.js";
import { rotatedPath } from "./save-folder.js";

export const DEFAULT_KEEP = 5;

/** PATH.1 becomes PATH.2 and so on, the oldest is dropped, and `bytes` becomes PATH.1. */
export function rotate(path: string, bytes: Uint8Array, keep = DEFAULT_KEEP, fsync = true): void {
  if (keep < 1) return;
  if (existsSync(rotatedPath(path, keep))) unlinkSync(rotatedPath(path, keep));
  for (let k = keep - 1; k >= 1; k--) {
    if (existsSync(rotatedPath(path, k))) renameSync(rotatedPath(path, k), rotatedPath(path, k + 1));
  }
  writeFileAtomic(rotatedPath(path, 1), bytes, { fsync });
}

/** The rotated copies that exist, newest first. */
export function rotatedCopies(path: string, keep = DEFAULT_KEEP): string[] {
  const found: string[] = [];
  for (let k = 1; k <= keep; k++) if (existsSync(rotatedPath(path, k))) found.push(rotatedPath(path, k));
  return found;
}
