// What `derelict run --as SIDE` prints: the side's log (after the visibility played), or its final view
// and log as JSON, read from its seat alone (eslint.config.js keeps this file to the seat).
import { eventLine } from "../seat/event-words.js";
import type { PlayerView, Seat, SeenEvent } from "../seat/index.js";
import { logHead } from "./game-log.js";

/** Where a script stopped, in a game log: its line, the refusal's code (or `expectation`) and why. */
export interface Stopped {
  readonly line: number;
  readonly code: string;
  readonly reason: string;
}

/**
 * The side's log as lines "T3 ..." after the visibility played (`# visibility: fog`), or, with `json`,
 * the game log: its view and the events it saw, with their fields, and where the script stopped if
 * it stopped at a command of this side's (the caller says so: a refusal is worded for the side refused).
 */
export function sideOutput(seat: Seat, scenario: string, json: boolean, stopped?: Stopped): string {
  const events = seat.witnessed();
  const view = seat.view();
  if (!json) return plainLog(view.visibility, events);
  const head = logHead("derelict-run", {
    scenario,
    visibility: view.visibility,
    as: seat.side,
    over: seat.turn().over,
    result: view.result,
  });
  return `${JSON.stringify({ ...head, view, events, ...(stopped ? { stopped } : {}) }, null, 2)}\n`;
}

/**
 * The plain-text log: the visibility played (public, as the scenario is), then a line per event in the
 * words written for its reader (a side's name the enemy's markers by side, src/view/words).
 */
export function plainLog(visibility: PlayerView["visibility"], events: readonly SeenEvent[]): string {
  return [`# visibility: ${visibility}\n`, ...events.map((e) => `${eventLine(e)}\n`)].join("");
}
