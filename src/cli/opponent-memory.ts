// The start menu's opponent, remembered between runs: one line in the config folder
// ($XDG_CONFIG_HOME/derelict/opponent, or ~/.config/derelict/opponent): `second player`, or
// `computer SIDE STRENGTH` ("computer yellow 1").
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { formatProblem } from "../content/problem.js";
import { readTextFile } from "../content/text-source.js";
import type { Opponent } from "../tui/starter.js";
import { keysFilePath } from "../tui/keys-file.js";

/** Beside the key bindings file, in the config folder. */
export function opponentFilePath(env: NodeJS.ProcessEnv = process.env): string {
  return join(dirname(keysFilePath(env)), "opponent");
}

/** The opponent remembered (undefined: a second player, or nothing remembered), or the file's problem as one line. */
export function readOpponent(file: string): { opponent?: Opponent; problem?: string } {
  const read = readTextFile(file);
  // No file yet: nothing remembered, and nothing wrong.
  if (!read.ok)
    return read.problems[0]!.message === "no such file" ? {} : { problem: formatProblem(read.problems[0]!) };
  const text = read.value.trim();
  if (text === "second player") return {};
  const m = /^computer (blue|yellow) ([123])$/.exec(text);
  if (m) return { opponent: { side: m[1] as Opponent["side"], strength: Number(m[2]) as Opponent["strength"] } };
  return { problem: `${file}:1:1: expected 'second player' or 'computer SIDE STRENGTH' (the menu rewrites it)` };
}

/** Writes the opponent down; a line saying why it could not be, else undefined. */
export function writeOpponent(file: string, opponent: Opponent | undefined): string | undefined {
  const line = opponent ? `computer ${opponent.side} ${opponent.strength}` : "second player";
  try {
    mkdirSync(dirname(file), { recursive: true });
    // Written aside and moved into place (no fsync: a preference lost to a power cut is only asked again);
    // the saves' atomic writer is not loaded this early (test/cli/startup-imports.test.ts).
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, `${line}\n`, { mode: 0o600 });
    renameSync(temp, file);
    return undefined;
  } catch (e) {
    return `${file}: the opponent could not be remembered (${(e as NodeJS.ErrnoException).code ?? "write failed"})`;
  }
}
