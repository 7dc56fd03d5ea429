// Routes that keep away from the enemy: a distance field whose every hex near a likely enemy soldier
// costs extra, from the side's own view alone (enemy markers it knows of with their odds, markers in
// the air locks across an open table, where markers were last seen in fog).
import type { PlayerView } from "../../seat/index.js";
import type { Ship } from "../../ship/ship.js";
import { hexDistance, stepCost, stepsFrom, type Walker } from "../paths.js";

/** A place an enemy soldier may be, and how likely (0 to 1). */
export interface Danger {
  readonly cell: number;
  readonly odds: number;
}

/** Hexes from a likely enemy soldier within which a step costs extra (about a turn's walk and a shot). */
export const DANGER_RADIUS = 6;
/** Extra move units a step costs beside one sure enemy soldier (fewer farther off, fewer for likely ones). */
const PENALTY = 4;
/** Odds given a marker seen in an air lock or waiting outside one (open table): a boarder is more likely a soldier. */
const LOCK_ODDS = 0.6;

/** The enemy as the side knows it: markers on the map (with ODDS), in the locks (their ways in), last seen. */
export function dangers(v: PlayerView, ship: Ship, odds: (label: string) => number): Danger[] {
  const out: Danger[] = [];
  for (const e of v.enemies) {
    const o = e.revealed ? 1 : odds(e.label);
    if (o > 0.1) out.push({ cell: e.cell, odds: o });
  }
  for (const e of v.enemiesAtLocks) {
    const lock = ship.airlocks.find((l) => l.name === e.lock);
    for (const exit of lock?.exits ?? []) out.push({ cell: exit, odds: LOCK_ODDS });
  }
  const now = new Set(v.enemies.map((e) => e.label));
  for (const s of v.lastSeen) if (!now.has(s.label) && v.turn - s.turn <= 2) out.push({ cell: s.cell, odds: 0.5 });
  return out;
}

/** The extra move units entering each hex costs: whole numbers, more the nearer and likelier the enemy. */
export function dangerCosts(ship: Ship, found: readonly Danger[]): Uint8Array {
  const extra = new Float64Array(ship.cells.length);
  for (let c = 0; c < ship.cells.length; c++)
    for (const d of found) {
      const r = hexDistance(ship, c, d.cell);
      if (r <= DANGER_RADIUS) extra[c] = extra[c]! + PENALTY * d.odds * (1 - r / (DANGER_RADIUS + 1));
    }
  const out = new Uint8Array(ship.cells.length);
  for (let c = 0; c < out.length; c++) out[c] = Math.min(30, Math.round(extra[c]!));
  return out;
}

/** The neighbours of AT that come nearer the goal, cheapest safe way first (the next ones: if a hex is full). */
export function safeSteps(ship: Ship, field: Float64Array, at: number, w: Walker, extra: Uint8Array): number[] {
  const ranked: { n: number; cost: number }[] = [];
  for (const n of stepsFrom(ship, at, w)) {
    const cost = field[n]! + stepCost(ship, at, n, w) + extra[n]!;
    if (cost === Infinity || field[n]! >= field[at]!) continue;
    ranked.push({ n, cost });
  }
  return ranked.sort((a, b) => a.cost - b.cost || a.n - b.n).map((x) => x.n);
}
