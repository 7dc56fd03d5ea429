// The start menu's opponent, remembered between runs: one line in the config folder
// ($XDG_CONFIG_HOME/derelict/opponent, or ~/.config/derelict/opponent): `second player`, or
// `computer SIDE STRENGTH` ("computer yellow 1").
import { configFilePath, readConfigLine, writeConfigLine } from "../tui/config-file.js";
import type { Opponent } from "../tui/starter.js";

/** Beside the key bindings file, in the config folder. */
export function opponentFilePath(env: NodeJS.ProcessEnv = process.env): string {
  return configFilePath("opponent", env);
}

/** The opponent remembered (undefined: a second player, or nothing remembered), or the file's problem as one line. */
export function readOpponent(file: string): { opponent?: Opponent; problem?: string } {
  const { text, problem } = readConfigLine(file);
  if (text === undefined) return problem === undefined ? {} : { problem };
  if (text === "second player") return {};
  const m = /^computer (blue|yellow) ([1234])$/.exec(text);
  if (m) return { opponent: { side: m[1] as Opponent["side"], strength: Number(m[2]) as Opponent["strength"] } };
  return { problem: `${file}:1:1: expected 'second player' or 'computer SIDE STRENGTH' (the menu rewrites it)` };
}

/** Writes the opponent down; a line saying why it could not be, else undefined. */
export function writeOpponent(file: string, opponent: Opponent | undefined): string | undefined {
  const line = opponent ? `computer ${opponent.side} ${opponent.strength}` : "second player";
  const failed = writeConfigLine(file, line);
  return failed === undefined ? undefined : `${file}: the opponent could not be remembered (${failed})`;
}
