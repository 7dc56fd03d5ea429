// What strength 4's guard guards, and when: the enemy's objectives are secret, so the place is guessed
// from what the side knows (enemy-aims.ts: its own objectives mirrored, what the ship offers when the clock
// favours the side, the container it came for itself) and what it saw (a marker charging straight at a
// place is public): the place his markers closed on most since the side's last turn. The turn: guard-plans.ts.
import type { PlayerView, Seat } from "../../seat/index.js";
import type { Ship } from "../../ship/ship.js";
import { distanceField, keptField, type Walker } from "../paths.js";
import { enemyAims } from "./enemy-aims.js";
import { objectiveGoals } from "./quick-plans.js";

/** Whether an enemy marker moved since the side's last turn, and from where if the side saw it (Computer's memory). */
export type Moves = (label: string) => { moved: boolean; from?: number };

/** Evidence of a charge: this many enemy markers closing on the guarded hexes by at least CLOSING each. */
const CHARGERS = 3;
const CLOSING = 3;
/** A charge matters when its head is within this many move units of the guarded hexes (a few turns). */
const NEAR = 30;

const ANY: Walker = { ladders: true };

/** The hexes guarded: the enemy's likely goal, and how many of his markers were seen charging at it. */
export interface Guarded {
  readonly cells: readonly number[];
  readonly chargers: number;
  /** The move units from the guarded hexes to the nearest enemy marker on the map (Infinity: none). */
  readonly head: number;
}

/** The field of move units to GOALS for any walker that climbs ladders, kept in FIELDS under KEY. */
export const fieldOf = (ship: Ship, key: string, goals: readonly number[], fields: Map<string, Float64Array>) =>
  keptField(fields, key, () => distanceField(ship, goals, ANY));

/** The places the enemy may have come for, as the side can guess them from its own knowledge alone. */
function candidates(v: PlayerView, seat: Seat): number[][] {
  const ship = seat.ship;
  const sets: number[][] = [];
  for (const aim of enemyAims(seat)) {
    const cells = objectiveGoals(
      aim.lines.filter((l) => l.kind !== "exterminate"),
      ship,
    );
    if (cells.length > 0) sets.push(cells);
  }
  // The container the side came for: the enemy stands where the side must go (to deny it or to take it).
  for (const c of v.cargo) if (c.name !== undefined) sets.push([c.cell, ...ship.neighbours[c.cell]!]);
  return sets;
}

/**
 * The enemy's likely goal on SEAT: of the places it may have come for, the one his markers closed on most
 * since the side's last turn (MOVES), the first guessed when none; undefined when the side can guess none.
 */
export function guarded(seat: Seat, moves: Moves, fields: Map<string, Float64Array>): Guarded | undefined {
  const v = seat.view();
  const ship = seat.ship;
  let best: Guarded | undefined;
  let bestClosing = -Infinity;
  for (const cells of candidates(v, seat)) {
    const f = fieldOf(ship, `guard:${cells.join(",")}`, cells, fields);
    let closing = 0;
    let chargers = 0;
    let head = Infinity;
    for (const e of v.enemies) {
      head = Math.min(head, f[e.cell]!);
      const from = moves(e.label).from;
      if (from === undefined || !Number.isFinite(f[from]!) || !Number.isFinite(f[e.cell]!)) continue;
      const by = f[from]! - f[e.cell]!;
      closing += by;
      if (by >= CLOSING) chargers++;
    }
    if (closing > bestClosing) {
      best = { cells, chargers, head };
      bestClosing = closing;
    }
  }
  return best;
}

/**
 * The place the side sees a charge at, if any: CHARGERS or more enemy markers closed on it by a good
 * stretch each since its last turn, the charge's head within NEAR move units of it, and one of the side's
 * soldiers too. Public evidence alone (markers' moves on the map, the side's own objectives).
 */
export function chargedAt(seat: Seat, moves: Moves, fields: Map<string, Float64Array>): readonly number[] | undefined {
  const g = guarded(seat, moves, fields);
  if (!g || g.chargers < CHARGERS || g.head > NEAR) return undefined;
  const f = fieldOf(seat.ship, `guard:${g.cells.join(",")}`, g.cells, fields);
  return seat.view().own.some((m) => m.soldier && m.where.at === "cell" && f[m.where.cell]! <= NEAR)
    ? g.cells
    : undefined;
}

/**
 * Whether guarding CELLS serves the side on SEAT: it wins when time runs out (denying the enemy is its
 * game: a side that must do something itself, or hold a place, does better by its tactics, measured in
 * docs/COMPUTER.md), and no enemy marker stands there yet (one that got there is to be thrown out, the
 * tactics' storm, not waited for).
 */
export function worthGuarding(seat: Seat, cells: readonly number[]): boolean {
  const v = seat.view();
  const there = new Set(cells);
  return v.objectives.otherwise === seat.side && !v.enemies.some((e) => there.has(e.cell));
}
