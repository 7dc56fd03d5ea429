// Playing a script: commands one a line, each applied in turn, stopping at the first that fails.
import type { Action } from "../engine/actions/action.js";
import { apply } from "../engine/apply.js";
import type { GameEvent } from "../engine/events.js";
import type { GameState } from "../engine/state.js";
import { parseCommand } from "./command.js";
import { steps } from "./resolve.js";
import type { Session } from "./session.js";

export interface ScriptRun {
  readonly state: GameState;
  readonly actions: readonly Action[];
  readonly events: readonly GameEvent[];
  /** The first line that could not be played, and why. */
  readonly error?: { readonly line: number; readonly reason: string };
}

export function runScript(start: GameState, text: string): ScriptRun {
  let state = start;
  const actions: Action[] = [];
  const events: GameEvent[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.replace(/#.*/, "").trim() === "") continue;
    const command = parseCommand(lines[i]!);
    if (typeof command === "string") return { state, actions, events, error: { line: i + 1, reason: command } };
    for (const resolve of steps(command)) {
      const action = resolve(state);
      if (typeof action === "string") return { state, actions, events, error: { line: i + 1, reason: action } };
      const outcome = apply(state, action);
      if (!outcome.ok) return { state, actions, events, error: { line: i + 1, reason: outcome.reason } };
      state = outcome.state;
      actions.push(action);
      events.push(...outcome.events);
    }
  }
  return { state, actions, events };
}

/** Plays a script on a session, line by line, stopping at the first that fails: that line and why. */
export function playScript(session: Session, text: string): ScriptRun["error"] {
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.replace(/#.*/, "").trim() === "") continue;
    const done = session.command(lines[i]!);
    if (!done.ok) return { line: i + 1, reason: done.reason };
  }
  return undefined;
}
