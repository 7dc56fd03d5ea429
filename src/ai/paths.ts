// Cheapest ways across a ship for the bot, from the ship's drawn terrain, the engine's move costs (the
// seat's MOVE_COSTS) and what a side's view says of the doors and the wreck: distance fields toward
// goal cells, and the way name of a step.
import { LEVEL_HEIGHT, TERRAIN } from "../map/terrain.js";
import { findCell } from "../ship/find-cell.js";
import type { Ship } from "../ship/ship.js";
import { MOVE_COSTS, type Way, type WreckView } from "../seat/index.js";

/** A wreck's hexes by cell (the view's `wreck`, by hex name): debris no one enters, vacuum only the sealed. */
export interface WreckCells {
  readonly debris: ReadonlySet<number>;
  readonly breached: ReadonlySet<number>;
}

/** Who walks: heavy and powered armour keep off ladders; containers stay on their level. */
export interface Walker {
  readonly ladders: boolean;
  /** Pushing a container: only hexes a container may stand on, no level changes. */
  readonly container?: boolean;
  /** Cells to keep off (other containers in a container's way). */
  readonly blocked?: ReadonlySet<number>;
  /** The ship's wreck, if any: its debris is kept off, and its vacuum unless SEALED. */
  readonly wreck?: WreckCells;
  /** May stand in vacuum: an armoured soldier, or a dummy (which goes where its side's soldiers could). */
  readonly sealed?: boolean;
  /** Powered armour: the stairs cost it more (the engine's MOVE_COSTS). */
  readonly powered?: boolean;
}

/**
 * The computer's planning cost of a belowdecks tread: the rules let a soldier through one such hex a
 * turn whatever its move units (docs/RULES.md, section 2), so a route through one costs about a turn.
 */
const CRAMPED_PLAN_COST = 4;

/**
 * Move units to enter a cell on its level, as the engine charges a step (a hex's own cost, the extra
 * of a chair: src/map/terrain.ts); Infinity where the walker cannot go. A door costs its opening too.
 */
export function entryCost(ship: Ship, cell: number, w: Walker): number {
  const c = ship.cells[cell]!;
  if (w.blocked?.has(cell)) return Infinity;
  if (w.wreck?.debris.has(cell) || (!w.sealed && w.wreck?.breached.has(cell))) return Infinity;
  if (c.terrain === "airlock") return w.container ? 1 : Infinity;
  if (!TERRAIN[c.terrain].passable) return Infinity;
  if (w.container && c.terrain === "stairs") return Infinity;
  if (c.terrain === "tread") return CRAMPED_PLAN_COST;
  return 1 + TERRAIN[c.terrain].extraCost + (c.terrain === "door" ? MOVE_COSTS.door : 0);
}

/** Move units of the step from one cell into the next: up or down a ladder or stairs as the engine charges it, else entering it. */
export function stepCost(ship: Ship, from: number, to: number, w: Walker): number {
  const enter = entryCost(ship, to, w);
  if (enter === Infinity || !ship.links[from]?.includes(to)) return enter;
  if (ship.cells[to]!.terrain === "ladder") return MOVE_COSTS.ladder;
  return w.powered ? MOVE_COSTS.stairsPowered : MOVE_COSTS.stairs;
}

/** The wreck's hexes of a view by cell, as a walker keeps off them (none on a sound ship). */
export function wreckCells(ship: Ship, wreck: WreckView): WreckCells | undefined {
  if (wreck.debris.length === 0 && wreck.breached.length === 0) return undefined;
  const cells = (names: readonly string[]) =>
    new Set(names.flatMap((n) => (findCell(ship, n) === undefined ? [] : [findCell(ship, n)!])));
  return { debris: cells(wreck.debris), breached: cells(wreck.breached) };
}

/** The walker of one of the side's markers: ladders, vacuum and stairs as its armour allows (a dummy as any soldier). */
export function walkerOf(armour: string | undefined, wreck: WreckCells | undefined): Walker {
  return {
    ladders: armour !== "heavy" && armour !== "powered",
    sealed: armour !== "none",
    powered: armour === "powered",
    ...(wreck ? { wreck } : {}),
  };
}

/** What a distance field toward the same goals hangs on of its walker (the wreck is the game's, the same throughout). */
/** The field kept in FIELDS under KEY, made by MAKE the first time it is asked for (fields are of the ship alone). */
export function keptField(fields: Map<string, Float64Array>, key: string, make: () => Float64Array): Float64Array {
  let f = fields.get(key);
  if (!f) fields.set(key, (f = make()));
  return f;
}

export const walkerKey = (w: Walker): string => `${w.ladders}:${w.sealed === true}:${w.powered === true}`;

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
 * LIMIT: only the cells within that cost are worked out, the rest Infinity (what a soldier reaches
 * this turn: the search stops there instead of crossing the ship).
 */
export function distanceField(
  ship: Ship,
  goals: Iterable<number>,
  w: Walker,
  extra?: Uint8Array,
  limit = Infinity,
): Float64Array {
  const dist = new Float64Array(ship.cells.length).fill(Infinity);
  const queue: number[] = [];
  for (const g of goals) {
    dist[g] = 0;
    queue.push(g);
  }
  // Costs are small integers: a bucketed queue (Dial's algorithm) is plenty.
  const buckets: number[][] = [queue];
  for (let d = 0; d < buckets.length; d++) {
    // Past the limit: every cost within it is final; those found beyond it, not yet, are dropped.
    if (d > limit) {
      for (let c = 0; c < dist.length; c++) if (dist[c]! > limit) dist[c] = Infinity;
      break;
    }
    const bucket = buckets[d];
    if (!bucket) continue;
    for (let i = 0; i < bucket.length; i++) {
      const c = bucket[i]!;
      if (dist[c]! < d) continue;
      // Walking backwards: from n into c costs entering c (or climbing to it): stepCost(ship, n, c, w),
      // with what entering c costs worked out once for all its neighbours.
      const enter = entryCost(ship, c, w);
      if (enter === Infinity) continue;
      const base = d + (extra ? extra[c]! : 0);
      const climb =
        ship.cells[c]!.terrain === "ladder"
          ? MOVE_COSTS.ladder
          : w.powered
            ? MOVE_COSTS.stairsPowered
            : MOVE_COSTS.stairs;
      const reach = (n: number): void => {
        const nd = base + (ship.links[n]?.includes(c) ? climb : enter);
        if (nd < dist[n]!) {
          dist[n] = nd;
          (buckets[nd] ??= []).push(n);
        }
      };
      // The cells one step from c (stepsFrom), without making their list.
      for (const n of ship.neighbours[c]!) reach(n);
      if (w.container) continue;
      const ladderHere = ship.cells[c]!.terrain === "ladder";
      for (const l of ship.links[c] ?? [])
        if (w.ladders || !(ladderHere || ship.cells[l]!.terrain === "ladder")) reach(l);
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
    const cost = field[n]! + stepCost(ship, at, n, w);
    if (cost === Infinity || field[n]! >= field[at]!) continue;
    if (cost < bestCost) {
      bestCost = cost;
      best = [n];
    } else if (cost === bestCost) best.push(n);
  }
  return best.length === 0 ? undefined : best[Math.floor(random() * best.length)];
}
