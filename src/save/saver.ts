// The autosave of a game in play: after every action the side-turn's block is sealed and flushed; at a turn's end, the whole file.
import { readFileSync } from "node:fs";
import { SIDES, type Side } from "../engine/state.js";
import type { Session } from "../play/session.js";
import type { SidesGoals } from "../play/travel-goals.js";
import type { Capacity, ComputerSeat, Header, KdfParams, SetupRef } from "./format.js";
import { DEFAULT_KEEP, rotate } from "./rotation.js";
import { SaveFile } from "./save-file.js";
import { takeLock } from "./save-lock.js";
import { openSide, type Passphrases, type SaveKeys } from "./sealing.js";
import { TurnBook } from "./turn-book.js";

export interface SaveOptions {
  /** The save file; default a new file in the saves folder named after the scenario and the time. */
  readonly path?: string;
  /** The folder for a new file when no path is given (default: savesFolder()). */
  readonly folder?: string;
  /** A game against the computer: its side and strength, kept in the header for resuming. */
  readonly computer?: ComputerSeat;
  /** Either side's passphrase, or both: then everything is sealed, and resuming needs both. */
  readonly passphrases?: Passphrases;
  /** Rotated copies kept, one written at every turn's end (default 5). */
  readonly keep?: number;
  /** Flush every write to disk (default true; tests may turn it off for speed). */
  readonly fsync?: boolean;
  /** scrypt settings for new protected saves (default N=2^15, r=8, p=1). */
  readonly kdf?: KdfParams;
  /** The parts' sizes for a new save (default DEFAULT_CAPACITY; tests make them small to see them grow). */
  readonly capacity?: Capacity;
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

/** What a save needs to go on: its file, header, keys and the setup it refers to. */
export interface SaveTarget {
  readonly path: string;
  readonly header: Header;
  readonly keys: SaveKeys;
  readonly setup: SetupRef;
  /** A new file (never written over one that exists), or the save itself, written anew in place. */
  readonly fresh: boolean;
  /** How the file is written (tests stand a failing disk in for it). */
  readonly file?: SaveFile;
}

export class Saver {
  readonly ok = true;
  readonly #session: Session;
  readonly #book: TurnBook;
  readonly #file: SaveFile;
  readonly #options: SaveOptions;
  readonly #release: () => void;
  readonly #unsubscribe: () => void;
  readonly #unsubscribeGoals: () => void;
  #saved = 0;
  /** Actions taken in but not yet on disk, and whether a side-turn ended among them. */
  #dirty = false;
  #wholeDue = false;
  #problem: string | undefined;

  /** Use startSave or resumeGame; this writes the save of SESSION's game so far and goes on saving it. Throws if it cannot. */
  constructor(session: Session, target: SaveTarget, options: SaveOptions) {
    this.#session = session;
    this.#options = options;
    this.#book = new TurnBook(session.setup, target.setup, target.header, target.keys);
    this.#file = target.file ?? new SaveFile(target.path, options.fsync ?? true);
    const release = takeLock(target.path);
    if (typeof release === "string") throw Object.assign(new Error(release), { code: "ELOCKED" });
    this.#release = release;
    try {
      for (const action of session.actions) this.#book.take(action);
      this.#book.setGoals(goalsOf(session));
      this.#writeWhole(!target.fresh);
      this.#saved = session.actions.length;
    } catch (e) {
      release();
      throw e;
    }
    this.#unsubscribe = session.onAction(() => this.sync());
    this.#unsubscribeGoals = session.onTravelGoals(() => this.sync());
  }

  get path(): string {
    return this.#file.path;
  }

  /** Sealed under the sides' passphrases. */
  get protected(): boolean {
    return this.#book.header.protection !== null;
  }

  /** Whether this is the side's passphrase for this save, e.g. to ask for it at handovers (derives a key: about 0.1 s). */
  opens(side: Side, passphrase: string): boolean {
    const { protection, id } = this.#book.header;
    return (
      protection !== null && protection.sides[side].guarded && openSide(protection, id, side, passphrase) !== undefined
    );
  }

  get state(): SaveState {
    return { path: this.path, saved: this.#saved, ...(this.#problem ? { problem: this.#problem } : {}) };
  }

  /** Writes what of the session's game is not on disk yet. Called by the session after each action; safe to call any time. */
  sync(): SaveState {
    const actions = this.#session.actions;
    const taken = this.#book.actions;
    if (actions.length < taken.length || actions[taken.length - 1] !== taken[taken.length - 1]) {
      // Actions taken back (an undo): the save holds them still, and going on would make a different game.
      this.#problem = `the game's actions no longer follow the save ${this.path}; it is not written to any more`;
      this.#options.onProblem?.(this.#problem);
      return this.state;
    }
    for (let i = taken.length; i < actions.length; i++) {
      if (this.#book.take(actions[i]!)) this.#wholeDue = true;
      this.#dirty = true;
    }
    // A travel goal set or given up: written as an action is, in the side-turn in play's line.
    const goals = goalsOf(this.#session);
    if (JSON.stringify(goals) !== JSON.stringify(this.#book.goals)) {
      this.#book.setGoals(goals);
      this.#dirty = true;
    }
    if (!this.#dirty) return this.state;
    try {
      if (this.#wholeDue) {
        this.#writeWhole(true);
        this.#rotate();
      } else {
        this.#writeLive();
      }
    } catch (e) {
      this.#problem = `the game could not be saved to ${this.path} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}); it will try again after the next action`;
      this.#options.onProblem?.(this.#problem);
      return this.state;
    }
    this.#dirty = false;
    this.#wholeDue = false;
    this.#saved = actions.length;
    this.#problem = undefined;
    return this.state;
  }

  /** Stops listening to the session and closes the file; the save stays complete on disk. */
  close(): void {
    this.sync();
    this.#unsubscribe();
    this.#unsubscribeGoals();
    this.#file.close();
    this.#release();
  }

  #writeWhole(replace: boolean): void {
    let whole = this.#book.whole();
    while (whole === "overflow") {
      this.#book.grow();
      whole = this.#book.whole();
    }
    this.#file.writeWhole(whole.head, whole.live, replace);
    this.#book.wrote();
  }

  #writeLive(): void {
    const line = this.#book.live();
    if (line !== "overflow") {
      this.#file.writeLive(line);
      return this.#book.wrote();
    }
    // The side-turn outgrew its parts: all of them grow, and the file is written anew (it grows this once).
    this.#writeWhole(true);
  }

  #rotate(): void {
    try {
      rotate(this.path, readFileSync(this.path), this.#options.keep ?? DEFAULT_KEEP, this.#options.fsync ?? true);
    } catch (e) {
      // The save itself is safe; a missing older copy is worth a word, not a stop.
      this.#options.onProblem?.(
        `an older copy of the save could not be kept (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
      );
    }
  }
}

/** Both sides' travel goals in the session, the sides with none left out. */
function goalsOf(session: Session): SidesGoals {
  return Object.fromEntries(
    SIDES.map((side) => [side, session.travelGoals(side)] as const).filter(([, g]) => Object.keys(g).length > 0),
  );
}
