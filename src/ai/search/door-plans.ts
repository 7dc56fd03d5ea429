// A candidate for strength 4's search: shutting the doors round the side before its turn. Doors are
// the ships' lanes: an open door lets the enemy's longer guns see down a corridor, and lets his rush
// through; a closed one costs him a move unit and a reveal to open. Dummies shut first (a dummy spends
// nothing a soldier needs), then soldiers. The search plays it out and keeps it only when it scores better.
import type { Seat } from "../../seat/index.js";
import { wayBetween } from "../paths.js";

/**
 * Closes every open door next to one of the side's markers on SEAT but those with a marker on them
 * (its own soldiers beyond open it again as their turn takes them through). What the seat refuses (no
 * move units left, a marker in the way) is simply left open. ONLY: the door hexes it may shut (none: all).
 */
export function shutDoors(seat: Seat, only?: (cell: number) => boolean): void {
  const ship = seat.ship;
  const v = seat.view();
  const open = new Set(v.openDoors);
  if (open.size === 0) return;
  const taken = new Set(
    [...v.own, ...v.enemies].flatMap((m) => ("where" in m ? (m.where.at === "cell" ? [m.where.cell] : []) : [m.cell])),
  );
  const markers = [...v.own.filter((m) => !m.soldier), ...v.own.filter((m) => m.soldier)];
  for (const m of markers) {
    if (m.where.at !== "cell") continue;
    if (m.soldier && (m.soldier.morale !== "steady" || m.soldier.carried)) continue;
    const at = m.where.cell;
    for (const n of ship.neighbours[at]!) {
      const cell = ship.cells[n]!;
      if (cell.terrain !== "door" || !open.has(cell.name) || taken.has(n) || (only && !only(n))) continue;
      const way = wayBetween(ship, at, n);
      if (!way || way === "up" || way === "down") continue;
      if (seat.act({ verb: "close", who: m.soldier?.name ?? m.number, way }).ok) open.delete(cell.name);
    }
  }
}
