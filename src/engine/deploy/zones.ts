// Deployment zones: the named areas a side starts in aboard, the hexes in them a marker may be
// placed on, and the test that no two sides' zones see each other (so deploying leaks nothing).
import type { Ship } from "../../ship/ship.js";
import { TERRAIN } from "../../map/terrain.js";
import { lineIsClear } from "../../ship/sight-lines.js";
import { adjacent } from "../sight.js";
import type { Setup } from "../setup.js";
import { SIDES, type Side } from "../state.js";

export interface DeployZone {
  readonly side: Side;
  /** As the scenario names it: "92:cabin-1", or several areas "92:cabin-1 92:cabin-2". */
  readonly name: string;
  /** The hexes a marker may be placed on. */
  readonly cells: readonly number[];
}

/** The deploy phase's bookkeeping; gone once play begins. */
export interface Deployment {
  readonly zones: readonly DeployZone[];
  /** The sides still to deploy, in order: the first one deploys now. */
  readonly waiting: readonly Side[];
  /** Piece id -> the zone it deploys in (an index into `zones`). */
  readonly zoneOf: Readonly<Record<number, number>>;
  /** Dummies each side may add in its zones besides those the scenario gives it. */
  readonly extraDummies: Readonly<Record<Side, number>>;
  /** Ids of the dummies added so far (anywhere in their side's zones). */
  readonly added: readonly number[];
}

/** A hex a marker may be placed on at the start: one a soldier can stand on, not a door or an air lock. */
export function standable(ship: Ship, cell: number): boolean {
  const c = ship.cells[cell];
  if (!c || !TERRAIN[c.terrain].passable || c.terrain === "door") return false;
  return !ship.airlocks.some((l) => l.cells.includes(cell));
}

/** The hexes of some areas a marker may be placed on, in cell order, each once. */
export function zoneCells(ship: Ship, areaCells: readonly number[]): number[] {
  return [...new Set(areaCells)].filter((c) => standable(ship, c)).sort((a, b) => a - b);
}

/**
 * Two hexes, one from each list, that see each other with every door closed (a clear line, or
 * next to each other), or undefined when none do. Light plays no part: a glimpse is enough.
 */
export function inSightOfEachOther(
  ship: Ship,
  a: readonly number[],
  b: readonly number[],
): [number, number] | undefined {
  for (const x of a)
    for (const y of b) if (x === y || adjacent(ship, x, y) || lineIsClear(ship, {}, x, y)) return [x, y];
  return undefined;
}

/** The zones a setup's starts name, each side's own, in the order first named. */
export function setupZones(setup: Setup): DeployZone[] {
  const zones: DeployZone[] = [];
  for (const side of SIDES) {
    const force = setup.forces[side];
    for (const start of [...force.soldiers.map((s) => s.start), ...force.dummies]) {
      if (start.at !== "zone" || zones.some((z) => z.side === side && z.name === start.zone)) continue;
      zones.push({ side, name: start.zone, cells: start.cells });
    }
  }
  return zones;
}

/** The index of a side's zone of that name. */
export function zoneIndex(zones: readonly DeployZone[], side: Side, name: string): number {
  return zones.findIndex((z) => z.side === side && z.name === name);
}

/** The hexes a side may add a dummy on: all of its zones. */
export function sideZoneCells(deployment: Deployment, side: Side): Set<number> {
  return new Set(deployment.zones.filter((z) => z.side === side).flatMap((z) => z.cells));
}
