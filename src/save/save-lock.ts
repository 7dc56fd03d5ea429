// One program at a time writes a save: a lock file holding the writer's process id; a dead writer's lock is taken over.
import { openSync, closeSync, readFileSync, unlinkSync, writeSync } from "node:fs";

export const lockPath = (path: string): string => `${path}.lock`;

/** Takes the lock, or says which live process holds it. */
export function takeLock(path: string): (() => void) | string {
  const lock = lockPath(path);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lock, "utf8") === String(process.pid)) unlinkSync(lock);
        } catch {
          // Already gone.
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST")
        return `cannot lock it (${(e as NodeJS.ErrnoException).code ?? "unknown error"})`;
      const holder = Number(readOr(lock));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder))
        return `is in use by another derelict (process ${holder})`;
      // Left by a killed game (or our own earlier run of this process): take it over.
      try {
        unlinkSync(lock);
      } catch {
        // Someone else took it over first; the next attempt says who.
      }
    }
  }
  return "cannot lock it";
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOr(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}
