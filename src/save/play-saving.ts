// Saving for `derelict play`: one object the play command hands the terminal game, for new games, --resume and quitting.
import type { Side } from "../engine/state.js";
import type { Session } from "../play/session.js";
import { resumeGame } from "./resume.js";
import { describeSave, listSaves, peekSave } from "./save-list.js";
import { problemLine } from "./save-problem.js";
import { startSave, type SaveOptions, type Saver } from "./saver.js";

export type Passphrases = Partial<Record<Side, string>>;

export interface PlayStarted {
  readonly session: Session;
  /** Show at the first handover: where the game is saved, an older copy used, a torn line dropped. */
  readonly notices: readonly string[];
  /** The passphrases known now: those set for a new game, or the one that opened a save. */
  readonly passphrases: Passphrases;
}

export interface PlaySaving {
  /** Starts saving a new game (made by newSession from `scenarioFile`); a game that cannot be saved still plays, with a notice. */
  started(session: Session, scenarioFile: string, passphrases: Passphrases): PlayStarted;
  /** What resume would open, as a menu line, or undefined when there is nothing to resume. */
  resumable(): string | undefined;
  /** The saved game saving again; `{ locked }` asks for a passphrase (again); lines say why it cannot be resumed. */
  resume(passphrase?: string): PlayStarted | { readonly locked: string } | readonly string[];
  /** Whether this is the side's passphrase for the game being saved (for handovers); false when unprotected. */
  opens(side: Side, passphrase: string): boolean;
  /** The game is over or left: the save is complete; stop listening. */
  finished(): void;
}

export interface PlaySavingOptions extends Pick<SaveOptions, "folder" | "keep" | "onProblem"> {
  /** `--resume FILE`: the save to resume; without it, the latest in the saves folder. */
  readonly save?: string;
}

export function playSaving(options: PlaySavingOptions = {}): PlaySaving {
  let saver: Saver | undefined;
  const saveOptions: SaveOptions = { ...(options.folder ? { folder: options.folder } : {}), ...(options.keep !== undefined ? { keep: options.keep } : {}), ...(options.onProblem ? { onProblem: options.onProblem } : {}) };
  const finished = () => {
    saver?.close();
    saver = undefined;
  };
  return {
    started(session, scenarioFile, passphrases) {
      finished();
      const set = Object.fromEntries(Object.entries(passphrases).filter(([, p]) => p)) as Passphrases;
      const made = startSave(session, scenarioFile, { ...saveOptions, passphrases: set });
      if (!made.ok) return { session, notices: [`${problemLine(made)}: this game is not being saved`], passphrases: set };
      saver = made;
      return { session, notices: [`saving to ${made.path}`], passphrases: set };
    },
    resumable() {
      const summary = options.save ? peekSave(options.save) : listSaves(options.folder)[0];
      return summary ? describeSave(summary) : options.save;
    },
    resume(passphrase) {
      finished();
      const r = resumeGame(options.save, { ...saveOptions, ...(passphrase ? { passphrase } : {}) });
      if (!r.ok) return r.kind === "locked" || r.kind === "wrong-passphrase" ? { locked: problemLine(r) } : [problemLine(r)];
      saver = r.saver;
      return { session: r.session, notices: r.notices, passphrases: r.unlockedBy && passphrase ? { [r.unlockedBy]: passphrase } : {} };
    },
    opens: (side, passphrase) => saver?.opens(side, passphrase) ?? false,
    finished,
  };
}
