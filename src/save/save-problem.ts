// What can be wrong with a save, as one line naming the file; the kind says what the caller may do about it.
export type ProblemKind =
  /** Missing, unreadable, not a save at all: nothing to fall back on but another file. */
  | "unreadable"
  | "foreign"
  /** Cut short or altered: an older rotated copy may still load. */
  | "damaged"
  | "version"
  /** Protected: a passphrase is needed, or the one given is wrong. */
  | "locked"
  | "wrong-passphrase"
  /** The game it holds cannot be rebuilt (its scenario no longer loads, or an action no longer applies). */
  | "unplayable";

export interface SaveProblem {
  readonly ok: false;
  readonly kind: ProblemKind;
  readonly file: string;
  /** Without the file name: `${file}: ${message}` is the line to show. */
  readonly message: string;
}

export const problem = (kind: ProblemKind, file: string, message: string): SaveProblem => ({
  ok: false,
  kind,
  file,
  message,
});

export const problemLine = (p: SaveProblem): string => `${p.file}: ${p.message}`;
