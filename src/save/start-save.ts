// A new save: its header (a fresh file id, fresh keys under the passphrases given) and its file, never over another.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import type { Session } from "../play/session.js";
import { blockBytes } from "./blocks.js";
import { DEFAULT_CAPACITY, FORMAT_NAME, FORMAT_VERSION, type Header } from "./format.js";
import { newSavePath, savesFolder } from "./save-folder.js";
import { problem, type SaveProblem } from "./save-problem.js";
import { Saver, type SaveOptions } from "./saver.js";
import { DEFAULT_KDF, OPEN, protect, type SaveKeys } from "./sealing.js";
import { snapshotSetup } from "./setup-snapshot.js";

/**
 * Starts saving a game: writes the header, the setup and the game so far as a new file (atomically,
 * never replacing one), then saves every further action of the session. Later write failures go to
 * `onProblem` and the next action tries again.
 */
export function startSave(session: Session, scenarioFile: string, options: SaveOptions = {}): Saver | SaveProblem {
  const named = (session.setup as { readonly name?: unknown }).name;
  const scenario = typeof named === "string" ? named : basename(scenarioFile).replace(/\.ya?ml$/i, "");
  let path = options.path ? resolve(options.path) : undefined;
  try {
    const setup = snapshotSetup(session.setup, scenarioFile);
    path ??= newSavePath(scenario, options.folder ?? savesFolder());
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    const { header, keys } = newHeader(scenario, options);
    return new Saver(session, { path, header, keys, setup, fresh: true }, options);
  } catch (e) {
    return writeProblem(e, path ?? scenarioFile);
  }
}

/** Why a save could not be written, as one line. */
export function writeProblem(e: unknown, path: string): SaveProblem {
  const code = (e as NodeJS.ErrnoException).code;
  const why =
    code === "EEXIST"
      ? "exists already (a save is never written over)"
      : code === "ELOCKED"
        ? (e as Error).message
        : `cannot be written (${code ?? (e as Error).message})`;
  return problem("unreadable", path, why);
}

/** A new file's header and keys: a fresh id, and fresh keys sealed under the passphrases when any is given. */
export function newHeader(
  scenario: string,
  options: Pick<SaveOptions, "passphrases" | "kdf" | "capacity" | "computer">,
): { header: Header; keys: SaveKeys } {
  const id = randomBytes(16).toString("hex");
  const passphrases = options.passphrases ?? {};
  const sealed = passphrases.blue || passphrases.yellow ? protect(id, passphrases, options.kdf ?? DEFAULT_KDF) : null;
  const keys: SaveKeys = sealed ? sealed.keys : { journal: OPEN };
  const capacity = options.capacity ?? DEFAULT_CAPACITY;
  const header: Header = {
    format: FORMAT_NAME,
    version: FORMAT_VERSION,
    id,
    created: new Date().toISOString(),
    scenario,
    protection: sealed ? sealed.protection : null,
    capacity,
    blockBytes: blockBytes(capacity, keys),
    ...(options.computer ? { computer: options.computer } : {}),
  };
  return { header, keys };
}
