// A candidate for strength 4's search: guarding the enemy's likely objective (the place, guessed from what
// the side knows and saw, and when it is worth guarding: guard-goal.ts). Soldiers take posts that cover his
// way there at close range, out of the lines his likely soldiers have now, and lie in ambush once at their
// post; dummies walk ahead onto his way as screens (the rusher fires at what it sees first); the doors on
// his way next to the side's markers are shut, so that opening one costs him a move unit and gives the
// ambushers a new line to fire down.
import type { PlayerView, Seat } from "../../seat/index.js";
import type { Ship } from "../../ship/ship.js";
import { findCell } from "../../ship/find-cell.js";
import { lineIsClear } from "../../ship/sight-lines.js";
import { TERRAIN } from "../../map/terrain.js";
import { distanceField, hexDistance, keptField, walkerKey, walkerOf, wreckCells } from "../paths.js";
import { fieldOf, guarded, type Moves } from "./guard-goal.js";
import { shutDoors } from "./door-plans.js";
import { walkDown } from "./walk.js";

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
  // Worked out once a hex: every soldier's posts are weighed against the same lines.
  const dangers = new Map<number, number>();
  const danger = (c: number) => {
    let d = dangers.get(c);
    if (d === undefined) dangers.set(c, (d = threats.reduce((sum, t) => sum + (sees(c, t.e.cell) ? t.soldier : 0), 0)));
    return d;
  };
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
      const toward = keptField(fields, key, () => distanceField(ship, g.cells, walker));
      walkDown(seat, s.name, at, toward, walker, new Set(seat.view().openDoors), random);
      fireAtSight(seat, s.name, soldierOdds);
      continue;
    }
    const reach = s.weapon !== undefined ? COVER : CLOSE_COVER;
    // The hexes of the way a post within his move units may cover (each step costs one or more).
    const near = [...way].filter((c) => hexDistance(ship, at, c) <= reach + m.mu);
    // Each hex of the way covered counts fully once, a third for a second post on it.
    const score = (p: number, cost: number): number => {
      let cover = 0;
      for (const c of near)
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
      const field = keptField(fields, key, () => distanceField(ship, [best], walker));
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
    const field = keptField(fields, key, () => distanceField(ship, [best], walker));
    walkDown(seat, m.number, at, field, walker, new Set(seat.view().openDoors), random);
  }
  // The doors on his way next to the side's markers shut (dummies first; those in ambush cannot).
  shutDoors(seat, (cell) => way.has(cell));
}
