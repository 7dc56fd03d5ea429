// What `derelict run --as SIDE` prints: the side's log, or its final view and log as JSON, read from
// its seat alone (eslint.config.js keeps this file to the seat).
import type { Seat } from "../seat/index.js";
import { logHead } from "./game-log.js";

/** The side's log as lines "T3 ...", or, with `json`, the game log: its view and the events it saw, with their fields. */
export function sideOutput(seat: Seat, scenario: string, json: boolean): string {
  const events = seat.witnessed();
  if (!json) return events.map((e) => `T${e.turn} ${e.text}\n`).join("");
  const view = seat.view();
  const head = logHead("derelict-run", {
    scenario,
    visibility: view.visibility,
    as: seat.side,
    over: seat.turn().over,
    result: view.result,
  });
  return `${JSON.stringify({ ...head, view, events }, null, 2)}\n`;
}
