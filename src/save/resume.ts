// `derelict play --resume [SAVE]`: the named save, or the newest that loads, loaded (an older copy if it is
// damaged), and saving resumed.
import { basename, dirname, resolve } from "node:path";
import { SIDES, type Side } from "../engine/state.js";
import type { Session } from "../play/session.js";
import { loadSave, type LoadedGame } from "./load-save.js";
import { DEFAULT_KEEP, rotatedCopies } from "./rotation.js";
import { latestSave, newSavePath, saveFiles, savesFolder } from "./save-folder.js";
import { lockHolder } from "./save-lock.js";
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

/** The save to resume: the one given, or the latest in the saves folder (without loading it: `chooseSave` loads). */
export function saveToResume(ref: string | undefined, folder = savesFolder()): string | SaveProblem {
  if (ref !== undefined) return resolve(ref);
  return latestSave(folder) ?? problem("unreadable", folder, "holds no saved game to resume");
}

/** The save chosen to resume, and a line for each newer one passed over ("FILE: what is wrong (skipped)"). */
export interface ChosenSave {
  readonly ok: true;
  readonly path: string;
  readonly skipped: readonly string[];
}

/**
 * The save `--resume` goes on with: the one given if it loads, else the newest in the folder that
 * loads (a protected one loads: its passphrases are asked for after); a save another derelict is
 * playing does not. Nothing that loads: one problem naming each file and why.
 */
export function chooseSave(ref: string | undefined, options: ResumeOptions = {}): ChosenSave | SaveProblem {
  if (ref !== undefined) {
    const path = resolve(ref);
    const wrong = whyNot(path, options);
    return wrong ?? { ok: true, path, skipped: [] };
  }
  const folder = options.folder ?? savesFolder();
  const files = saveFiles(folder);
  if (files.length === 0) return problem("unreadable", folder, "holds no saved game to resume");
  const passed: SaveProblem[] = [];
  for (const path of files) {
    const wrong = whyNot(path, options);
    if (!wrong) return { ok: true, path, skipped: passed.map((p) => `${problemLine(p)} (skipped)`) };
    passed.push(wrong);
  }
  const each = passed.map((p) => `${basename(p.file)} ${p.message}`).join("; ");
  return problem("unreadable", folder, `holds no saved game that loads: ${each}`);
}

/** Why the save cannot be resumed now, if it cannot: it (and every older copy of it) fails to load, or it is in use. */
function whyNot(path: string, options: ResumeOptions): SaveProblem | undefined {
  const holder = lockHolder(path);
  if (holder !== undefined) return problem("unreadable", path, `is in use by another derelict (process ${holder})`);
  const loaded = loadOrCopy(path, options);
  if (loaded.ok || loaded.kind === "locked" || loaded.kind === "wrong-passphrase") return undefined;
  return loaded;
}

/** The save loaded, or, when it is damaged, its newest rotated copy that loads (with a line for each). */
function loadOrCopy(path: string, options: ResumeOptions): (LoadedGame & { readonly said: string[] }) | SaveProblem {
  const open = { ...(options.passphrases ? { passphrases: options.passphrases } : {}) };
  const loaded = loadSave(path, open);
  if (loaded.ok) return { ...loaded, said: [] };
  if (loaded.kind !== "damaged") return loaded;
  const copies = rotatedCopies(path, options.keep ?? DEFAULT_KEEP).map((c) => loadSave(c, open));
  const copy = copies.find((l) => l.ok);
  if (!copy) {
    const locked = copies.find(
      (l): l is SaveProblem => !l.ok && (l.kind === "locked" || l.kind === "wrong-passphrase"),
    );
    return locked ?? loaded;
  }
  return {
    ...copy,
    said: [
      problemLine(loaded),
      `${copy.file}: resuming from this older copy (turn ${copy.session.turn}); ${path} is left as it is`,
    ],
  };
}

/**
 * Loads a save and goes on saving the same game: the one named, else the newest that loads (`chooseSave`;
 * the newer ones passed over are named in the notices). A damaged save is left untouched: its newest
 * rotated copy that loads is used instead, and the game goes on in a new file beside it. A save that
 * loads is written anew in place (atomically), which also mends a copy of the turn in play cut off.
 */
export function resumeGame(ref: string | undefined, options: ResumeOptions = {}): Resumed | SaveProblem {
  const chosen =
    ref === undefined ? chooseSave(undefined, options) : { ok: true as const, path: resolve(ref), skipped: [] };
  if (!chosen.ok) return chosen;
  const path = chosen.path;
  const loaded = loadOrCopy(path, options);
  if (!loaded.ok) return loaded;
  const notices: string[] = [...chosen.skipped, ...loaded.said, ...loaded.notices];
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
