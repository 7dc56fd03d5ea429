// A ship's map as data: its cells and how they join, its levels, named areas, air locks and devices.
// Public facts of the layout alone (nothing of a game in it), the one builder behind the protocol's
// `map` query, `ships show --json` and `maps show --json` (a module as a ship of its own).
import { LEVELS, type Cargo, type Level, type Terrain } from "../map/terrain.js";
import type { ModuleMap } from "../map/module.js";
import { assembleShip } from "./assemble.js";
import { deviceIndex, type DeviceIndex } from "./device-index.js";
import { placeName, type Ship } from "./ship.js";

export interface MapCell {
  /** The cell's id, as the view names cells (`inView`, a marker's `cell`). */
  readonly cell: number;
  /** The hex as commands name it: "89:0603", "90:0305@floor". */
  readonly hex: string;
  readonly module: number;
  readonly level: Level;
  /** Its place in the ship's drawing, doubled coordinates (x + y even). */
  readonly x: number;
  readonly y: number;
  readonly terrain: Terrain;
  /** The hexes next to it on its level, and those a ladder or stairs joins it to. */
  readonly next: readonly string[];
  readonly links: readonly string[];
}

export interface MapLock {
  readonly name: string;
  readonly kind: "hull" | "cargo";
  readonly hexes: readonly string[];
  readonly exits: readonly string[];
  readonly capacity: number;
  readonly leavePerTurn: number;
}

/** The device index's groups of hexes, by the same names (src/ship/device-index.ts). */
export type MapDevices = { readonly [K in keyof DeviceIndex]: readonly string[] };

export interface ShipMap {
  readonly name: string;
  /** The levels the ship has, lowest-numbered first as `LEVELS` lists them. */
  readonly levels: readonly Level[];
  readonly cells: readonly MapCell[];
  /** Named areas ("91:rec-deck") with their hexes. */
  readonly areas: readonly { readonly name: string; readonly hexes: readonly string[] }[];
  readonly locks: readonly MapLock[];
  readonly devices: MapDevices;
  /** Where the layout puts cargo before play (a game's view says where it is now). */
  readonly cargo: readonly { readonly kind: Cargo; readonly hex: string }[];
}

export function shipMap(ship: Ship): ShipMap {
  const names = ship.cells.map(placeName);
  const hexes = (cells: Iterable<number>): string[] => [...cells].sort((a, b) => a - b).map((c) => names[c]!);
  return {
    name: ship.name,
    levels: LEVELS.filter((l) => ship.cells.some((c) => c.level === l)),
    cells: ship.cells.map((c) => ({
      cell: c.id,
      hex: names[c.id]!,
      module: c.module,
      level: c.level,
      x: c.x,
      y: c.y,
      terrain: c.terrain,
      next: hexes(ship.neighbours[c.id] ?? []),
      links: hexes(ship.links[c.id] ?? []),
    })),
    areas: [...ship.areas].map(([name, cells]) => ({ name, hexes: hexes(cells) })),
    locks: ship.airlocks.map((a) => ({
      name: a.name,
      kind: a.kind,
      hexes: a.cells.map((c) => names[c]!),
      exits: a.exits.map((c) => names[c]!),
      capacity: a.capacity,
      leavePerTurn: a.leavePerTurn,
    })),
    devices: deviceHexes(deviceIndex(ship), hexes),
    cargo: ship.cargo.map((c) => ({ kind: c.kind, hex: names[c.cell]! })),
  };
}

function deviceHexes(index: DeviceIndex, hexes: (cells: Iterable<number>) => string[]): MapDevices {
  const out: Partial<Record<keyof DeviceIndex, readonly string[]>> = {};
  for (const name of Object.keys(index) as (keyof DeviceIndex)[]) out[name] = hexes(index[name]);
  return out as MapDevices;
}

/**
 * A module's map: the module as a ship of its own, each hall end at its edge closed by an air lock as
 * a ship's are (so `locks` lists where a ship could be boarded through it); undefined if it cannot
 * stand alone.
 */
export function moduleMap(module: ModuleMap): ShipMap | undefined {
  const alone = assembleShip(module.name, module.file, [{ module, at: { x: 0, y: 0 } }], { rules: false });
  return alone.ok ? shipMap(alone.ship) : undefined;
}
