// The facts of the ship's systems (src/engine/event-facts.ts), one file per device group: the ship-wide
// changes (ship-wide.ts), the devices worked for a whole turn (stations.ts), the bridge and its camera (bridge.ts),
// the machines a soldier works (machines.ts).
import type { BridgeFacts } from "./bridge.js";
import type { MachinesFacts } from "./machines.js";
import type { ShipWideFacts } from "./ship-wide.js";
import type { StationsFacts } from "./stations.js";

export interface SystemsFacts extends ShipWideFacts, StationsFacts, BridgeFacts, MachinesFacts {}
