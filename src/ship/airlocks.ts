// The ship's air locks: one at each hall end on the ship's edge, any drawn (A) in a module, the cargo hatch.
import { TERRAIN, type Terrain } from "../map/terrain.js";
import type { Airlock, Cell } from "./ship.js";

/** A new air-lock hex beside a hall end at the ship's edge. */
export interface HullLock {
  readonly cell: number;
  readonly exit: number;
}

/** Per hex of a hull lock (it holds 2 and lets 1 out a turn for each of its hexes), and for the whole cargo lock (rules IV, air locks 1, 2 and 5). */
export const HULL_LOCK = { perHex: 2, leavePerTurn: 1 } as const;
export const CARGO_LOCK = { capacity: 6, leavePerTurn: 3 } as const;

export function buildAirlocks(
  cells: readonly Cell[],
  neighbours: readonly (readonly number[])[],
  hull: readonly HullLock[],
): Airlock[] {
  const airlocks: Airlock[] = [];
  const add = (lock: Omit<Airlock, "id">): void => void airlocks.push({ id: airlocks.length, ...lock });
  const made = new Set(hull.map((h) => h.cell));
  for (const h of hull) {
    add({
      name: `lock ${airlocks.length + 1}`,
      kind: "hull",
      cells: [h.cell],
      exits: [h.exit],
      capacity: HULL_LOCK.perHex,
      leavePerTurn: HULL_LOCK.leavePerTurn,
    });
  }
  for (const group of groups(cells, neighbours, "airlock", made)) {
    const inside = new Set(group);
    const exits = new Set<number>();
    for (const c of group) {
      for (const n of neighbours[c] ?? []) {
        const t = cells[n]!.terrain;
        if (!inside.has(n) && TERRAIN[t].passable && t !== "airlock") exits.add(n);
      }
    }
    add({
      name: `lock ${airlocks.length + 1}`,
      kind: "hull",
      cells: group,
      exits: [...exits].sort((a, b) => a - b),
      capacity: HULL_LOCK.perHex * group.length,
      // One soldier a turn leaves each hex of a lock, as three leave the cargo lock's six.
      leavePerTurn: HULL_LOCK.leavePerTurn * group.length,
    });
  }
  let cargo = 0;
  for (const group of groups(cells, neighbours, "cargo-lock", new Set())) {
    add({ name: `cargo lock ${++cargo}`, kind: "cargo", cells: group, exits: group, ...CARGO_LOCK });
  }
  return airlocks;
}

/** Connected groups of cells of one terrain on one level (neighbours never cross levels), by lowest id. */
function groups(
  cells: readonly Cell[],
  neighbours: readonly (readonly number[])[],
  terrain: Terrain,
  skip: ReadonlySet<number>,
): number[][] {
  const seen = new Set<number>(skip);
  const found: number[][] = [];
  for (const start of cells) {
    if (start.terrain !== terrain || seen.has(start.id)) continue;
    const group: number[] = [];
    const queue = [start.id];
    seen.add(start.id);
    while (queue.length > 0) {
      const c = queue.shift()!;
      group.push(c);
      for (const n of neighbours[c] ?? []) {
        if (!seen.has(n) && cells[n]!.terrain === terrain) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    found.push(group.sort((a, b) => a - b));
  }
  return found;
}
