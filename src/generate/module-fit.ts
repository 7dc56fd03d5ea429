// What the layout search knows of each module: the hexes it covers, its hall ends and the steps out of them.
import { DIRECTIONS, step, type Hex } from "../hex/coords.js";
import { hexCount, levelOf, type ModuleMap } from "../map/module.js";
import { LEVELS } from "../map/terrain.js";
import { isBridge, isEngineRoom } from "../ship/ship-check.js";

/** A module the generator may place, with the reference a ship file names it by (89, or FOLDER/120). */
export interface CatalogModule {
  readonly ref: string | number;
  readonly module: ModuleMap;
}

/** A main-level hall end and the unit steps from it that leave its own module (where a neighbour may meet it). */
export interface HallOut {
  readonly local: Hex;
  readonly out: readonly Hex[];
}

export interface ModuleFit {
  readonly entry: CatalogModule;
  /** Every hex of every level, with its level's index in LEVELS. */
  readonly hexes: readonly { readonly level: number; readonly x: number; readonly y: number }[];
  readonly halls: readonly HallOut[];
  /** The smallest box around its hexes, in its own coordinates. */
  readonly box: { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number };
  readonly size: number;
  readonly bridge: boolean;
  readonly engineRoom: boolean;
  /** Transporter booths drawn in it: a ship needs none or exactly two (a pair). */
  readonly booths: number;
}

const UNIT_STEPS: readonly Hex[] = DIRECTIONS.map((d) => step({ x: 0, y: 0 }, d));

export function moduleFit(entry: CatalogModule): ModuleFit {
  const { module } = entry;
  const covered = new Set<string>();
  const hexes: { level: number; x: number; y: number }[] = [];
  let booths = 0;
  for (const level of module.levels) {
    for (const h of level.hexes.values()) {
      hexes.push({ level: LEVELS.indexOf(level.name), x: h.x, y: h.y });
      covered.add(`${h.x},${h.y}`);
      if (h.terrain === "booth") booths++;
    }
  }
  const main = levelOf(module, "main");
  const halls = [...(main?.hexes.values() ?? [])]
    .filter((h) => h.terrain === "hall-end")
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((h) => ({
      local: { x: h.x, y: h.y },
      out: UNIT_STEPS.filter((s) => !covered.has(`${h.x + s.x},${h.y + s.y}`)),
    }));
  const xs = hexes.map((h) => h.x);
  const ys = hexes.map((h) => h.y);
  return {
    entry,
    hexes,
    halls,
    box: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) },
    size: hexCount(module),
    bridge: isBridge(module),
    engineRoom: isEngineRoom(module),
    booths,
  };
}
