// The facts of the ship-wide changes everyone aboard notices (src/engine/systems/ship-state.ts, air.ts,
// generators.ts, engine-room.ts, bridge-orders.ts): told to the referee and both sides alike.
import type { Side } from "../state.js";

/** A change that needs no facts past its kind: a switch on or off, the engines starting, the air gone. */
export type NoFacts = Readonly<Record<never, never>>;

/** The engines shut down; the ship stops if it was moving. */
export interface EnginesOffFacts {
  readonly stopped: boolean;
}

/** The ship follows the course of SIDE's bridge. */
export interface CourseSetFacts {
  readonly side: Side;
}

/** Ship's power fails for good: lights, gravity and air purification go off. */
export interface PowerFailedFacts {
  /** Turns of breathable air left. */
  readonly air: number;
}

/** A turn of the air countdown. */
export interface AirCountdownFacts {
  /** Turns of breathable air left. */
  readonly left: number;
}

/** The generators' two dice with every cooler off: 2 or 12 and they overheat. */
export interface OverheatRollFacts {
  readonly rolls: readonly [number, number];
  readonly hot: boolean;
}

export interface ShipWideFacts {
  readonly "lights-on": NoFacts;
  readonly "lights-off": NoFacts;
  readonly "gravity-on": NoFacts;
  readonly "gravity-off": NoFacts;
  readonly "recDeckGravity-on": NoFacts;
  readonly "recDeckGravity-off": NoFacts;
  readonly "airPurification-on": NoFacts;
  readonly "airPurification-off": NoFacts;
  readonly "power-failed": PowerFailedFacts;
  readonly "air-countdown": AirCountdownFacts;
  readonly "air-gone": NoFacts;
  readonly "overheat-roll": OverheatRollFacts;
  readonly "engines-off": EnginesOffFacts;
  readonly "engines-on": NoFacts;
  readonly "course-set": CourseSetFacts;
  readonly "ship-moving": NoFacts;
}
