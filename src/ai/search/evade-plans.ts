// A candidate for strength 4's search: falling back. Every soldier who can walks to the hex within his
// move units that is out of the lines of the likely enemy soldiers and farthest from them; dummies stay
// where they are (still doubt for the enemy). For a side that wins when time runs out (the brood that
// must only live, the crew that must only keep the hold) or one whose soldiers stand in a lane the
// enemy's guns out-range, living to the next turn is worth more than the shot. The search plays it out
// and keeps it only when it scores clearly better than the tactics.
import type { Seat } from "../../seat/index.js";
import { findCell } from "../../ship/find-cell.js";
import { lineIsClear } from "../../ship/sight-lines.js";
import { distanceField, hexDistance, walkerKey, walkerOf, wreckCells } from "../paths.js";
import { walkDown } from "./walk.js";
/** Odds under which an enemy marker is not worth running from. */
const LIKELY = 0.15;

/**
 * Plays the falling back on SEAT (a sandbox's or the real one): SOLDIER_ODDS gives each enemy marker's
 * chance to be a soldier (by label); the turn is left to the caller to end. FIELDS keeps distance fields.
 */
export function evade(
  seat: Seat,
  soldierOdds: (label: string) => number,
  random: () => number,
  fields: Map<string, Float64Array>,
): void {
  const ship = seat.ship;
  const v = seat.view();
  const threats = v.enemies
    .map((e) => ({ cell: e.cell, soldier: e.revealed ? 1 : soldierOdds(e.label) }))
    .filter((t) => t.soldier >= LIKELY);
  if (threats.length === 0) return;
  const open: Record<number, true> = {};
  for (const name of v.openDoors) {
    const cell = findCell(ship, name);
    if (cell !== undefined) open[cell] = true;
  }
  const sees = (a: number, b: number) =>
    v.systems.lights ? lineIsClear(ship, open, a, b) : hexDistance(ship, a, b) <= 1;
  const danger = (cell: number) => threats.reduce((d, t) => d + (sees(cell, t.cell) ? t.soldier : 0), 0);
  const wreck = wreckCells(ship, v.wreck);
  const away = (cell: number) => Math.min(...threats.map((t) => hexDistance(ship, cell, t.cell)));
  for (const m of v.own) {
    const s = m.soldier;
    if (!s || m.where.at !== "cell" || s.morale !== "steady" || s.carried || s.ambush || m.mu <= 0) continue;
    const from = m.where.cell;
    // In line of a likely soldier costs most; then nearness (up to 12 hexes counts); the walk itself a little.
    const score = (cell: number, cost: number) => danger(cell) * 100 - Math.min(12, away(cell)) + cost * 0.01;
    let best = from;
    let bestScore = score(from, 0);
    for (const [cell, cost] of seat.reach(m.number)) {
      const t = ship.cells[cell]!.terrain;
      if (cost === 0 || t === "door" || t === "airlock") continue;
      const sc = score(cell, cost);
      if (sc < bestScore) {
        best = cell;
        bestScore = sc;
      }
    }
    if (best === from) continue;
    const walker = walkerOf(s.armour, wreck);
    const key = `${walkerKey(walker)}:${best}`;
    let field = fields.get(key);
    if (!field) fields.set(key, (field = distanceField(ship, [best], walker)));
    walkDown(seat, s.name, from, field, walker, new Set(seat.view().openDoors), random);
  }
}
