// The autosave of a game in play: every action the session takes is appended to its journal and flushed before the next.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import type { Action } from "../engine/actions/action.js";
import type { Side } from "../engine/state.js";
import type { Session } from "../play/session.js";
import { writeFileAtomic } from "./atomic-write.js";
import {
  FORMAT_NAME,
  FORMAT_VERSION,
  type Header,
  type KdfParams,
  type Protection,
  type SetupRef,
  type Status,
} from "./format.js";
import { JournalFile } from "./journal-file.js";
import { chainStart, encodeRecord, type Codec } from "./records.js";
import { DEFAULT_KEEP, rotate } from "./rotation.js";
import { newSavePath, savesFolder } from "./save-folder.js";
import { DEFAULT_KDF, newDataKey, protect, unlock } from "./sealing.js";
import { snapshotSetup } from "./setup-snapshot.js";
import { problem, type SaveProblem } from "./save-problem.js";
import { takeLock } from "./save-lock.js";

export interface SaveOptions {
  /** The save file; default a new file in the saves folder named after the scenario and the time. */
  readonly path?: string;
  /** The folder for a new file when no path is given (default: savesFolder()). */
  readonly folder?: string;
  /** Either side's passphrase, or both: then everything secret is encrypted and either one opens the save. */
  readonly passphrases?: Partial<Record<Side, string>>;
  /** Rotated copies kept, one written at every turn's end (default 5). */
  readonly keep?: number;
  /** Flush every write to disk (default true; tests may turn it off for speed). */
  readonly fsync?: boolean;
  /** scrypt settings for new protected saves (default N=2^15, r=8, p=1). */
  readonly kdf?: KdfParams;
  /** Told when a write fails (disk full, folder gone): the game goes on, and the next action tries again. */
  readonly onProblem?: (message: string) => void;
}

/** Where a save stands for the one who called it. */
export interface SaveState {
  readonly path: string;
  /** Actions on disk; equal to the session's once every write succeeded. */
  readonly saved: number;
  /** The last write's failure, cleared by the next success. */
  readonly problem?: string;
}

export class Saver {
  readonly ok = true;
  readonly #session: Session;
  readonly #journal: JournalFile;
  readonly #codec: Codec;
  readonly #options: SaveOptions;
  readonly #unsubscribe: () => void;
  readonly #release: () => void;
  readonly #protection: Protection | null;
  #sum: string;
  #saved: number;
  #problem: string | undefined;
  /** The last action on disk, to notice a session whose actions were taken back. */
  #lastSaved: Action | undefined;

  /** Use startSave or resumeGame; this takes a journal already holding the session's first `saved` actions, and its lock. */
  constructor(
    session: Session,
    journal: JournalFile,
    codec: Codec,
    sum: string,
    saved: number,
    options: SaveOptions,
    release: () => void,
    protection: Protection | null,
  ) {
    this.#release = release;
    this.#protection = protection;
    this.#session = session;
    this.#journal = journal;
    this.#codec = codec;
    this.#sum = sum;
    this.#saved = saved;
    this.#lastSaved = session.actions[saved - 1];
    this.#options = options;
    this.#unsubscribe = session.onAction(() => this.sync());
    this.sync();
  }

  get path(): string {
    return this.#journal.path;
  }

  /** Encrypted under the sides' passphrases. */
  get protected(): boolean {
    return this.#protection !== null;
  }

  /** Whether this is the side's passphrase for this save, e.g. to ask for it at handovers (derives a key: about 0.1 s). */
  opens(side: Side, passphrase: string): boolean {
    return this.#protection !== null && unlock(this.#protection, this.#codec.fileId, passphrase, side) !== undefined;
  }

