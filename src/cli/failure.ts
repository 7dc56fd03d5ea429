// What can go wrong on the command line: a user's mistake with its exit code, or a bug.

export const EXIT_OK = 0;
export const EXIT_INVALID = 1;
export const EXIT_USAGE = 2;

/** A mistake the user can fix (a bad argument, a broken file); printed as one line, no stack. */
export class UserMistake extends Error {
  constructor(
    message: string,
    readonly exitCode: typeof EXIT_INVALID | typeof EXIT_USAGE,
    /** Lines already in their final form (FILE:LINE:COL: ...), printed without the "derelict:" prefix. */
    readonly asIs = false,
  ) {
    super(message);
  }
}

export const usageMistake = (message: string): UserMistake => new UserMistake(message, EXIT_USAGE);
export const inputMistake = (message: string): UserMistake => new UserMistake(message, EXIT_INVALID);

/**
 * Commander's own errors (a bad option, --help, --version), told by their documented `code`
 * ("commander.unknownOption", ...) so that this module does not load the argument parser.
 */
function isCommanderError(error: unknown): error is Error & { readonly exitCode: number } {
  const e = error as { code?: unknown; exitCode?: unknown } | null;
  return (
    error instanceof Error &&
    typeof e?.code === "string" &&
    e.code.startsWith("commander.") &&
    typeof e.exitCode === "number"
  );
}

/** Prints what went wrong and returns the exit code. Only a bug earns a stack, and only on request. */
export function reportFailure(error: unknown, env: NodeJS.ProcessEnv = process.env): number {
  if (isCommanderError(error)) {
    // Commander has printed its message already; help and --version are not failures.
    return error.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
  }
  if (error instanceof UserMistake) {
    process.stderr.write(error.asIs ? `${error.message}\n` : `derelict: ${error.message}\n`);
    return error.exitCode;
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(
    `derelict: internal error, a bug in derelict and not your mistake: ${message.split("\n")[0]}. ` +
      `Please report it with the command you ran, as an issue in the project's repository (see README.md)` +
      (env.DERELICT_DEBUG === "1" ? ".\n" : "; DERELICT_DEBUG=1 shows the stack.\n"),
  );
  if (env.DERELICT_DEBUG === "1" && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  return 70; // EX_SOFTWARE: neither a usage error nor invalid input
}
