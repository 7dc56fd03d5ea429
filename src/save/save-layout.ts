// A save file's layout: its header checked, its version, and its lines cut into the setup and the blocks.
import { statSync } from "node:fs";
import { readUserFile } from "../content/text-source.js";
import { FORMAT_NAME, FORMAT_VERSION, type Header } from "./format.js";
import { headerOf } from "./header-shape.js";
import { isObject } from "./json-shape.js";
import { problem, type SaveProblem } from "./save-problem.js";

/** No game comes near this: a bigger file is not one of ours. */
const MAX_SAVE_BYTES = 64 * 1024 * 1024;

/** A save's lines, checked for shape but not opened. */
export interface Layout {
  readonly file: string;
  readonly header: Header;
  readonly setupLine: string;
  /** One line per side-turn that has ended. */
  readonly blocks: readonly string[];
  /** The two copies of the side-turn in play. */
  readonly live: readonly [string, string];
}

/** The header and the lines of a save, or what is wrong with it. */
export function readLayout(file: string): Layout | SaveProblem {
  const raw = readBytes(file);
  if (!Buffer.isBuffer(raw)) return raw;
  if (raw.length === 0) return problem("damaged", file, "is empty: the save was cut off before anything was written");
  const first = raw.indexOf(0x0a);
  const head = parseJson(raw.subarray(0, first < 0 ? raw.length : first).toString("utf8"));
  if (!isObject(head)) return notAHeader(file, raw);
  if (head.format !== FORMAT_NAME)
    return problem("foreign", file, "is not a derelict save (its first line is JSON of some other kind)");
  const version = head.version;
  if (!Number.isInteger(version)) return problem("damaged", file, "has a damaged header: no format version");
  if (version !== FORMAT_VERSION) return versionProblem(file, version as number);
  if (first < 0) return problem("damaged", file, "is cut off after its header: it holds no game");
  const header = headerOf(head);
  if (typeof header === "string") return problem("damaged", file, `has a damaged header: ${header}`);
  const second = raw.indexOf(0x0a, first + 1);
  if (second < 0) return problem("damaged", file, "is cut off: it holds no game setup");
  const rest = raw.subarray(second + 1);
  const size = header.blockBytes;
  if (rest.length % size !== 0 || rest.length < 2 * size)
    return problem(
      "damaged",
      file,
      `is cut short or has bytes added: after its setup come ${rest.length} bytes, not whole blocks of ${size}`,
    );
  const lines: string[] = [];
  for (let at = 0; at < rest.length; at += size) {
    if (rest[at + size - 1] !== 0x0a) return problem("damaged", file, `line ${lines.length + 3} is not a whole block`);
    lines.push(rest.subarray(at, at + size - 1).toString("utf8"));
  }
  const live = lines.splice(-2) as [string, string];
  return { file, header, setupLine: raw.subarray(first + 1, second).toString("utf8"), blocks: lines, live };
}

/** A file whose first line is not JSON: an old whole-document save, or not a save at all. */
function notAHeader(file: string, raw: Buffer): SaveProblem {
  const doc = parseJson(raw.toString("utf8"));
  if (isObject(doc) && doc.format === FORMAT_NAME && Number.isInteger(doc.version))
    return versionProblem(file, doc.version as number);
  if (raw.subarray(0, 40).toString("latin1").includes(`"format":"${FORMAT_NAME}"`))
    return problem("damaged", file, "has a damaged header (its first line is not whole JSON)");
  return problem("foreign", file, "is not a derelict save (it does not start with a save header)");
}

/**
 * Formats 0 and 1 were written by a derelict whose dice came from a weaker generator: replayed with
 * today's dice their actions make another game, or none. They are refused, not converted (docs/FORMATS.md).
 */
function versionProblem(file: string, version: number): SaveProblem {
  if (version > FORMAT_VERSION)
    return problem(
      "version",
      file,
      `was written by a newer derelict (save format ${version}; this one reads format ${FORMAT_VERSION}): update derelict to load it`,
    );
  if (version === 0 || version === 1)
    return problem(
      "version",
      file,
      `is a save of an older derelict (format ${version}), whose dice this one no longer rolls: its game cannot be rebuilt, so finish it with the derelict that wrote it`,
    );
  return problem(
    "version",
    file,
    `is in save format ${version}, which this derelict cannot read (it reads format ${FORMAT_VERSION})`,
  );
}

function readBytes(file: string): Buffer | SaveProblem {
  try {
    const stat = statSync(file);
    if (stat.isDirectory()) return problem("unreadable", file, "is a folder, not a save file");
    if (stat.size > MAX_SAVE_BYTES) return problem("foreign", file, `is too large to be a save (${stat.size} bytes)`);
    // Read through the one guarded reader: a pipe or a device named as a save is refused, never waited on.
    const read = readUserFile(file, MAX_SAVE_BYTES, "a save file");
    return read.ok ? read.value : problem("unreadable", file, read.problems[0]!.message);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return problem(
      "unreadable",
      file,
      code === "ENOENT" ? "no such save file" : `cannot be read (${code ?? "unknown error"})`,
    );
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
