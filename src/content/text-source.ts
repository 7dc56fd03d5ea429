// Reading a user's file as text: size, binary and encoding checks before any parsing.
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from "node:fs";
import { failed, loaded, type Loaded, type Problem } from "./problem.js";

/** Larger files are refused before parsing: no map, ship or scenario comes near this. */
export const MAX_FILE_BYTES = 1_000_000;

export function readTextFile(file: string, expected = "a YAML file"): Loaded<string> {
  const bytes = readUserFile(file, MAX_FILE_BYTES, expected);
  return bytes.ok ? decodeText(file, bytes.value, expected) : bytes;
}

/**
 * The bytes of a user's file, at most MAX: the one guarded read of a file a user or a content folder
 * names. Opened without blocking (a named pipe with no writer would wait for ever), then judged by
 * what was opened, not by its name (a file swapped for a pipe or a link to /dev/zero after a look is
 * still caught): a regular file only, no larger than MAX, read to its size and no further.
 */
export function readUserFile(file: string, max = MAX_FILE_BYTES, expected = "a YAML file"): Loaded<Buffer> {
  const at = (message: string): Loaded<Buffer> => failed([{ file, line: 1, col: 1, message }]);
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    return at(err.code === "EISDIR" ? `is a folder, expected ${expected}` : unreadable(err));
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) return at(`is a folder, expected ${expected}`);
    // Reading a named pipe or a device waits for a writer or never ends: refuse anything but a file.
    if (!stat.isFile()) return at(`is ${specialFile(stat)}, not a regular file: expected ${expected}`);
    if (stat.size > max) return at(`file is too large (${stat.size} bytes; at most ${max})`);
    // Read to the size seen and one byte more: a file that grows meanwhile is refused, not read on.
    const bytes = Buffer.alloc(stat.size + 1);
    let got = 0;
    for (let n = 1; n > 0 && got < bytes.length; got += n) n = readSync(fd, bytes, got, bytes.length - got, null);
    if (got > max) return at(`file is too large (more than ${max} bytes)`);
    return loaded(bytes.subarray(0, got));
  } catch (e) {
    return at(unreadable(e as NodeJS.ErrnoException));
  } finally {
    closeSync(fd);
  }
}

function specialFile(stat: Stats): string {
  if (stat.isFIFO()) return "a named pipe (FIFO)";
  if (stat.isSocket()) return "a socket";
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return "a device";
  return "a special file";
}

/** Why a path cannot be read, in words: the error codes a user's path can cause. */
export function unreadable(e: NodeJS.ErrnoException): string {
  switch (e.code) {
    case "ENOENT":
      return "no such file";
    case "ELOOP":
      return "a loop of symbolic links (a link that leads back to itself): no file at the end of it";
    case "ENOTDIR":
      return "no such file (a part of the path is a file, not a folder)";
    case "EACCES":
    case "EPERM":
      return "cannot read the file: permission denied";
    case "ENAMETOOLONG":
      return "the path is too long";
    default:
      return `cannot read the file (${e.code ?? "unknown error"})`;
  }
}

/** UTF-8 text without NUL or control bytes, or a problem naming the first bad byte. */
export function decodeText(file: string, bytes: Uint8Array, expected = "a YAML file"): Loaded<string> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const bad = firstInvalidUtf8(bytes);
    const { line, col } = positionOfByte(bytes, bad);
    return failed([{ file, line, col, message: `not UTF-8 text (binary data?), expected ${expected}` }]);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // Line ends as Windows (CR LF) and old Macs (CR alone) write them: YAML reads LF only as a line break.
  if (text.includes("\r")) text = text.replace(/\r\n?/g, "\n");
  const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.exec(text);
  if (control) {
    const p = positionOfIndex(text, control.index);
    const code = control[0].charCodeAt(0).toString(16).padStart(2, "0");
    return failed([{ file, ...p, message: `control character 0x${code} (binary data?), expected ${expected}` }]);
  }
  return loaded(text);
}

export function positionOfIndex(text: string, index: number): Pick<Problem, "line" | "col"> {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, col: index - start + 1 };
}

function positionOfByte(bytes: Uint8Array, index: number): Pick<Problem, "line" | "col"> {
  let line = 1;
  let col = 1;
  for (let i = 0; i < index; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      col = 1;
    } else if ((bytes[i]! & 0xc0) !== 0x80) col++;
  }
  return { line, col };
}

function firstInvalidUtf8(bytes: Uint8Array): number {
  const decodes = (end: number, stream: boolean): boolean => {
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, end), { stream });
      return true;
    } catch {
      return false;
    }
  };
  // The longest prefix that decodes when a cut multi-byte tail is allowed...
  let lo = 0;
  let hi = bytes.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (decodes(mid, true)) lo = mid;
    else hi = mid - 1;
  }
  // ...ends inside the bad character when that tail is cut: point at its first byte.
  if (!decodes(lo, false)) while (lo > 0 && (bytes[--lo]! & 0xc0) === 0x80);
  return lo;
}
