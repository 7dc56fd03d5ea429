// The passphrases a command needs to open a save: from the environment, else asked for in a terminal.
import type { Side } from "../engine/state.js";
import { problemLine, type Passphrases, type SaveProblem } from "../save/index.js";
import { inputMistake } from "./failure.js";
import { askPassphrase, PASSPHRASE_VARIABLE, sidePassphraseVariable } from "./passphrase-prompt.js";

const TRIES = 3;

/** What a side's passphrase variable says, or DERELICT_PASSPHRASE (a side's own, for its replay) when asked to. */
function fromEnvironment(side: Side, own: boolean): string | undefined {
  return process.env[sidePassphraseVariable(side)] || (own ? process.env[PASSPHRASE_VARIABLE] : undefined) || undefined;
}

/**
 * Calls OPEN with the passphrases gathered so far until it stops asking for more: each side a "locked"
 * problem names is read from the environment or asked for; a wrong one is asked for again. `own` lets
 * DERELICT_PASSPHRASE stand for the one side asked (a side's own replay).
 */
export async function opening<T extends { ok: true }>(
  save: string,
  open: (passphrases: Passphrases) => T | SaveProblem,
  own = false,
): Promise<T> {
  const passphrases: Passphrases = {};
  const asked: Partial<Record<Side, number>> = {};
  for (;;) {
    const result = open(passphrases);
    if (result.ok) return result;
    if (result.kind !== "locked" && result.kind !== "wrong-passphrase") throw inputMistake(problemLine(result));
    const side = result.sides?.[0];
    if (!side) throw inputMistake(problemLine(result));
    const fresh = result.kind === "locked" && asked[side] === undefined ? fromEnvironment(side, own) : undefined;
    if (fresh !== undefined) {
      passphrases[side] = fresh;
      asked[side] = 0;
      continue;
    }
    if (!process.stdin.isTTY || (asked[side] ?? 0) >= TRIES) {
      const hint =
        result.kind === "locked"
          ? ` (run it in a terminal to type it, or set ${sidePassphraseVariable(side)}${own ? ` or ${PASSPHRASE_VARIABLE}` : ""})`
          : "";
      throw inputMistake(`${problemLine(result)}${hint}`);
    }
    if (result.kind === "wrong-passphrase") process.stderr.write(`${problemLine(result)}\n`);
    const typed = await askPassphrase(`${side}'s passphrase for ${save}: `);
    if (typed === undefined) throw inputMistake(`${save}: no passphrase given`);
    passphrases[side] = typed;
    asked[side] = (asked[side] ?? 0) + 1;
  }
}
