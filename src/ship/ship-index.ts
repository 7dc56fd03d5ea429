// Fast look-ups on a ship, built once per ship and kept with it (src/ship/lookups.ts): cells by
// place, special areas as sets.
import { LEVELS, type Level } from "../map/terrain.js";
import type { Ship } from "./ship.js";

export interface ShipIndex {
  cellAt(level: Level, x: number, y: number): number | undefined;
  readonly recDeck: ReadonlySet<number>;
  readonly darkened: ReadonlySet<number>;
  readonly belowdecks: ReadonlySet<number>;
  readonly doors: readonly number[];
  /** Each cell's position, and whether a ladder or stairs joins it to another level. */
  readonly xs: Int32Array;
  readonly ys: Int32Array;
  readonly linked: Uint8Array;
}

export function shipIndex(ship: Ship): ShipIndex {
  return ship.lookups.index;
}

export function buildShipIndex(ship: Ship): ShipIndex {
  const byPlace = new Map<number, number>();
  const key = (level: Level, x: number, y: number) => (LEVELS.indexOf(level) * 4096 + y) * 4096 + x;
  for (const c of ship.cells) byPlace.set(key(c.level, c.x, c.y), c.id);
  const darkened = new Set<number>();
  for (const [name, cells] of ship.areas) if (name.endsWith(":darkened")) cells.forEach((c) => darkened.add(c));
  return {
    cellAt: (level, x, y) => (x < 0 || y < 0 ? undefined : byPlace.get(key(level, x, y))),
    recDeck: new Set(ship.areas.get("91:rec-deck") ?? []),
    darkened,
    belowdecks: new Set(ship.cells.filter((c) => c.level === "belowdecks").map((c) => c.id)),
    doors: ship.cells.filter((c) => c.terrain === "door").map((c) => c.id),
    xs: Int32Array.from(ship.cells, (c) => c.x),
    ys: Int32Array.from(ship.cells, (c) => c.y),
    linked: Uint8Array.from(ship.cells, (c) => (ship.links[c.id]!.length > 0 ? 1 : 0)),
  };
}
