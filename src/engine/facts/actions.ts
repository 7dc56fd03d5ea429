// The facts of a marker's doings besides a step (src/engine/event-facts.ts): doors, air locks, cargo.
import type { MarkerRef } from "../events.js";

/** A door opened or closed: by a marker beside it, or from the bridge. */
export interface DoorFacts {
  readonly hex: string;
  /** Who worked it: its side and the referee (the enemy sees the door alone). */
  readonly marker?: MarkerRef;
  readonly mu?: number;
  readonly left?: number;
  /** Worked from the bridge: the referee's. */
  readonly fromBridge?: true;
}

/** A marker gone into an air lock from outside. */
export interface BoardFacts {
  readonly marker: MarkerRef;
  readonly lock: string;
  /** How many the lock holds now, of how many it takes: its own side's. */
  readonly count?: number;
  readonly capacity?: number;
}

/** Markers out of the ship through an air lock: out of the game (a carrier with his friend). */
export interface ExitFacts {
  readonly markers: readonly MarkerRef[];
  readonly lock: string;
  /** Where the enemy watched them go from. */
  readonly hex?: string;
}

/** A marker's step as part of a push, as the enemy watched it across an open table. */
export interface PushStep {
  readonly marker: MarkerRef;
  readonly from: string;
  readonly to: string;
}

/** A container shoved one hex (out through an air lock: it has left the ship). */
export interface PushFacts {
  /** The container's kind ("cargo-pod"). */
  readonly device: string;
  readonly from: string;
  readonly to: string;
  readonly lock?: string;
  /** Who shoved it (not told to an enemy who only watched the container move) and his helper. */
  readonly marker?: MarkerRef;
  readonly friend?: MarkerRef;
  readonly left?: number;
  /** Across an open table: each marker's step. */
  readonly steps?: readonly PushStep[];
}

export interface ActionsFacts {
  readonly "door-opened": DoorFacts;
  readonly "door-closed": DoorFacts;
  readonly board: BoardFacts;
  readonly exit: ExitFacts;
  readonly push: PushFacts;
}
