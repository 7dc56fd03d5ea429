// Reading a save file: header, setup and journal, checked line by line; a line cut off mid-write is dropped with a notice.
import { readFileSync, statSync } from "node:fs";
import type { Action } from "../engine/actions/action.js";
import { SIDES, type Side } from "../engine/state.js";
import { FORMAT_NAME, FORMAT_VERSION, type Header, type Protection, type SetupRef, type Status } from "./format.js";
import { MIGRATIONS } from "./migrate.js";
import { chainStart, decodeRecord, isObject, type Codec } from "./records.js";
import { problem, type SaveProblem } from "./save-problem.js";
import { unlock } from "./sealing.js";

/** No game comes near this: a bigger file is not one of ours. */
const MAX_SAVE_BYTES = 64 * 1024 * 1024;

export interface SaveContents {
  readonly ok: true;
  readonly file: string;
  /** The format version the file was written in; older ones were migrated as they were read. */
  readonly version: number;
  readonly scenario: string;
  readonly setup: SetupRef;
  readonly actions: readonly Action[];
  /** The last status written in clear: turn, side to move, over. */
  readonly status: Status;
  readonly notices: readonly string[];
  /** Which side's passphrase opened it (null: not protected). */
  readonly unlockedBy: Side | null;
  /** How to go on writing this very file, when that is safe: a current-version journal. */
  readonly journal?: {
    readonly header: Header;
    readonly codec: Codec;
    readonly sum: string;
    readonly goodBytes: number;
  };
}

export interface ReadOptions {
  readonly passphrase?: string;
  /** Try only this side's passphrase slot (quicker, and says whose passphrase opened it). */
  readonly side?: Side;
}

export function readSave(file: string, options: ReadOptions = {}): SaveContents | SaveProblem {
  const raw = readBytes(file);
  if (!Buffer.isBuffer(raw)) return raw;
  if (raw.length === 0) return problem("damaged", file, "is empty: the save was cut off before anything was written");
  const newline = raw.indexOf(0x0a);
  const head = parseJson(raw.subarray(0, newline < 0 ? raw.length : newline).toString("utf8"));
  if (!isObject(head)) return wholeDocument(file, raw);
  if (head.format !== FORMAT_NAME)
    return problem("foreign", file, "is not a derelict save (its first line is JSON of some other kind)");
  const version = head.version;
  if (!Number.isInteger(version)) return problem("damaged", file, "has a damaged header: no format version");
  if ((version as number) !== FORMAT_VERSION) return versionProblemOrMigrate(file, version as number, head);
  if (newline < 0) return problem("damaged", file, "is cut off after its header: it holds no game");
  const header = headerOf(head);
  if (typeof header === "string") return problem("damaged", file, `has a damaged header: ${header}`);
  return readJournal(file, raw, newline + 1, header, options);
}

function readJournal(
  file: string,
  raw: Buffer,
  start: number,
  header: Header,
  options: ReadOptions,
): SaveContents | SaveProblem {
  const opened = openKey(file, header, options);
  if ("ok" in opened) return opened;
  const codec: Codec = { fileId: header.id, key: opened.key };
  const notices: string[] = [];
  let sum = chainStart(codec);
  let setup: SetupRef | undefined;
  const actions: Action[] = [];
  let status: Status = {};
  let at = start;
  let lineNo = 2;
  while (at < raw.length) {
    const end = raw.indexOf(0x0a, at);
    if (end < 0) {
      // Killed mid-write: the journal ends with part of a line. Everything before it is whole.
      notices.push(
        `${file}: the last line (line ${lineNo}) was cut off mid-write and is dropped: the game resumes from the action before it`,
      );
      break;
    }
    const text = raw.subarray(at, end).toString("utf8");
    const record = decodeRecord(codec, sum, lineNo - 2, text);
    if (typeof record === "string") return problem("damaged", file, `line ${lineNo} ${record}`);
    sum = record.sum;
    if ("setup" in record.body) setup = record.body.setup;
    else actions.push(record.body.action);
    if (record.status.turn !== undefined) status = record.status;
    at = end + 1;
    lineNo++;
  }
  if (!setup) return problem("damaged", file, "is cut off: it holds no game setup");
  return {
    ok: true,
    file,
    version: FORMAT_VERSION,
    scenario: header.scenario,
    setup,
    actions,
    status,
    notices,
    unlockedBy: opened.side,
    journal: { header, codec, sum, goodBytes: at },
  };
}

