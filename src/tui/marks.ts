// What a side's view puts on each hex: its own markers, enemy markers in sight, enemies last seen.
import type { Ship } from "../ship/ship.js";
import type { EnemyAtLock, EnemyMarker, LastSeen, OwnMarker, PlayerView } from "../seat/index.js";

export interface CellMarks {
  readonly own: OwnMarker[];
  readonly enemies: EnemyMarker[];
  /** On an air lock's first hex: enemy markers in the lock, and waiting outside it (open visibility). */
  readonly locked: EnemyAtLock[];
  last?: LastSeen;
}

/** The cell an own marker is drawn on: its hex, or its air lock's first hex; none while it waits outside. */
export function markerCell(ship: Ship, m: OwnMarker): number | undefined {
  if (m.where.at === "cell") return m.where.cell;
  if (m.where.at === "lock") {
    const name = m.where.lock;
    return ship.airlocks.find((l) => l.name === name)?.cells[0];
  }
  return undefined;
}

export function cellMarks(ship: Ship, view: PlayerView): Map<number, CellMarks> {
  const marks = new Map<number, CellMarks>();
  const at = (cell: number): CellMarks => {
    let m = marks.get(cell);
    if (!m) marks.set(cell, (m = { own: [], enemies: [], locked: [] }));
    return m;
  };
  for (const m of view.own) {
    const cell = markerCell(ship, m);
    if (cell !== undefined) at(cell).own.push(m);
  }
  for (const e of view.enemies) at(e.cell).enemies.push(e);
  for (const e of view.enemiesAtLocks) {
    const cell = ship.airlocks.find((l) => l.name === e.lock)?.cells[0];
    if (cell !== undefined) at(cell).locked.push(e);
  }
  for (const s of view.lastSeen) {
    const m = at(s.cell);
    if (!m.last || m.last.turn < s.turn) m.last = s;
  }
  return marks;
}

/** How an own marker is named: "?7 Zephyrine" or "?12 dummy". */
export function ownName(m: OwnMarker): string {
  return `?${m.number} ${m.soldier ? m.soldier.name : "dummy"}`;
}

/** Where an own marker is, in words. */
export function ownWhere(ship: Ship, m: OwnMarker): string {
  if (m.where.at === "cell") {
    const cell = ship.cells[m.where.cell];
    return cell && cell.level !== "main" ? `${m.where.hex} ${cell.level}` : m.where.hex;
  }
  if (m.where.at === "zone") return `to place in ${m.where.zone}`;
  return m.where.at === "lock" ? `in ${m.where.lock}` : `outside ${m.where.lock}`;
}
