// The facts of the devices worked for a whole turn (src/engine/event-facts.ts): stations taken and
// lapsed, and what the engine room, life support and the sickbay's auto-doc do with them.
import type { MarkerRef } from "../events.js";
import type { Side } from "../state.js";
import type { StationDevice } from "../../ship/device-index.js";

/** A marker settles at a device for the whole turn. */
export interface StationFacts {
  /** Own refs to its side and the referee; the enemy's ref (number or revealed type) to an enemy watching. */
  readonly marker: MarkerRef;
  readonly hex: string;
  readonly device: StationDevice;
  /** Which way a switched device is to go (purifiers, gravity, engines): told to its side and the referee. */
  readonly on?: boolean;
}

/** A station that did not hold through its side's turn: told to its side and the referee. */
export interface StationLapsedFacts {
  readonly marker: MarkerRef;
  readonly device: StationDevice;
}

/** The engine crew's work as its side's turn begins: told to its side and the referee. */
export interface EnginesWorkedFacts {
  readonly side: Side;
  /** The soldiers at the console and at a panel. */
  readonly markers: readonly MarkerRef[];
  /** The engines shut down or started, already so, or a turn of a restart done. */
  readonly result: "off" | "on" | "already-off" | "already-on" | "restarting";
  /** A restart: the turns done, of the turns it needs. */
  readonly turns?: number;
  readonly needed?: number;
}

/** A life-support station's work as its side's turn begins: told to its side and the referee. */
export interface LifeSupportFacts {
  readonly marker: MarkerRef;
  readonly device: "purifiers" | "gravity";
  /** Which way the soldier set the system. */
  readonly on: boolean;
  /** Why nothing came of it: the system was already so, or the ship has no power to start it. */
  readonly refused?: "already" | "no-power";
}

/** The auto-doc's die for a wounded soldier on its bed: told to its side and the referee. */
export interface AutoDocFacts {
  readonly marker: MarkerRef;
  readonly hex: string;
  readonly rolls: readonly [number];
  /** The lowest roll that heals. */
  readonly needed: number;
  readonly healed: boolean;
}

export interface StationsFacts {
  readonly station: StationFacts;
  readonly "station-lapsed": StationLapsedFacts;
  readonly "engines-worked": EnginesWorkedFacts;
  readonly "life-support": LifeSupportFacts;
  readonly "auto-doc": AutoDocFacts;
}
