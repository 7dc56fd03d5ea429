// Reading a user's file as text: size, binary and encoding checks before any parsing.
import { readFileSync, statSync, type Stats } from "node:fs";
import { failed, loaded, type Loaded, type Problem } from "./problem.js";

/** Larger files are refused before parsing: no map, ship or scenario comes near this. */
export const MAX_FILE_BYTES = 1_000_000;

export function readTextFile(file: string): Loaded<string> {
  const at = (message: string, line = 1, col = 1): Loaded<string> => failed([{ file, line, col, message }]);
  let size: number;
  try {
    const stat = statSync(file);
    if (stat.isDirectory()) return at("is a folder, expected a YAML file");
    // Reading a named pipe or a device waits for a writer or never ends: refuse anything but a file.
    if (!stat.isFile()) return at(`is ${specialFile(stat)}, not a regular file: expected a YAML file`);
    size = stat.size;
  } catch (e) {
    return at(unreadable(e as NodeJS.ErrnoException));
  }
  if (size > MAX_FILE_BYTES) return at(`file is too large (${size} bytes; at most ${MAX_FILE_BYTES})`);
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    return at(unreadable(e as NodeJS.ErrnoException));
  }
  return decodeText(file, bytes);
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
export function decodeText(file: string, bytes: Uint8Array): Loaded<string> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const bad = firstInvalidUtf8(bytes);
    const { line, col } = positionOfByte(bytes, bad);
    return failed([{ file, line, col, message: "not UTF-8 text (binary data?), expected a YAML file" }]);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // Line ends as Windows (CR LF) and old Macs (CR alone) write them: YAML reads LF only as a line break.
  if (text.includes("\r")) text = text.replace(/\r\n?/g, "\n");
  const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.exec(text);
  if (control) {
    const p = positionOfIndex(text, control.index);
    const code = control[0].charCodeAt(0).toString(16).padStart(2, "0");
    return failed([{ file, ...p, message: `control character 0x${code} (binary data?), expected a YAML file` }]);
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
