// Cheapest ways across a ship for the bot, from the ship's drawn terrain and what a side's view
// says of the doors: distance fields toward goal cells, and the way name of a step.
import { LEVEL_HEIGHT, TERRAIN } from "../map/terrain.js";
import type { Ship } from "../ship/ship.js";
import type { Way } from "../seat/index.js";

/** Who walks: heavy and powered armour keep off ladders; containers stay on their level. */
export interface Walker {
  readonly ladders: boolean;
  /** Pushing a container: only hexes a container may stand on, no level changes. */
  readonly container?: boolean;
  /** Cells to keep off (other containers in a container's way). */
  readonly blocked?: ReadonlySet<number>;
}

/** Move units to enter a cell; Infinity where the walker cannot go. A closed door costs its opening. */
export function entryCost(ship: Ship, cell: number, w: Walker): number {
  const c = ship.cells[cell]!;
  if (w.blocked?.has(cell)) return Infinity;
  if (c.terrain === "airlock") return w.container ? 1 : Infinity;
  if (!TERRAIN[c.terrain].passable) return Infinity;
  if (w.container && c.terrain === "stairs") return Infinity;
  switch (c.terrain) {
    case "chair":
    case "captain-chair":
      return 2;
    case "door":
      return 2;
    case "tread":
      return 4;
    default:
      return 1;
  }
}

/** The cells one step from a cell: same-level neighbours and, for soldiers, ladder and stairs links. */
export function stepsFrom(ship: Ship, cell: number, w: Walker): number[] {
  const out = [...ship.neighbours[cell]!];
  if (!w.container) {
    for (const l of ship.links[cell] ?? []) {
      const ladder = ship.cells[cell]!.terrain === "ladder" || ship.cells[l]!.terrain === "ladder";
      if (!ladder || w.ladders) out.push(l);
    }
  }
  return out;
}

/** Hexes between two cells of one level, counted on the map's hex grid. */
export const hexDistance = (ship: Ship, a: number, b: number): number => {
  const p = ship.cells[a]!;
  const q = ship.cells[b]!;
  const dx = Math.abs(p.x - q.x);
  const dy = Math.abs(p.y - q.y);
  return dy + Math.max(0, (dx - dy) / 2);
};

/**
 * Cost to reach any goal from every cell (Infinity where none can be reached); EXTRA: move units
 * entering each hex costs beside its own (the computer's safe routes, src/ai/objectives/safe-route.ts).
 */
export function distanceField(ship: Ship, goals: Iterable<number>, w: Walker, extra?: Uint8Array): Float64Array {
  const dist = new Float64Array(ship.cells.length).fill(Infinity);
  const queue: number[] = [];
  for (const g of goals) {
    dist[g] = 0;
    queue.push(g);
  }
  // Costs are small integers: a bucketed queue (Dial's algorithm) is plenty.
  const buckets: number[][] = [queue];
  for (let d = 0; d < buckets.length; d++) {
    const bucket = buckets[d];
    if (!bucket) continue;
    for (let i = 0; i < bucket.length; i++) {
      const c = bucket[i]!;
      if (dist[c]! < d) continue;
      // Walking backwards: from n into c costs entering c.
      const enter = entryCost(ship, c, w);
      if (enter === Infinity) continue;
      for (const n of stepsFrom(ship, c, w)) {
        const nd = d + enter + (extra ? extra[c]! : 0);
        if (nd < dist[n]!) {
          dist[n] = nd;
          (buckets[nd] ??= []).push(n);
        }
      }
    }
  }
  return dist;
}

/** The way a player names the step from one cell to the next: a direction, or up and down. */
export function wayBetween(ship: Ship, from: number, to: number): Way | undefined {
  const a = ship.cells[from]!;
  const b = ship.cells[to]!;
  if (a.level !== b.level) return LEVEL_HEIGHT[b.level] > LEVEL_HEIGHT[a.level] ? "up" : "down";
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (dy === 0) return dx === 2 ? "e" : dx === -2 ? "w" : undefined;
  if (Math.abs(dx) !== 1 || Math.abs(dy) !== 1) return undefined;
  return `${dy < 0 ? "n" : "s"}${dx > 0 ? "e" : "w"}` as Way;
}

/** The cell a step from `from` in the same direction as from `a` to `b` reaches, on `from`'s level. */
export function cellBeyond(ship: Ship, a: number, b: number, from: number): number | undefined {
  const ca = ship.cells[a]!;
  const cb = ship.cells[b]!;
  const f = ship.cells[from]!;
  const x = f.x + (cb.x - ca.x);
  const y = f.y + (cb.y - ca.y);
  return ship.neighbours[from]!.find((n) => ship.cells[n]!.x === x && ship.cells[n]!.y === y);
}

/** The neighbour of `at` on a cheapest way along the field, if any (ties: one drawn from RANDOM, the caller's named stream). */
export function nextStep(
  ship: Ship,
  field: Float64Array,
  at: number,
  w: Walker,
  random: () => number,
): number | undefined {
  let best: number[] = [];
  let bestCost = Infinity;
  for (const n of stepsFrom(ship, at, w)) {
    const cost = field[n]! + entryCost(ship, n, w);
    if (cost === Infinity || field[n]! >= field[at]!) continue;
    if (cost < bestCost) {
      bestCost = cost;
      best = [n];
    } else if (cost === bestCost) best.push(n);
  }
  return best.length === 0 ? undefined : best[Math.floor(random() * best.length)];
}
