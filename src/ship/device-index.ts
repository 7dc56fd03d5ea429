// Where the devices are on a ship, found once per ship from terrain and named areas, so any
// module drawn with the standard glyphs works: a captain's chair makes a bridge of its module.
// The engine's systems, the loaders and the terminal's device menu all read this one index,
// kept with the ship (src/ship/lookups.ts).
import { TERRAIN, type Terrain } from "../map/terrain.js";
import type { Ship } from "./ship.js";

/** The devices a soldier can spend a whole turn at. */
export const STATION_DEVICES = ["bridge", "aux", "engines", "purifiers", "gravity"] as const;
export type StationDevice = (typeof STATION_DEVICES)[number];

export interface DeviceIndex {
  readonly captainChairs: ReadonlySet<number>;
  /** The other chairs of a module with a captain's chair. */
  readonly bridgeChairs: ReadonlySet<number>;
  /** Chairs in an area named aux-control (module 93's upper level). */
  readonly auxChairs: ReadonlySet<number>;
  /** Hexes next to the central engine console, and next to a panel of its module. */
  readonly consoleSpots: ReadonlySet<number>;
  readonly panelSpots: ReadonlySet<number>;
  readonly purifierSpots: ReadonlySet<number>;
  readonly gravitySpots: ReadonlySet<number>;
  /** The rec deck's gravity panel: panels in an area named gravity-panel. */
  readonly recPanels: readonly number[];
  readonly coolers: readonly number[];
  readonly booths: readonly number[];
  readonly pods: readonly number[];
  readonly beds: ReadonlySet<number>;
  readonly cryoCells: readonly number[];
}

export function deviceIndex(ship: Ship): DeviceIndex {
  return ship.lookups.devices;
}

export function buildDeviceIndex(ship: Ship): DeviceIndex {
  const of = (t: Terrain) => ship.cells.filter((c) => c.terrain === t).map((c) => c.id);
  const areaCells = (suffix: string) =>
    [...ship.areas].filter(([name]) => name.endsWith(`:${suffix}`)).flatMap(([, cells]) => cells);
  /** Hexes a soldier can stand on next to any of the given cells. */
  const beside = (cells: readonly number[]) =>
    new Set(cells.flatMap((c) => ship.neighbours[c]!).filter((n) => TERRAIN[ship.cells[n]!.terrain].passable));
  const captainChairs = of("captain-chair");
  const bridgeModules = new Set(captainChairs.map((c) => ship.cells[c]!.module));
  const chairs = of("chair");
  const consoles = of("central-console");
  const engineModules = new Set(consoles.map((c) => ship.cells[c]!.module));
  const aux = new Set(areaCells("aux-control"));
  return {
    captainChairs: new Set(captainChairs),
    bridgeChairs: new Set(chairs.filter((c) => bridgeModules.has(ship.cells[c]!.module))),
    auxChairs: new Set(chairs.filter((c) => aux.has(c))),
    consoleSpots: beside(consoles),
    panelSpots: beside(of("panel").filter((c) => engineModules.has(ship.cells[c]!.module))),
    purifierSpots: beside(of("purifier")),
    gravitySpots: beside(of("gravity-machinery")),
    recPanels: areaCells("gravity-panel").filter((c) => ship.cells[c]!.terrain === "panel"),
    coolers: of("cooler"),
    booths: of("booth"),
    pods: of("escape-pod"),
    beds: new Set(of("bed")),
    cryoCells: of("cryo-cell"),
  };
}

/** The whole-turn devices a soldier on a cell could work. */
export function stationDevicesAt(ship: Ship, cell: number): StationDevice[] {
  const d = deviceIndex(ship);
  const found: StationDevice[] = [];
  if (d.captainChairs.has(cell) || d.bridgeChairs.has(cell)) found.push("bridge");
  if (d.auxChairs.has(cell)) found.push("aux");
  if (d.consoleSpots.has(cell) || d.panelSpots.has(cell)) found.push("engines");
  if (d.purifierSpots.has(cell)) found.push("purifiers");
  if (d.gravitySpots.has(cell)) found.push("gravity");
  return found;
}

/** The cells among these that lie next to a hex (on its level). */
export function nextTo(ship: Ship, cell: number, cells: readonly number[]): number[] {
  const near = new Set(ship.neighbours[cell] ?? []);
  return cells.filter((c) => near.has(c));
}
