// Playing a script: commands one a line, each applied in turn, stopping at the first that fails.
import { apply } from "../engine/apply.js";
import type { GameEvent } from "../engine/events.js";
import type { RefusalCode } from "../engine/refusal.js";
import type { Action } from "../engine/rules.js";
import type { GameState } from "../engine/state.js";
import { parseCommand } from "./command.js";
import { playCommand } from "./resolve.js";
import { readExpectation, unmet } from "./script-expect.js";
import type { Acted, Session } from "./session.js";

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

/** Why a script stopped: a line refused (its code), an `expect` line that did not hold (`expectation`). */
type ScriptCode = RefusalCode | "expectation";

export interface ScriptStop {
  readonly line: number;
  readonly code: ScriptCode;
  readonly reason: string;
}

const words = (line: string): string[] => line.replace(/#.*/, "").trim().split(/\s+/);

/**
 * Plays a script on a session, line by line, stopping at the first that fails: that line and why. A
 * line refused goes on only if the next line expects that refusal (`expect refused CODE`); after the
 * game's end every command line is refused `game-over`, as the protocol answers it. A line played with
 * a note (a travel that stopped short, and why) is told to NOTE with its number.
 */
export function playScript(
  session: Session,
  text: string,
  note: (line: number, text: string) => void = () => {},
): ScriptStop | undefined {
  const lines = text.split(/\r?\n/);
  let last: { line: number; since: number; refused?: { code: RefusalCode; reason: string } } | undefined;
  const next = (i: number): number => {
    let j = i + 1;
    while (j < lines.length && blank(lines[j]!)) j++;
    return j;
  };
  for (let i = 0; i < lines.length; i++) {
    if (blank(lines[i]!)) continue;
    const [first, ...rest] = words(lines[i]!);
    if (first === "expect") {
      const e = readExpectation(rest);
      if ("usage" in e) return { line: i + 1, code: "usage", reason: e.usage };
      if (!last) return { line: i + 1, code: "usage", reason: "an expect line follows the command it is about" };
      const why = unmet(e, {
        ...(last.refused ? { refused: last.refused } : {}),
        events: session.witnessed("referee", last.since),
        view: (side) => session.view(side),
      });
      if (why !== undefined) return { line: i + 1, code: "expectation", reason: why };
      continue;
    }
    const since = session.eventCount;
    const done: Acted = session.over
      ? { ok: false, code: "game-over", reason: "the game is over" }
      : session.command(lines[i]!);
    if (!done.ok) {
      const j = next(i);
      const excused = j < lines.length && words(lines[j]!)[0] === "expect" && words(lines[j]!)[1] === "refused";
      if (!excused) return { line: i + 1, code: done.code, reason: done.reason };
      last = { line: i + 1, since, refused: { code: done.code, reason: done.reason } };
      continue;
    }
    last = { line: i + 1, since };
    if (done.note !== undefined) note(i + 1, done.note);
  }
  return undefined;
}
