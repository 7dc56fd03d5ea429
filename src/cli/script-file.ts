// Reading a script for `derelict run --script`: a file, a pipe or standard input, never without end.
import { closeSync, openSync, readSync, statSync } from "node:fs";
import { unreadable } from "../content/text-source.js";
import { UserMistake, EXIT_INVALID } from "./failure.js";

/** Far more than any game's commands (a 200-turn game is some hundred kilobytes), far less than memory. */
export const MAX_SCRIPT_BYTES = 16 * 1024 * 1024;

/** The script's text; a path that cannot be read, or a script without end (`/dev/zero`), is one line and exit 1. */
export function readScript(path: string): string {
  const fail = (why: string) => new UserMistake(`${path === "-" ? "<stdin>" : path}:1: ${why}`, EXIT_INVALID, true);
  let fd = 0;
  try {
    if (path !== "-") {
      if (statSync(path).isDirectory()) throw fail("is a folder, expected a script file");
      fd = openSync(path, "r");
    }
    // Read by chunks up to the limit: a pipe or a device may never end, and a script is no more than text.
    const chunks: Buffer[] = [];
    let total = 0;
    const buffer = Buffer.alloc(64 * 1024);
    for (;;) {
      const n = readSync(fd, buffer);
      if (n === 0) break;
      total += n;
      if (total > MAX_SCRIPT_BYTES) throw fail(`a script is at most ${MAX_SCRIPT_BYTES} bytes; no more of it was read`);
      chunks.push(Buffer.from(buffer.subarray(0, n)));
    }
    return Buffer.concat(chunks).toString("utf8");
  } catch (e) {
    if (e instanceof UserMistake) throw e;
    throw fail(unreadable(e as NodeJS.ErrnoException));
  } finally {
    if (fd !== 0) closeSync(fd);
  }
}
