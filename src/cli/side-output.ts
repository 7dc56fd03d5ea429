// What `derelict run --as SIDE` prints: the side's log, or its final view and log as JSON, read from
// its seat alone (eslint.config.js keeps this file to the seat).
import type { Seat } from "../seat/index.js";

/** The side's log as lines "T3 ...", or, with `json`, its view and the events it saw. */
export function sideOutput(seat: Seat, scenario: string, json: boolean): string {
  const events = seat.witnessed();
  if (json) return `${JSON.stringify({ scenario, as: seat.side, view: seat.view(), events }, null, 2)}\n`;
  return events.map((e) => `T${e.turn} ${e.text}\n`).join("");
}
