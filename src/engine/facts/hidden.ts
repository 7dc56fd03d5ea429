// The facts of hidden movement (src/engine/event-facts.ts): a marker shown, a dummy taken off, a soldier
// hidden again under a new number.
import type { MarkerRef } from "../events.js";

/** Where a marker was when it was seen: on a hex, in an air lock, or waiting outside one. */
export interface MarkerPlace {
  readonly hex?: string;
  readonly lock?: string;
  /** Outside the air lock `lock`, not in it. */
  readonly outside?: true;
}

/** A marker seen by the enemy: a soldier shown (`revealed`) or a dummy taken off (`dummy-removed`). */
export interface SeenFacts extends MarkerPlace {
  /** Own refs for its side and the referee; the enemy's by number (and, revealed, its type). */
  readonly marker: MarkerRef;
  /** Shown by the flash of his own attack, to every enemy with a line to him, even in the dark. */
  readonly attacking?: true;
}

/** A shown soldier out of every enemy's sight, back under a question marker with a new number. */
export interface HiddenFacts {
  /** The soldier: own refs for its side and the referee; across an open table, the enemy's by type. */
  readonly marker: MarkerRef;
  /** The new marker number he hides under. */
  readonly number: number;
  /** Where the enemy watched him go under (an open table only). */
  readonly hex?: string;
}

export interface HiddenMovementFacts {
  readonly revealed: SeenFacts;
  readonly "dummy-removed": SeenFacts;
  readonly hidden: HiddenFacts;
  readonly bump: BumpFacts;
}

/** What a marker was trying when it bumped into enemies it did not see. */
export type BumpAttempt =
  | { readonly doing: "stepping"; readonly hex: string }
  | { readonly doing: "boarding"; readonly lock: string }
  | { readonly doing: "leaving"; readonly lock: string; readonly hex: string }
  | { readonly doing: "exiting"; readonly lock: string };

/** A marker that bumped into unseen enemies and stayed where it was. */
export interface BumpFacts {
  readonly attempt: BumpAttempt;
  /** The marker that bumped: told to its side and the referee (the enemy is told only its side). */
  readonly marker?: MarkerRef;
  readonly side: "blue" | "yellow";
  /** The enemies it met: the referee's alone. */
  readonly markers?: readonly MarkerRef[];
}