function openKey(
  file: string,
  header: Header,
  options: ReadOptions,
): { key: Buffer | null; side: Side | null } | SaveProblem {
  const protection = header.protection;
  if (!protection) return { key: null, side: null };
  const whose = protection.keys.map((k) => `${k.side}'s`).join(" or ");
  if (!options.passphrase) return problem("locked", file, `is protected: it opens with ${whose} passphrase`);
  const opened = unlock(protection, header.id, options.passphrase, options.side);
  if (!opened)
    return problem(
      "wrong-passphrase",
      file,
      `wrong passphrase: this save opens with ${options.side ? `${options.side}'s` : whose} passphrase`,
    );
  return opened;
}

/** A file whose first line is not JSON: an old whole-document save, or not a save at all. */
function wholeDocument(file: string, raw: Buffer): SaveContents | SaveProblem {
  const doc = parseJson(raw.toString("utf8"));
  if (isObject(doc) && doc.format === FORMAT_NAME && Number.isInteger(doc.version))
    return versionProblemOrMigrate(file, doc.version as number, doc);
  if (raw.subarray(0, 40).toString("latin1").includes(`"format":"${FORMAT_NAME}"`))
    return problem("damaged", file, "has a damaged header (its first line is not whole JSON)");
  return problem("foreign", file, "is not a derelict save (it does not start with a save header)");
}

function versionProblemOrMigrate(
  file: string,
  version: number,
  doc: Record<string, unknown>,
): SaveContents | SaveProblem {
  if (version > FORMAT_VERSION)
    return problem(
      "version",
      file,
      `was written by a newer derelict (save format ${version}; this one reads formats up to ${FORMAT_VERSION}): update derelict to load it`,
    );
  const migrate = MIGRATIONS[version];
  if (!migrate)
    return problem(
      "version",
      file,
      `is in save format ${version}, which this derelict cannot read (it reads formats ${Object.keys(MIGRATIONS).join(", ")} and ${FORMAT_VERSION})`,
    );
  const m = migrate(file, doc);
  if (typeof m === "string") return problem("version", file, m);
  const notice = `${file}: an old save (format ${version}); it is left as it is, and a game resumed from it goes on in a new save file`;
  return {
    ok: true,
    file,
    version,
    scenario: m.scenario,
    setup: m.setup,
    actions: m.actions,
    status: {},
    notices: [notice],
    unlockedBy: null,
  };
}

function headerOf(h: Record<string, unknown>): Header | string {
  if (typeof h.id !== "string" || h.id.length < 8) return "no file id";
  if (typeof h.scenario !== "string") return "no scenario name";
  const protection = h.protection === null || h.protection === undefined ? null : protectionOf(h.protection);
  if (typeof protection === "string") return protection;
  return {
    format: FORMAT_NAME,
    version: FORMAT_VERSION,
    id: h.id,
    created: typeof h.created === "string" ? h.created : "",
    scenario: h.scenario,
    protection,
  };
}

function protectionOf(p: unknown): Protection | string {
  if (!isObject(p) || p.kdf !== "scrypt" || p.cipher !== "aes-256-gcm") return "an unknown kind of protection";
  const params = p.params;
  if (!isObject(params) || ![params.N, params.r, params.p].every((x) => Number.isInteger(x) && (x as number) > 0))
    return "bad key-derivation settings";
  if ((params.N as number) > 2 ** 20 || (params.r as number) > 32 || (params.p as number) > 16)
    return "key-derivation settings too costly to try";
  const keys = p.keys;
  if (!Array.isArray(keys) || keys.length === 0) return "protected, but with no keys";
  for (const k of keys) {
    if (
      !isObject(k) ||
      !(SIDES as readonly unknown[]).includes(k.side) ||
      ![k.salt, k.nonce, k.key].every((x) => typeof x === "string")
    )
      return "a damaged key";
  }
  return p as unknown as Protection;
}

function readBytes(file: string): Buffer | SaveProblem {
  try {
    const stat = statSync(file);
    if (stat.isDirectory()) return problem("unreadable", file, "is a folder, not a save file");
    if (stat.size > MAX_SAVE_BYTES) return problem("foreign", file, `is too large to be a save (${stat.size} bytes)`);
    return readFileSync(file);
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
