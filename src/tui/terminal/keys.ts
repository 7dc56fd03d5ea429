// Keys from blessed: its keypress events as one name each, and keys held in the terminal while
// the game loads.
import type { Screen } from "./screen.js";

/** Blessed's keypress as one name: the character typed ("E", "<", "7"), else blessed's full name ("up", "S-tab", "C-c", "enter"). */
export function keyName(
  ch: string | undefined,
  key: { name?: string; full?: string; ctrl?: boolean; meta?: boolean } | undefined,
): string | undefined {
  // A carriage return arrives twice, as "enter" and as "return"; a line feed as "linefeed".
  if (key?.name === "return") return undefined;
  if (key?.name === "linefeed") return "enter";
  if (ch !== undefined && ch.length === 1 && ch > " " && ch !== "\x7f" && !key?.ctrl && !key?.meta) return ch;
  if (ch === " ") return "space";
  return key?.full ?? ch;
}

/** Calls `handle` with each key pressed, by `keyName`. */
export function onKeys(screen: Screen, handle: (name: string) => void): void {
  screen.on("keypress", (ch: string | undefined, key: { name?: string; full?: string }) => {
    const name = keyName(ch, key);
    if (name !== undefined) handle(name);
  });
}

/** Reads no keys until `ready` settles; those typed meanwhile stay queued in the terminal. */
export function holdKeys(screen: Screen, ready: Promise<unknown>): void {
  const input = screen.program.input;
  input.pause();
  // A failure to load is a bug: the crash guard reports it once the rejection goes unhandled.
  void ready.finally(() => input.resume());
}
