// Move-unit distances over a ship with a wreck's damage, for the generator: from the air locks to
// the objectives (is each reachable, and how far). Any soldier's view of the ship: no vacuum (an
// unarmoured squad must get through too), no debris, no door jammed shut; doors cost their opening.
import { cheapestPaths } from "../hex/path.js";
import { TERRAIN } from "../map/terrain.js";
import type { Ship } from "../ship/ship.js";

/** The damage the paths go around, by cell: debris, vacuum, jammed doors and the doors standing open. */
export interface Damage {
  readonly blocked: ReadonlySet<number>;
  readonly jammed: ReadonlySet<number>;
  readonly open: ReadonlySet<number>;
}

/** A sound ship's: nothing in the way. */
export const noDamage = (): Damage => ({ blocked: new Set(), jammed: new Set(), open: new Set() });

/** Move units from the air lock's exits to every cell reached: the cheapest walk, doors opened on the way. */
export function distancesFromLock(ship: Ship, lock: number, damage: Damage): Map<number, number> {
  const start = -1 - lock;
  const exits = ship.airlocks[lock]!.exits;
  const next = (cell: number): readonly number[] =>
    cell < 0 ? exits : [...ship.neighbours[cell]!, ...ship.links[cell]!];
  const cost = (_from: number, to: number): number => {
    if (damage.blocked.has(to)) return Infinity;
    const c = ship.cells[to]!;
    const terrain = TERRAIN[c.terrain];
    if (!terrain.passable || c.terrain === "airlock") return Infinity;
    if (c.terrain === "door") {
      if (damage.open.has(to)) return 1;
      return damage.jammed.has(to) ? Infinity : 2;
    }
    return 1 + terrain.extraCost;
  };
  const reach = cheapestPaths<number>(start, next, cost);
  reach.cost.delete(start);
  return reach.cost;
}

/** The nearest of `targets` from the lock, in move units; Infinity when none is reached. */
export function nearest(distances: ReadonlyMap<number, number>, targets: Iterable<number>): number {
  let best = Infinity;
  for (const t of targets) best = Math.min(best, distances.get(t) ?? Infinity);
  return best;
}
