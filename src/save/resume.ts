// `derelict play --resume [SAVE]`: the latest or named save loaded, an older copy if it is damaged, and saving resumed.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Session } from "../play/session.js";
import { JournalFile } from "./journal-file.js";
import { loadSave, type LoadedGame } from "./load-save.js";
import type { ReadOptions } from "./read-save.js";
import { DEFAULT_KEEP, rotatedCopies } from "./rotation.js";
import { latestSave, newSavePath, savesFolder } from "./save-folder.js";
import { takeLock } from "./save-lock.js";
import { problem, problemLine, type SaveProblem } from "./save-problem.js";
import { newHeader, openJournal, Saver, writeNew, type SaveOptions } from "./saver.js";

export interface ResumeOptions extends ReadOptions, SaveOptions {}

export interface Resumed {
  readonly ok: true;
  readonly session: Session;
  readonly saver: Saver;
  /** The file the game was read from (the save, or an older copy of it). */
  readonly from: string;
  /** Lines to show before play goes on: dropped torn line, older copy used, new file written. */
  readonly notices: readonly string[];
  readonly unlockedBy: LoadedGame["unlockedBy"];
}

/** The save to resume: the one given, or the latest in the saves folder. */
export function saveToResume(ref: string | undefined, folder = savesFolder()): string | SaveProblem {
  if (ref !== undefined) return resolve(ref);
  return latestSave(folder) ?? problem("unreadable", folder, "holds no saved game to resume");
}

/**
 * Loads a save and goes on saving the same game. A damaged save is left untouched: its newest
 * rotated copy that loads is used instead, and the game goes on in a new file beside it. An old-format
 * save goes on in a new file too. Only a last line cut off mid-write is trimmed from the file itself.
 */
export function resumeGame(ref: string | undefined, options: ResumeOptions = {}): Resumed | SaveProblem {
  const path = saveToResume(ref, options.folder);
  if (typeof path !== "string") return path;
  let loaded = loadSave(path, options);
  const notices: string[] = [];
  if (!loaded.ok && loaded.kind === "damaged") {
    const first = loaded;
    const copy = rotatedCopies(path, options.keep ?? DEFAULT_KEEP)
      .map((c) => loadSave(c, options))
      .find((l) => l.ok);
    if (!copy) return first;
    notices.push(
      problemLine(first),
      `${copy.file}: resuming from this older copy (turn ${copy.session.turn}); ${path} is left as it is`,
    );
    loaded = copy;
  }
  if (!loaded.ok) return loaded;
  notices.push(...loaded.notices);
  try {
    const saver = continueSaving(loaded, path, options, notices);
    return { ok: true, session: loaded.session, saver, from: loaded.file, notices, unlockedBy: loaded.unlockedBy };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return problem(
      "unreadable",
      path,
      code === "ELOCKED" ? (e as Error).message : `cannot be written to (${code ?? (e as Error).message})`,
    );
  }
}

/** The same file when it is a whole current-format journal; otherwise a new file, so nothing is written over. */
function continueSaving(loaded: LoadedGame, path: string, options: ResumeOptions, notices: string[]): Saver {
  const journal = loaded.contents.journal;
  const session = loaded.session;
  if (journal && loaded.file === path) {
    const release = takeLock(path);
    if (typeof release === "string") throw Object.assign(new Error(release), { code: "ELOCKED" });
    try {
      // Opening at the last whole line cuts off a torn one.
      const file = new JournalFile(path, journal.goodBytes, options.fsync ?? true);
      return new Saver(
        session,
        file,
        journal.codec,
        journal.sum,
        session.actions.length,
        options,
        release,
        journal.header.protection,
      );
    } catch (e) {
      release();
      throw e;
    }
  }
  const next = newSavePath(loaded.scenario.name, options.folder ?? dirname(path));
  notices.push(`the game goes on in a new save file: ${next}`);
  if (journal) {
    // An older copy: the same journal, header and keys, under a new name.
    const bytes = readFileSync(loaded.file).subarray(0, journal.goodBytes);
    return openJournal(session, next, bytes, journal.codec, journal.sum, options, journal.header.protection);
  }
  const { header, codec } = newHeader(loaded.scenario.name, options);
  return writeNew(session, next, header, codec, loaded.contents.setup, options);
}
