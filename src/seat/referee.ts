// The referee's handle, as a screen receives it: the whole game revealed, and only once it is over.
// Made by the composition root (src/seating/referee-handle.ts), never by a seat.
import type { RevealedStep } from "../play/revealed-replay.js";

export type { RevealedStep } from "../play/revealed-replay.js";
export type { RefereeView } from "../view/referee-view.js";

/** A finished game, step by step, everything shown. */
export interface RevealedGame {
  /** Steps: the start and one after each action. */
  readonly length: number;
  at(step: number): RevealedStep;
}

export interface RefereeHandle {
  /** The game revealed, once it is over; undefined while it goes on. */
  revealed(): RevealedGame | undefined;
}
