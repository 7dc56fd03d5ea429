// The words of the ship's systems (src/engine/facts/systems.ts), one file per device group.
import type { SystemsFacts } from "../../engine/facts/systems.js";
import { BRIDGE_WORDS } from "./bridge.js";
import { MACHINES_WORDS } from "./machines.js";
import type { Words } from "./markers.js";
import { SHIP_WIDE_WORDS } from "./ship-wide.js";
import { STATIONS_WORDS } from "./stations.js";

export const SYSTEMS_WORDS: Readonly<{ [K in keyof SystemsFacts]: Words<SystemsFacts[K]> }> = {
  ...SHIP_WIDE_WORDS,
  ...STATIONS_WORDS,
  ...BRIDGE_WORDS,
  ...MACHINES_WORDS,
};
