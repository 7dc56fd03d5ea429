// An event line as a reader reads it: the turn, then the event's words (written for the reader by
// src/view/words; a save written before shows its stored words as they are).
import type { SeenEvent } from "./witnessed.js";

/** The event as a line of a side's log, "T3 yellow ?4 moves 99:0910 -> 99:0810", or of the referee's. */
export function eventLine(e: SeenEvent, gap = " "): string {
  return `T${e.turn}${gap}${e.text}`;
}
