// Where the ship's devices are, read from its drawing alone: the same reading as the engine's
// device index, which the terminal may not load (test/tui/device-choices.test.ts holds the two together).
import { TERRAIN, type Terrain } from "../map/terrain.js";
import type { Ship } from "../ship/ship.js";

/** The devices a soldier spends a whole turn at (`station WHO DEVICE`). */
export type StationDevice = "bridge" | "aux" | "engines" | "purifiers" | "gravity";

export interface DevicePlaces {
  /** Hexes where a soldier stations at each whole-turn device. */
  readonly stations: ReadonlyMap<StationDevice, ReadonlySet<number>>;
  readonly captainChairs: ReadonlySet<number>;
  /** The rec deck's gravity panel: panels in an area named gravity-panel. */
  readonly recPanels: readonly number[];
  readonly coolers: readonly number[];
  readonly booths: readonly number[];
  readonly pods: readonly number[];
  readonly beds: ReadonlySet<number>;
  readonly cryoCells: readonly number[];
}

const built = new WeakMap<Ship, DevicePlaces>();

export function devicePlaces(ship: Ship): DevicePlaces {
  let places = built.get(ship);
  if (!places) built.set(ship, (places = read(ship)));
  return places;
}

function read(ship: Ship): DevicePlaces {
  const of = (t: Terrain) => ship.cells.filter((c) => c.terrain === t).map((c) => c.id);
  const areaCells = (suffix: string) => [...ship.areas].filter(([name]) => name.endsWith(`:${suffix}`)).flatMap(([, cells]) => cells);
  // The hexes one can stand on next to any of the cells: a machine is worked from beside it.
  const beside = (cells: readonly number[]) => cells.flatMap((c) => ship.neighbours[c]!).filter((n) => TERRAIN[ship.cells[n]!.terrain].passable);
  const captainChairs = of("captain-chair");
  const bridgeModules = new Set(captainChairs.map((c) => ship.cells[c]!.module));
  const chairs = of("chair");
  const consoles = of("central-console");
  const engineModules = new Set(consoles.map((c) => ship.cells[c]!.module));
  const aux = new Set(areaCells("aux-control"));
  const stations = new Map<StationDevice, ReadonlySet<number>>([
    ["bridge", new Set([...captainChairs, ...chairs.filter((c) => bridgeModules.has(ship.cells[c]!.module))])],
    ["aux", new Set(chairs.filter((c) => aux.has(c)))],
    ["engines", new Set([...beside(consoles), ...beside(of("panel").filter((c) => engineModules.has(ship.cells[c]!.module)))])],
    ["purifiers", new Set(beside(of("purifier")))],
    ["gravity", new Set(beside(of("gravity-machinery")))],
  ]);
  return {
    stations,
    captainChairs: new Set(captainChairs),
    recPanels: areaCells("gravity-panel").filter((c) => ship.cells[c]!.terrain === "panel"),
    coolers: of("cooler"),
    booths: of("booth"),
    pods: of("escape-pod"),
    beds: new Set(of("bed")),
    cryoCells: of("cryo-cell"),
  };
}

/** The whole-turn devices a soldier on this hex could work, in the engine's order. */
export function stationsAt(ship: Ship, cell: number): StationDevice[] {
  return [...devicePlaces(ship).stations].filter(([, cells]) => cells.has(cell)).map(([device]) => device);
}

/** The cells among these that lie next to a hex (on its level). */
export function nextTo(ship: Ship, cell: number, cells: readonly number[]): number[] {
  const near = new Set(ship.neighbours[cell] ?? []);
  return cells.filter((c) => near.has(c));
}
