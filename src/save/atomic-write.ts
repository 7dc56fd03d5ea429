// Whole-file writes that are all or nothing: a temporary file, flushed to disk, then moved into place.
import { closeSync, fsyncSync, linkSync, openSync, renameSync, unlinkSync, writeSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { basename, dirname, join } from "node:path";

/** Writes `data` to `path` atomically; with `replace: false` an existing file is never replaced (EEXIST). */
export function writeFileAtomic(path: string, data: string | Uint8Array, { replace = true, fsync = true } = {}): void {
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString("hex")}.tmp`);
  const fd = openSync(temp, "wx", 0o600);
  try {
    writeSync(fd, typeof data === "string" ? Buffer.from(data) : data);
    if (fsync) fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    if (replace) renameSync(temp, path);
    else publishNew(temp, path);
  } finally {
    try {
      unlinkSync(temp);
    } catch {
      // Renamed away: nothing left to remove.
    }
  }
  if (fsync) syncFolder(dirname(path));
}

/** A hard link fails when the name is taken, so a new save never replaces a file; rename where links are not allowed. */
function publishNew(temp: string, path: string): void {
  try {
    linkSync(temp, path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "EEXIST") throw e;
    if (existsNow(path)) throw Object.assign(new Error(`${path} exists`), { code: "EEXIST" });
    renameSync(temp, path);
  }
}

function existsNow(path: string): boolean {
  try {
    closeSync(openSync(path, "r"));
    return true;
  } catch {
    return false;
  }
}

/** The rename itself is durable only once the folder is flushed; not every system allows it. */
export function syncFolder(dir: string): void {
  try {
    const fd = openSync(dir, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Windows and some file systems refuse to open or flush a folder.
  }
}
