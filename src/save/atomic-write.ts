// Whole-file writes that are all or nothing: a temporary file, flushed to disk, then moved into place;
// at once, or without holding the event loop (the host's thread serves every player).
import { closeSync, fsyncSync, linkSync, openSync, renameSync, unlinkSync, writeSync } from "node:fs";
import { open, rename, unlink } from "node:fs/promises";
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

/**
 * `writeFileAtomic` without holding the thread: the temporary file written and flushed, moved into
 * place and its folder flushed, each step waited for. Resolves once `path` is safely on the disk.
 */
export async function writeFileAtomicAsync(path: string, data: string | Uint8Array): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString("hex")}.tmp`);
  const handle = await open(temp, "wx", 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, path);
  } catch (e) {
    await unlink(temp).catch(() => undefined);
    throw e;
  }
  try {
    const folder = await open(dirname(path), "r");
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  } catch {
    // Windows and some file systems refuse to open or flush a folder.
  }
}
