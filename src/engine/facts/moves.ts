// The facts of a marker's movement (src/engine/event-facts.ts): a step, a carried friend's step.
import type { MarkerRef } from "../events.js";

/** A step (a move, a carry, a rout, out of an air lock), as one audience knows it. */
export interface MoveFacts {
  /** The marker that stepped: own refs with number and label, the enemy's with number or revealed type. */
  readonly marker: MarkerRef;
  /** The hex it left, when the audience saw it there ("the air lock" when it came from one unnamed). */
  readonly from?: string;
  /** The air lock it stepped out of, by name (then no `from`). */
  readonly lock?: string;
  readonly to: string;
  /** Move units spent, and left: told to its own side and the referee. */
  readonly mu?: number;
  readonly left?: number;
  /** Carried by a friend (the referee's line of the carried marker's step). */
  readonly carried?: true;
  /** Across an open table, the markers of its side it leaves on the hex it left and joins on the new one. */
  readonly leaving?: readonly MarkerRef[];
  readonly joining?: readonly MarkerRef[];
}

export interface MovesFacts {
  readonly move: MoveFacts;
}
