// `derelict play --resume [SAVE]`: the latest or named save loaded, an older copy if it is damaged, and saving resumed.
import { dirname, resolve } from "node:path";
import { SIDES, type Side } from "../engine/state.js";
import type { Session } from "../play/session.js";
import { loadSave, type LoadedGame } from "./load-save.js";
import { DEFAULT_KEEP, rotatedCopies } from "./rotation.js";
import { latestSave, newSavePath, savesFolder } from "./save-folder.js";
import { problem, problemLine, type SaveProblem } from "./save-problem.js";
import { Saver, type SaveOptions } from "./saver.js";
import { writeProblem } from "./start-save.js";
import type { ComputerSeat } from "./format.js";

/** How to resume: `passphrases` are those that open the save (every side that set one: both players sit down). */
export type ResumeOptions = SaveOptions;

export interface Resumed {
  readonly ok: true;
  readonly session: Session;
  readonly saver: Saver;
  /** The file the game was read from (the save, or an older copy of it). */
  readonly from: string;
  /** Lines to show before play goes on: a copy of the turn in play cut off, an older copy used, a new file. */
  readonly notices: readonly string[];
  /** The sides that set a passphrase: each is asked for it at its handovers. */
  readonly guarded: readonly Side[];
  /** The computer's side and strength in a game against one person. */
  readonly computer?: ComputerSeat;
}

/** The save to resume: the one given, or the latest in the saves folder. */
export function saveToResume(ref: string | undefined, folder = savesFolder()): string | SaveProblem {
  if (ref !== undefined) return resolve(ref);
  return latestSave(folder) ?? problem("unreadable", folder, "holds no saved game to resume");
}

/**
 * Loads a save and goes on saving the same game. A damaged save is left untouched: its newest
 * rotated copy that loads is used instead, and the game goes on in a new file beside it. A save that
 * loads is written anew in place (atomically), which also mends a copy of the turn in play cut off.
 */
export function resumeGame(ref: string | undefined, options: ResumeOptions = {}): Resumed | SaveProblem {
  const path = saveToResume(ref, options.folder);
  if (typeof path !== "string") return path;
  const open = { ...(options.passphrases ? { passphrases: options.passphrases } : {}) };
  let loaded = loadSave(path, open);
  const notices: string[] = [];
  if (!loaded.ok && loaded.kind === "damaged") {
    const first = loaded;
    const copies = rotatedCopies(path, options.keep ?? DEFAULT_KEEP).map((c) => loadSave(c, open));
    const copy = copies.find((l) => l.ok);
    if (!copy) {
      const locked = copies.find(
        (l): l is SaveProblem => !l.ok && (l.kind === "locked" || l.kind === "wrong-passphrase"),
      );
      return locked ?? first;
    }
    notices.push(
      problemLine(first),
      `${copy.file}: resuming from this older copy (turn ${copy.session.turn}); ${path} is left as it is`,
    );
    loaded = copy;
  }
  if (!loaded.ok) return loaded;
  notices.push(...loaded.notices);
  const same = loaded.file === path;
  const target = same ? path : newSavePath(loaded.scenario.name, options.folder ?? dirname(path));
  if (!same) notices.push(`the game goes on in a new save file: ${target}`);
  try {
    const saver = continueSaving(loaded, target, same, options);
    const protection = loaded.contents.header.protection;
    const guarded = SIDES.filter((side) => protection?.sides[side].guarded);
    const computer = loaded.contents.header.computer;
    return {
      ok: true,
      session: loaded.session,
      saver,
      from: loaded.file,
      notices,
      guarded,
      ...(computer ? { computer } : {}),
    };
  } catch (e) {
    return writeProblem(e, target);
  }
}

/** The same header and keys, so the same passphrases open it: written over the save itself, or as a new file. */
function continueSaving(loaded: LoadedGame, path: string, same: boolean, options: ResumeOptions): Saver {
  const { header, keys, setup } = loaded.contents;
  return new Saver(loaded.session, { path, header, keys, setup, fresh: !same }, options);
}
