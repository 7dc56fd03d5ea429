// Stepping through a replay in a terminal with the arrow keys: plain readline, one screen per step.
import { emitKeypressEvents } from "node:readline";
import type { Readable, Writable } from "node:stream";

export interface StepperIO {
  readonly input: Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
  readonly output: Writable & { rows?: number };
}

export const STEPPER_HELP = "→ l space: next   ← h: back   Home g: start   End G: end   q: quit";

/** Which step a key leads to, "quit", or undefined for a key that does nothing. */
export function stepKey(
  name: string | undefined,
  seq: string | undefined,
  at: number,
  last: number,
): number | "quit" | undefined {
  const key = name ?? seq;
  switch (key) {
    case "right":
    case "l":
    case "n":
    case "space":
    case "return":
    case "pagedown":
      return Math.min(last, at + 1);
    case "left":
    case "h":
    case "p":
    case "backspace":
    case "pageup":
      return Math.max(0, at - 1);
    case "home":
    case "g":
      return seq === "G" ? last : 0;
    case "end":
      return last;
    case "q":
    case "escape":
      return "quit";
    default:
      return seq === "G" ? last : undefined;
  }
}

/** Shows screen `at` of `count`, moves on keys, and resolves when the player quits (or input ends). */
export function stepInteractively(
  count: number,
  screen: (at: number) => string[],
  io: StepperIO,
  start = 0,
): Promise<void> {
  const { input, output } = io;
  let at = Math.max(0, Math.min(count - 1, start));
  const draw = () => {
    const rows = Math.max(5, (output.rows ?? 40) - 2);
    const lines = screen(at);
    const shown =
      lines.length > rows
        ? [...lines.slice(0, rows - 1), `... (${lines.length - rows + 1} more lines: see --step ${at})`]
        : lines;
    output.write(`\u001b[2J\u001b[H${shown.join("\n")}\n\n${STEPPER_HELP}\n`);
  };
  return new Promise((resolve) => {
    emitKeypressEvents(input);
    const raw = input.isTTY === true && typeof input.setRawMode === "function";
    if (raw) input.setRawMode!(true);
    const done = () => {
      input.off("keypress", onKey);
      input.off("end", done);
      if (raw) input.setRawMode!(false);
      input.pause();
      resolve();
    };
    const onKey = (seq: string | undefined, key: { name?: string; ctrl?: boolean; sequence?: string } | undefined) => {
      if (key?.ctrl && (key.name === "c" || key.name === "d")) return done();
      const next = stepKey(key?.name, seq ?? key?.sequence, at, count - 1);
      if (next === "quit") return done();
      if (next !== undefined && next !== at) {
        at = next;
        draw();
      }
    };
    input.on("keypress", onKey);
    input.on("end", done);
    input.resume();
    draw();
  });
}
