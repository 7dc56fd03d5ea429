// A ship's look-ups (cells by place, devices, sight-line facts), each worked out the first time
// it is asked and kept with the ship: nothing about a ship is held anywhere else.
import { buildDeviceIndex, type DeviceIndex } from "./device-index.js";
import type { Cell, Ship } from "./ship.js";
import { buildShipIndex, type ShipIndex } from "./ship-index.js";
import { newSightFacts, type SightFacts } from "./sight-lines.js";

export class ShipLookups {
  readonly #ship: () => Ship;
  #index: ShipIndex | undefined;
  #devices: DeviceIndex | undefined;
  #sight: SightFacts | undefined;
  #names: Map<string, readonly Cell[]> | undefined;

  /** `ship` gives the ship these belong to (it holds them, so it is made after them). */
  constructor(ship: () => Ship) {
    this.#ship = ship;
  }

  get index(): ShipIndex {
    return (this.#index ??= buildShipIndex(this.#ship()));
  }

  get devices(): DeviceIndex {
    return (this.#devices ??= buildDeviceIndex(this.#ship()));
  }

  /** The cells of each name ("92:0305"), every level's, in id order (src/ship/find-cell.ts). */
  get names(): ReadonlyMap<string, readonly Cell[]> {
    return (this.#names ??= cellsByName(this.#ship()));
  }

  /** Filled pair by pair as sight lines are asked about (src/ship/sight-lines.ts). */
  get sight(): SightFacts {
    return (this.#sight ??= newSightFacts(this.#ship()));
  }
}

function cellsByName(ship: Ship): Map<string, Cell[]> {
  const names = new Map<string, Cell[]>();
  for (const c of ship.cells) {
    const same = names.get(c.name);
    if (same) same.push(c);
    else names.set(c.name, [c]);
  }
  return names;
}

/**
 * A ship come through structuredClone or a worker thread's message (which keep a class's fields
 * but not the class): its own look-ups again, worked out afresh as asked.
 */
export function withLookups(copied: Omit<Ship, "lookups">): Ship {
  const { lookups: _lost, ...layout } = copied as Ship;
  const ship: Ship = { ...layout, lookups: new ShipLookups(() => ship) };
  return ship;
}
