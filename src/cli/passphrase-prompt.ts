// Asking for a passphrase on the terminal without showing it; scripts give them in the environment instead.
import type { Readable, Writable } from "node:stream";
import type { Side } from "../engine/state.js";

/** A side's own passphrase, for `replay --as SIDE`. */
export const PASSPHRASE_VARIABLE = "DERELICT_PASSPHRASE";

/** Each side's passphrase by name: what opens a whole protected save (resuming it, its revealed replay). */
export const sidePassphraseVariable = (side: Side): string => `DERELICT_PASSPHRASE_${side.toUpperCase()}`;

/** The passphrase typed after the prompt (nothing echoed), or undefined on Ctrl-C, Ctrl-D or end of input. */
export function askPassphrase(
  prompt: string,
  input: Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown } = process.stdin,
  output: Writable = process.stderr,
): Promise<string | undefined> {
  return new Promise((resolve) => {
    output.write(prompt);
    const raw = input.isTTY === true && typeof input.setRawMode === "function";
    if (raw) input.setRawMode!(true);
    const typed: string[] = [];
    const finish = (value: string | undefined) => {
      input.off("data", onData);
      input.off("end", onEnd);
      if (raw) input.setRawMode!(false);
      input.pause();
      output.write("\n");
      resolve(value);
    };
    const onEnd = () => finish(undefined);
    const onData = (chunk: Buffer | string) => {
      for (const ch of chunk.toString()) {
        if (ch === "\r" || ch === "\n") return finish(typed.join(""));
        if (ch === "\u0003" || ch === "\u0004") return finish(undefined);
        if (ch === "\u007f" || ch === "\b") typed.pop();
        else if (ch >= " ") typed.push(ch);
      }
    };
    input.on("data", onData);
    input.on("end", onEnd);
    input.resume();
  });
}
