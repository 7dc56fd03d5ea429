// The facts of the machines a soldier works with his move units (src/engine/event-facts.ts): the cryo
// cells, the transporter, the switches (coolers, the rec deck's gravity panel) and the escape pods.
import type { MarkerRef } from "../events.js";
import type { Side } from "../state.js";

/** A sleeper woken from his cryo cell. */
export interface SleeperWokenFacts {
  /** The Leader or Hero who woke him: to his side, the referee, and an enemy watching. */
  readonly marker?: MarkerRef;
  /** The sleeper's new marker: own ref to its side and the referee, its number to the enemy. */
  readonly woken: MarkerRef;
  /** The cryo cell, and the hex he steps out at. */
  readonly hex: string;
  readonly to: string;
  /** Who he is: told to the waker's side and the referee. */
  readonly sleeper?: { readonly name: string; readonly type: string };
}

/** A marker, or a container, sent by the transporter. */
export interface TransportedFacts {
  /** The marker sent, or the soldier who sent the container (then not told to the enemy). */
  readonly marker?: MarkerRef;
  /** The container sent, by kind ("supply-crate"), when it was a container. */
  readonly cargo?: string;
  /** The booths it left and reached: the enemy is told only those it saw. */
  readonly from?: string;
  readonly to?: string;
  /** Move units spent (to its side and the referee), and left (to its side). */
  readonly mu?: number;
  readonly left?: number;
}

/** The transporter worked into a far booth that was not empty, learnt only by trying. */
export interface TransportFailedFacts {
  /** Who worked it: to its side and the referee. */
  readonly marker?: MarkerRef;
  readonly from: string;
  readonly to: string;
  /** What holds the far booth (told to the referee): markers, and a container. */
  readonly markers?: readonly MarkerRef[];
  readonly container?: boolean;
  readonly mu?: number;
  readonly left?: number;
}

/** A cooler or the rec deck's gravity panel turned on or off: to its side, the referee, and an enemy watching. */
export interface SwitchFacts {
  readonly marker: MarkerRef;
  readonly device: "cooler" | "rec-panel";
  readonly hex: string;
  readonly on: boolean;
  readonly mu?: number;
  readonly left?: number;
}

/** An escape pod launched with the markers of SIDE aboard: to its side, the referee, and an enemy seeing the pod. */
export interface PodLaunchedFacts {
  readonly side: Side;
  readonly hex: string;
  readonly markers: readonly MarkerRef[];
}

export interface MachinesFacts {
  readonly "sleeper-woken": SleeperWokenFacts;
  readonly transported: TransportedFacts;
  readonly "transport-failed": TransportFailedFacts;
  readonly switch: SwitchFacts;
  readonly "pod-launched": PodLaunchedFacts;
}
