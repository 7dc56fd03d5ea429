// One program at a time writes a save: a lock file holding the writer's process id and start time; a lock
// whose writer no longer runs (dead, or its id since given to another process) is taken over.
import { openSync, closeSync, readFileSync, unlinkSync, writeSync } from "node:fs";

export const lockPath = (path: string): string => `${path}.lock`;

/** Takes the lock, or says which live process holds it. */
export function takeLock(path: string): (() => void) | string {
  const lock = lockPath(path);
  const mine = lockText(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, "wx", 0o600);
      writeSync(fd, mine);
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lock, "utf8") === mine) unlinkSync(lock);
        } catch {
          // Already gone.
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST")
        return `cannot lock it (${(e as NodeJS.ErrnoException).code ?? "unknown error"})`;
      const holder = lockHolder(path);
      if (holder !== undefined) return `is in use by another derelict (process ${holder})`;
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

/**
 * The process that holds the save's lock, if it still runs: the lock's process id is alive and, where
 * the lock tells when that process started (Linux), the process with that id now started then. A
 * lock of an older version (the id alone) is trusted on the id.
 */
export function lockHolder(path: string): number | undefined {
  const [id, started] = readOr(lockPath(path)).trim().split(" ");
  const holder = Number(id);
  if (!Number.isInteger(holder) || holder <= 0 || holder === process.pid || !alive(holder)) return undefined;
  const now = started ? startTime(holder) : undefined;
  return now !== undefined && now !== started ? undefined : holder;
}

/** What a lock says: "PID START", START the process's start time where the system tells it, else "PID". */
export function lockText(pid: number): string {
  const started = startTime(pid);
  return started === undefined ? String(pid) : `${pid} ${started}`;
}

/** When the process started, in clock ticks since boot (field 22 of /proc/PID/stat); undefined off Linux. */
function startTime(pid: number): string | undefined {
  const stat = readOr(`/proc/${pid}/stat`);
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its ')'.
  const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = rest[19];
  return stat !== "" && ticks !== undefined && /^\d+$/.test(ticks) ? ticks : undefined;
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
