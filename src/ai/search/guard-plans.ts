// A candidate for strength 4's search: guarding the enemy's likely objective. What he came for is
// secret, so the guess comes from what the side knows (enemy-aims.ts: its own objectives mirrored, what
// the ship offers when the clock favours the side, the container it came for itself) and what it saw
// (a marker charging straight at a place is public): the hexes his markers closed on most since the side's
// last turn. Soldiers take posts that cover his way there at close range, out of the lines his likely
// soldiers have now, and lie in ambush once at their post; dummies walk ahead onto his way as screens (the
// rusher fires at what it sees first); the doors on his way next to the side's markers are shut, so that
// opening one costs him a move unit and gives the ambushers a new line to fire down.
import type { PlayerView, Seat } from "../../seat/index.js";
import type { Ship } from "../../ship/ship.js";
import { findCell } from "../../ship/find-cell.js";
import { lineIsClear } from "../../ship/sight-lines.js";
import { TERRAIN } from "../../map/terrain.js";
import { distanceField, hexDistance, walkerKey, walkerOf, wreckCells, type Walker } from "../paths.js";
import { enemyAims } from "./enemy-aims.js";
import { objectiveGoals } from "./quick-plans.js";
import { shutDoors } from "./door-plans.js";
import { walkDown } from "./walk.js";

/** Whether an enemy marker moved since the side's last turn, and from where if the side saw it (Computer's memory). */
export type Moves = (label: string) => { moved: boolean; from?: number };

/** Hexes within which a post covers a hex of the enemy's way (short guns reach as far). */
const COVER = 6;
/** Close combat alone covers no more than this. */
const CLOSE_COVER = 1;
/** The enemy's way: hexes within this many move units of what he comes for... */
const WAY = 12;
/** ...and no more than this over his shortest way there. */
const SLACK = 2;
/** Odds under which an enemy marker is not taken for a soldier who may shoot. */
const LIKELY = 0.15;
/** Enemy markers whose ways are followed (the nearest to the guarded hexes). */
const FOLLOWED = 6;
/** A post must beat standing still by this much to be worth the walk (a soldier who walks cannot lie in ambush). */
const WORTH = 1;
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

const fieldOf = (ship: Ship, key: string, goals: readonly number[], fields: Map<string, Float64Array>) => {
  let f = fields.get(key);
  if (!f) fields.set(key, (f = distanceField(ship, goals, ANY)));
  return f;
};

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
 * stretch each since its last turn, the charge's head within about two turns of it, and one of the side's
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

/** The hexes of the enemy's way to the guarded hexes: near his shortest ways from his nearest markers. */
function wayThere(v: PlayerView, ship: Ship, g: readonly number[], fields: Map<string, Float64Array>): Set<number> {
  const fg = fieldOf(ship, `guard:${g.join(",")}`, g, fields);
  const way = new Set(g);
  const from = [...new Set(v.enemies.map((e) => e.cell))]
    .filter((c) => Number.isFinite(fg[c]!))
    .sort((a, b) => fg[a]! - fg[b]! || a - b)
    .slice(0, FOLLOWED);
  for (const e of from) {
    const fe = fieldOf(ship, `cell:${e}`, [e], fields);
    const shortest = fg[e]!;
    for (let c = 0; c < fg.length; c++) if (fg[c]! <= WAY && fe[c]! + fg[c]! <= shortest + SLACK) way.add(c);
  }
  // No enemy marker on the map yet (all outside or unseen): the ways in, close round the guarded hexes.
  if (from.length === 0) for (let c = 0; c < fg.length; c++) if (fg[c]! <= 4) way.add(c);
  return way;
}

const standable = (ship: Ship, c: number) => {
  const t = ship.cells[c]!.terrain;
  return TERRAIN[t].passable && t !== "door" && t !== "airlock";
};

/** The target of a fire command at an enemy marker as the side names it. */
const targetOf = (e: PlayerView["enemies"][number]): string => (e.revealed ? `${e.hex} ${e.label}` : e.label);

/**
 * Fires soldier NAME on SEAT at the likeliest soldier in his sight, the nearer first of equals (true: he
 * fired); what the seat refuses (out of reach, no line) is passed over. ODDS: each marker's chance.
 */
function fireAtSight(seat: Seat, name: string, odds: (label: string) => number): boolean {
  const v = seat.view();
  const me = v.own.find((m) => m.soldier?.name === name);
  if (!me?.soldier?.weapon || me.soldier.attacked || me.where.at !== "cell") return false;
  const at = me.where.cell;
  const chance = (e: PlayerView["enemies"][number]) => (e.revealed ? 1 : odds(e.label));
  const seen = v.enemies
    .filter((e) => e.inSight && chance(e) >= LIKELY)
    .sort((a, b) => chance(b) - chance(a) || hexDistance(seat.ship, at, a.cell) - hexDistance(seat.ship, at, b.cell));
  return seen.some((e) => seat.act({ verb: "fire", who: name, target: targetOf(e) }).ok);
}

/**
 * Plays the guard on SEAT (a sandbox's or the real one): SOLDIER_ODDS, each enemy marker's chance to be a
 * soldier (by label); MOVES, what the side saw his markers do; GOAL, the place the side saw him charge at
 * (none: guessed afresh, guarded()); the turn is left to the caller to end. Nothing to guard (no place
 * guessed): the markers stay where they are, soldiers in ambush.
 */
