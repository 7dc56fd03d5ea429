// Whether soldiers boarding at any air lock can get everywhere that matters: every module, every named
// area (the places a mission's objectives name), through doors opened on the way.
import { TERRAIN } from "../map/terrain.js";
import type { Ship } from "../ship/ship.js";

/**
 * What some air lock does not reach, one line each (none: every lock reaches every module and area).
 * An area counts as reached when a soldier can stand in it or beside it (a console is worked from beside it).
 */
export function unreached(ship: Ship): string[] {
  const part = walkableParts(ship);
  const problems: string[] = [];
  for (const lock of ship.airlocks) {
    const mine = new Set([...lock.cells, ...lock.exits].map((c) => part[c]!).filter((p) => p >= 0));
    const reached = (c: number): boolean => mine.has(part[c]!);
    for (const { module } of ship.modules) {
      if (!ship.cells.some((c) => c.module === module.id && reached(c.id)))
        problems.push(`${lock.name} does not reach module ${module.id}`);
    }
    for (const [name, cells] of ship.areas) {
      if (!cells.some((c) => reached(c) || (ship.neighbours[c] ?? []).some(reached)))
        problems.push(`${lock.name} does not reach area ${name}`);
    }
  }
  return problems;
}

/**
 * Each cell's part of the ship a soldier can walk about in (passable cells joined by same-level
 * neighbours, ladders and stairs), numbered from 0; -1 for a cell no one can stand in.
 */
export function walkableParts(ship: Ship): number[] {
  const part = ship.cells.map((c): number => (TERRAIN[c.terrain].passable ? -2 : -1));
  let parts = 0;
  for (const start of ship.cells) {
    if (part[start.id] !== -2) continue;
    const id = parts++;
    part[start.id] = id;
    const queue = [start.id];
    while (queue.length > 0) {
      const c = queue.pop()!;
      for (const list of [ship.neighbours[c], ship.links[c]]) {
        for (const n of list ?? []) {
          if (part[n] !== -2) continue;
          part[n] = id;
          queue.push(n);
        }
      }
    }
  }
  return part;
}
