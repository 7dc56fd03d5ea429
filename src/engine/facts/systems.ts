// The facts of the ship's systems (src/engine/event-facts.ts), one file per device group: the ship-wide
// changes (ship-wide.ts), the bridge and its camera, the stations, the machines a soldier works.
import type { ShipWideFacts } from "./ship-wide.js";

export type SystemsFacts = ShipWideFacts;