export function guard(
  seat: Seat,
  soldierOdds: (label: string) => number,
  moves: Moves,
  random: () => number,
  fields: Map<string, Float64Array>,
  goal?: readonly number[],
): void {
  const ship = seat.ship;
  // Markers waiting outside board, those in a lock step out (the posts are aboard).
  for (const m of seat.view().own) {
    const who = m.soldier?.name ?? m.number;
    if (m.soldier && (m.soldier.morale !== "steady" || m.soldier.carried)) continue;
    if (m.where.at === "outside") seat.act({ verb: "board", who });
    const now = seat.view().own.find((o) => o.number === m.number);
    if (now?.where.at === "lock") seat.act({ verb: "leave", who });
  }
  const v = seat.view();
  const g = goal ? { cells: goal } : guarded(seat, moves, fields);
  const way = g ? wayThere(v, ship, g.cells, fields) : new Set<number>();
  const fg = g ? fieldOf(ship, `guard:${g.cells.join(",")}`, g.cells, fields) : undefined;
  const open: Record<number, true> = {};
  for (const name of v.openDoors) {
    const cell = findCell(ship, name);
    if (cell !== undefined) open[cell] = true;
  }
  const lit = v.systems.lights;
  const sees = (a: number, b: number) => (lit ? lineIsClear(ship, open, a, b) : hexDistance(ship, a, b) <= 1);
  const threats = v.enemies
    .map((e) => ({ e, soldier: e.revealed ? 1 : soldierOdds(e.label) }))
    .filter((t) => t.soldier >= LIKELY);
  const danger = (c: number) => threats.reduce((d, t) => d + (sees(c, t.e.cell) ? t.soldier : 0), 0);
  const covered = new Map<number, number>();
  const wreck = wreckCells(ship, v.wreck);
  const soldiers = v.own.filter(
    (m) => m.soldier && m.where.at === "cell" && m.soldier.morale === "steady" && !m.soldier.carried,
  );
  for (const m of soldiers) {
    const s = m.soldier!;
    const at = (m.where as { cell: number }).cell;
    // A likely soldier in sight: the shot now (he is coming anyway), and no walk after it.
    if (fireAtSight(seat, s.name, soldierOdds)) continue;
    const walker = walkerOf(s.armour, wreck);
    // Far from the guarded hexes: on toward them first (the posts are round them).
    if (g && fg && fg[at]! > WAY && m.mu > 0) {
      const key = `guard:${walkerKey(walker)}:${g.cells.join(",")}`;
      let toward = fields.get(key);
      if (!toward) fields.set(key, (toward = distanceField(ship, g.cells, walker)));
      walkDown(seat, s.name, at, toward, walker, new Set(seat.view().openDoors), random);
      fireAtSight(seat, s.name, soldierOdds);
      continue;
    }
    const reach = s.weapon !== undefined ? COVER : CLOSE_COVER;
    // Each hex of the way covered counts fully once, a third for a second post on it.
    const score = (p: number, cost: number): number => {
      let cover = 0;
      for (const c of way)
        if (c !== p && hexDistance(ship, p, c) <= reach && sees(p, c)) cover += covered.has(c) ? 0.3 : 1;
      // Nearer the guarded hexes is better: the way narrows toward them.
      const far = fg && Number.isFinite(fg[p]!) ? fg[p]! / 4 : 0;
      return cover - 3 * danger(p) - far - 0.05 * cost;
    };
    let best = at;
    const here = score(at, 0);
    let bestScore = here;
    if (g && m.mu > 0)
      for (const [cell, cost] of seat.reach(m.number)) {
        if (cost === 0 || !standable(ship, cell)) continue;
        const sc = score(cell, cost);
        if (sc > bestScore) {
          best = cell;
          bestScore = sc;
        }
      }
    if (best === at || bestScore < here + WORTH) {
      best = at;
      if (s.weapon !== undefined && !s.ambush && !s.attacked && m.mu === s.move)
        seat.act({ verb: "ambush", who: s.name });
    } else {
      const key = `${walkerKey(walker)}:${best}`;
      let field = fields.get(key);
      if (!field) fields.set(key, (field = distanceField(ship, [best], walker)));
      walkDown(seat, s.name, at, field, walker, new Set(seat.view().openDoors), random);
      fireAtSight(seat, s.name, soldierOdds);
    }
    for (const c of way) if (hexDistance(ship, best, c) <= reach && sees(best, c)) covered.set(c, 1);
  }
  if (!g) return;
  // Dummies: onto the enemy's way, a few steps short of his nearest marker, as screens his shots go to.
  const enemyAt = [...new Set(v.enemies.map((e) => e.cell))];
  const fe = enemyAt.length > 0 ? fieldOf(ship, `cells:${enemyAt.join(",")}`, enemyAt, fields) : undefined;
  for (const m of seat.view().own) {
    if (m.soldier || m.where.at !== "cell" || m.mu <= 0 || !fe) continue;
    const at = m.where.cell;
    const screen = (c: number) => (way.has(c) && fe[c]! >= 3 ? Math.abs(fe[c]! - 4) : Infinity);
    let best = at;
    let bestScore = screen(at);
    for (const [cell, cost] of seat.reach(m.number)) {
      if (cost === 0 || !standable(ship, cell)) continue;
      const sc = screen(cell);
      if (sc < bestScore) {
        best = cell;
        bestScore = sc;
      }
    }
    if (best === at) continue;
    const walker = walkerOf(undefined, wreck);
    const key = `${walkerKey(walker)}:${best}`;
    let field = fields.get(key);
    if (!field) fields.set(key, (field = distanceField(ship, [best], walker)));
    walkDown(seat, m.number, at, field, walker, new Set(seat.view().openDoors), random);
  }
  // The doors on his way next to the side's markers shut (dummies first; those in ambush cannot).
  shutDoors(seat, (cell) => way.has(cell));
}
