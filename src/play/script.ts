// Playing a script: commands one a line, each applied in turn, stopping at the first that fails.
import { apply } from "../engine/apply.js";
import type { GameEvent } from "../engine/events.js";
import type { RefusalCode } from "../engine/refusal.js";
import type { Action } from "../engine/rules.js";
import type { GameState } from "../engine/state.js";
import { parseCommand } from "./command.js";
import { playCommand } from "./resolve.js";
import type { Session } from "./session.js";

export interface ScriptRun {
  readonly state: GameState;
  readonly actions: readonly Action[];
  readonly events: readonly GameEvent[];
  /** The first line that could not be played, and why. */
  readonly error?: ScriptError;
}

export interface ScriptError {
  readonly line: number;
  readonly code: RefusalCode;
  readonly reason: string;
}

const blank = (line: string) => line.replace(/#.*/, "").trim() === "";

export function runScript(start: GameState, text: string): ScriptRun {
  let state = start;
  const actions: Action[] = [];
  const events: GameEvent[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    if (blank(lines[i]!)) continue;
    const command = parseCommand(lines[i]!);
    const done =
      "verb" in command
        ? playCommand(
            () => state,
            command,
            (action) => {
              const outcome = apply(state, action);
              if (!outcome.ok) return outcome;
              state = outcome.state;
              actions.push(action);
              events.push(...outcome.events);
              return { ok: true, events: outcome.events };
            },
          )
        : command;
    if (!done.ok) return { state, actions, events, error: { line: i + 1, code: done.code, reason: done.reason } };
  }
  return { state, actions, events };
}

/**
 * Plays a script on a session, line by line, stopping at the first that fails: that line and why. A
 * line played with a note (a travel that stopped short, and why) is told to NOTE with its number.
 */
export function playScript(
  session: Session,
  text: string,
  note: (line: number, text: string) => void = () => {},
): ScriptError | undefined {
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    if (blank(lines[i]!)) continue;
    const done = session.command(lines[i]!);
    if (!done.ok) return { line: i + 1, code: done.code, reason: done.reason };
    if (done.note !== undefined) note(i + 1, done.note);
  }
  return undefined;
}
