// A problem found in a user's file: where it is and what was expected, as one line.
export interface Problem {
  readonly file: string;
  readonly line: number;
  readonly col: number;
  readonly message: string;
}

/** A check stops after this many problems: past it a file is wrong throughout and more lines only bury the first. */
export const MAX_PROBLEMS = 100;

/** Text from a user's file made safe to quote in a one-line message: control characters escaped. */
export function oneLine(text: string): string {
  const named: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };
  return text.replace(
    /[\p{Cc}\u2028\u2029]/gu,
    (c) => named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.col}: ${p.message}`;
}

/**
 * A file another names that does not load, in one line at the naming place: its first problem and
 * how many more. Each of them, copied to every file that names it (a module, its ship, the ship's
 * scenarios), would bury the one place to fix under its echoes; `validate` on that file lists all.
 */
export function nestedProblem(what: string, problems: readonly Problem[]): string {
  const more = problems.length - 1;
  return `${what}: ${formatProblem(problems[0]!)}${more > 0 ? ` (and ${more} more problem${more > 1 ? "s" : ""} in that file)` : ""}`;
}

/** The outcome of reading a file: the value, or every problem found in it. */
export type Loaded<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

export const loaded = <T>(value: T): Loaded<T> => ({ ok: true, value });
export const failed = <T>(problems: Problem[]): Loaded<T> => ({ ok: false, problems });
