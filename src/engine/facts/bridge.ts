// The facts of the bridge (src/engine/event-facts.ts): its crew's die, the enemy's auxiliary control
// room rolling against it, the order given, a door it fails to shut, and the security camera's turn.
import type { MarkerRef } from "../events.js";
import type { Side } from "../state.js";
import type { BridgeOrder } from "../systems/bridge-orders.js";

/** The bridge crew's die as its side's turn begins: told to its side and the referee. */
export interface BridgeRollFacts {
  readonly side: Side;
  /** The soldiers in the captain's chair and in another bridge chair. */
  readonly markers: readonly MarkerRef[];
  /** The die: which order the side may give this turn (BRIDGE_RESULTS, src/engine/systems/bridge.ts). */
  readonly rolls: readonly [number];
}

/** The auxiliary control room of SIDE rolls against the other side's bridge result: told to both sides. */
export interface AuxRollFacts {
  /** The side whose room rolls. */
  readonly side: Side;
  /** Its guards in their chairs: told to that side and the referee. */
  readonly markers?: readonly MarkerRef[];
  readonly rolls: readonly [number];
  /** The lowest roll that blocks. */
  readonly needed: number;
}

/** The bridge's order given: told to its side and the referee. */
export interface BridgeOrderFacts {
  readonly side: Side;
  readonly order: BridgeOrder["do"];
  /** Gravity or lights: which way they were set. */
  readonly on?: boolean;
  /** A door: the door, and whether it was to open or close. */
  readonly hex?: string;
  readonly open?: boolean;
  /** A door order out of the side's sight that did nothing: the door was already so, or something stood in it. */
  readonly refused?: "already" | "blocked";
}

/** A door ordered shut from the bridge will not close on the markers in its doorway: told to the referee and the enemy standing there. */
export interface DoorJammedFacts {
  readonly hex: string;
  /** Who stands in the doorway: told to the referee. */
  readonly markers?: readonly MarkerRef[];
}

/** The camera of SIDE comes on: its enemy must show it a marker. Told to that enemy and the referee. */
export interface CameraOnFacts {
  readonly side: Side;
}

/** A marker is shown to the camera of SIDE: told to the marker's side and the referee. */
export interface CameraShownFacts {
  readonly side: Side;
  readonly marker: MarkerRef;
}

/** The camera's answer as the turn of SIDE (the bridge side) begins: told to both sides. */
export interface CameraFacts {
  readonly side: Side;
  /** The marker shown, by its number. */
  readonly target: MarkerRef;
  /** What it is: its soldier type, or null for a dummy. Told to the bridge side and the referee. */
  readonly answer?: string | null;
}

/** The camera of SIDE finds no question marker to show and goes out: told to both sides. */
export interface CameraLapsedFacts {
  readonly side: Side;
}

export interface BridgeFacts {
  readonly "bridge-roll": BridgeRollFacts;
  readonly "bridge-blocked": AuxRollFacts;
  readonly "bridge-not-blocked": AuxRollFacts;
  readonly "bridge-order": BridgeOrderFacts;
  readonly "door-jammed": DoorJammedFacts;
  readonly "camera-on": CameraOnFacts;
  readonly "camera-shown": CameraShownFacts;
  readonly camera: CameraFacts;
  readonly "camera-lapsed": CameraLapsedFacts;
}
