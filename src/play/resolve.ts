// Turning a command into engine actions for the side to move, step by step, through its verb's
// entry (src/play/verbs/) and a resolver that reads only what that side knows (src/play/resolver.ts).
import { actionRefusal } from "../engine/check-action.js";
import { isRefusal, plainRefusal, type Refusal } from "../engine/refusal.js";
import type { Action } from "../engine/rules.js";
import type { GameEvent } from "../engine/events.js";
import type { GameState } from "../engine/state.js";
import type { Command } from "./command.js";
import { Named, resolver, type KeptOnState } from "./resolver.js";
import type { Step, StopReason } from "./verb.js";
import { verbOf } from "./verbs/index.js";

export type { Step } from "./verb.js";

/** A command's steps, each resolved against the state the step before it left. */
export function steps(command: Command): Iterable<Step> {
  return verbOf(command.verb)!.steps(command);
}

/** An action taken, with the events it made (every audience's: the resolver gives a side its own). */
export type Taken = { readonly ok: true; readonly events: readonly GameEvent[] };

/** A command played; `note` when it stopped early and well, saying why (travel). */
export type Played = { readonly ok: true; readonly note?: string; readonly stop?: StopReason };

/**
 * Plays COMMAND from STATE: each step resolved, then applied by TAKE (a session's act, or apply),
 * stopping at the first refusal, which names the command's markers as the player named them, or at a
 * step's stop, which is played with its note.
 */
export function playCommand(
  state: () => GameState,
  command: Command,
  take: (action: Action) => Taken | Refusal,
): Played | Refusal {
  const named = new Named();
  let news: readonly GameEvent[] = [];
  for (const step of steps(command)) {
    const action = step(resolver(state(), named, news));
    if ("stop" in action) return { ok: true, note: action.stop, stop: action.why };
    if (isRefusal(action)) return plainRefusal(named.reword(action));
    const done = take(action);
    if (!done.ok) return plainRefusal(named.reword(done));
    news = done.events;
  }
  return { ok: true };
}

/**
 * What a caller that checks many commands on one state keeps between them (`legal`): the side's reach
 * on it, and the engine's answer to each first action tried (`move 7 e` and a travel that begins with
 * the same step are one trial).
 */
export interface Checked extends KeptOnState {
  readonly answers: Map<string, { readonly ok: true } | Refusal>;
}

/**
 * Whether COMMAND's first action would be taken on STATE now, or why not, tried on STATE and dropped:
 * nothing is played. The first alone, since the steps after it hang on what it shows (a marker met on
 * the way): asking about them would tell what a step would reveal before it is taken.
 */
export function checkCommand(
  state: GameState,
  command: Command,
  kept?: Checked,
): { ok: true; first?: Action } | Refusal {
  const named = new Named();
  for (const step of steps(command)) {
    const action = step(resolver(state, named, [], kept));
    if ("stop" in action) return { ok: true };
    if (isRefusal(action)) return plainRefusal(named.reword(action));
    const key = kept && JSON.stringify(action);
    let done = key === undefined ? undefined : kept!.answers.get(key);
    if (!done) {
      // Tried without being taken: the engine's checks alone where it has a refusal-only path (a step).
      done = actionRefusal(state, action) ?? { ok: true };
      if (key !== undefined) kept!.answers.set(key, done);
    }
    return done.ok ? { ok: true, first: action } : plainRefusal(named.reword(done));
  }
  return { ok: true };
}
