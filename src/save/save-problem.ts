// What can be wrong with a save, as one line naming the file; the kind says what the caller may do about it.
import type { Side } from "../engine/state.js";

export type ProblemKind =
  /** Missing, unreadable, not a save at all: nothing to fall back on but another file. */
  | "unreadable"
  | "foreign"
  /** Cut short or altered: an older rotated copy may still load. */
  | "damaged"
  | "version"
  /** Protected: passphrases are needed (`sides`: whose), or the one given (`sides[0]`'s) is wrong. */
  | "locked"
  | "wrong-passphrase"
  /** What was asked is not to be had: a side's replay of an open game still going, say. */
  | "refused"
  /** The game it holds cannot be rebuilt (its scenario no longer loads, or an action no longer applies). */
  | "unplayable";

export interface SaveProblem {
  readonly ok: false;
  readonly kind: ProblemKind;
  readonly file: string;
  /** Without the file name: `${file}: ${message}` is the line to show. */
  readonly message: string;
  /** For "locked", the sides whose passphrase is needed; for "wrong-passphrase", the side whose was wrong. */
  readonly sides?: readonly Side[];
}

export const problem = (kind: ProblemKind, file: string, message: string, sides?: readonly Side[]): SaveProblem => ({
  ok: false,
  kind,
  file,
  message,
  ...(sides ? { sides } : {}),
});

export const problemLine = (p: SaveProblem): string => `${p.file}: ${p.message}`;