  get state(): SaveState {
    return { path: this.path, saved: this.#saved, ...(this.#problem ? { problem: this.#problem } : {}) };
  }

  /** Writes any of the session's actions not yet on disk. Called by the session after each action; safe to call any time. */
  sync(): SaveState {
    const actions = this.#session.actions;
    if (this.#lastSaved !== undefined && actions[this.#saved - 1] !== this.#lastSaved) {
      // Actions taken back (an undo): the journal holds them still, and appending would make a different game.
      this.#problem = `the game's actions no longer follow the save ${this.path}; it is not written to any more`;
      this.#options.onProblem?.(this.#problem);
      return this.state;
    }
    if (this.#saved >= actions.length) return this.state;
    let text = "";
    let sum = this.#sum;
    let turnEnded = false;
    for (let i = this.#saved; i < actions.length; i++) {
      const last = i === actions.length - 1;
      const line = encodeRecord(this.#codec, sum, i + 1, { action: actions[i]! }, last ? statusOf(this.#session) : {});
      text += line.line;
      sum = line.sum;
      turnEnded ||= actions[i]!.type === "end";
    }
    try {
      this.#journal.append(text);
    } catch (e) {
      this.#problem = `the game could not be saved to ${this.path} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}); it will try again after the next action`;
      this.#options.onProblem?.(this.#problem);
      return this.state;
    }
    this.#sum = sum;
    this.#saved = actions.length;
    this.#lastSaved = actions[actions.length - 1];
    this.#problem = undefined;
    if (turnEnded || this.#session.over) this.#rotate();
    return this.state;
  }

  /** Stops listening to the session and closes the file; the save stays complete on disk. */
  close(): void {
    this.sync();
    this.#unsubscribe();
    this.#journal.close();
    this.#release();
  }

  #rotate(): void {
    try {
      const bytes = readFileSync(this.path).subarray(0, this.#journal.size);
      rotate(this.path, bytes, this.#options.keep ?? DEFAULT_KEEP, this.#options.fsync ?? true);
    } catch (e) {
      // The journal itself is safe; a missing older copy is worth a word, not a stop.
      this.#options.onProblem?.(
        `an older copy of the save could not be kept (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
      );
    }
  }
}

/** The status written in clear on a line: turn, side to move, over. */
export function statusOf(session: Session): Status {
  return { turn: session.turn, turnOf: session.toMove, ...(session.over ? { over: true } : {}) };
}

/**
 * Starts saving a game: writes the header, the setup and the actions so far as a new file (atomically,
 * never replacing one), then appends every further action of the session. Later write failures go to
 * `onProblem` and the next action tries again.
 */
export function startSave(session: Session, scenarioFile: string, options: SaveOptions = {}): Saver | SaveProblem {
  const named = (session.setup as { readonly name?: unknown }).name;
  const scenario = typeof named === "string" ? named : basename(scenarioFile).replace(/\.ya?ml$/i, "");
  let path = options.path ? resolve(options.path) : undefined;
  try {
    const setup = snapshotSetup(session.setup, scenarioFile);
    path ??= newSavePath(scenario, options.folder ?? savesFolder());
    const { header, codec } = newHeader(scenario, options);
    return writeNew(session, path, header, codec, setup, options);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === "EEXIST"
        ? "exists already (a save is never written over)"
        : code === "ELOCKED"
          ? (e as Error).message
          : `cannot be written (${code ?? (e as Error).message})`;
    return problem("unreadable", path ?? scenarioFile, why);
  }
}

/** A new file's header and codec: a fresh id, and a fresh data key when passphrases are given. */
export function newHeader(
  scenario: string,
  options: Pick<SaveOptions, "passphrases" | "kdf">,
): { header: Header; codec: Codec } {
  const id = randomBytes(16).toString("hex");
  const passphrases = options.passphrases ?? {};
  const key = passphrases.blue || passphrases.yellow ? newDataKey() : null;
  const header: Header = {
    format: FORMAT_NAME,
    version: FORMAT_VERSION,
    id,
    created: new Date().toISOString(),
    scenario,
    protection: key ? protect(key, id, passphrases, options.kdf ?? DEFAULT_KDF) : null,
  };
  return { header, codec: { fileId: id, key } };
}

/** Writes a whole new journal (header, setup, the session's actions) and goes on appending to it; throws if it cannot. */
export function writeNew(
  session: Session,
  path: string,
  header: Header,
  codec: Codec,
  setup: SetupRef,
  options: SaveOptions,
): Saver {
  const actions = session.actions;
  let sum = chainStart(codec);
  const first = encodeRecord(codec, sum, 0, { setup }, actions.length === 0 ? statusOf(session) : {});
  let text = `${JSON.stringify(header)}\n${first.line}`;
  sum = first.sum;
  actions.forEach((action, i) => {
    const line = encodeRecord(codec, sum, i + 1, { action }, i === actions.length - 1 ? statusOf(session) : {});
    text += line.line;
    sum = line.sum;
  });
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  return openJournal(session, path, text, codec, sum, options, header.protection);
}

/** Publishes `text` as a new file at `path` (never over an existing one), locks it and appends from there. */
export function openJournal(
  session: Session,
  path: string,
  text: string | Uint8Array,
  codec: Codec,
  sum: string,
  options: SaveOptions,
  protection: Protection | null,
): Saver {
  const release = takeLock(path);
  if (typeof release === "string") throw Object.assign(new Error(release), { code: "ELOCKED" });
  try {
    writeFileAtomic(path, text, { replace: false, fsync: options.fsync ?? true });
    const journal = new JournalFile(
      path,
      typeof text === "string" ? Buffer.byteLength(text) : text.length,
      options.fsync ?? true,
    );
    return new Saver(session, journal, codec, sum, session.actions.length, options, release, protection);
  } catch (e) {
    release();
    throw e;
  }
}
