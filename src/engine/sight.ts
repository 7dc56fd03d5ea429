// Who sees whom: symmetric hex lines, levels that share a space, and the dark.
import { hasLineOfSight } from "../hex/line.js";
import { TERRAIN, type Level } from "../map/terrain.js";
import type { Ship } from "../ship/ship.js";
import { isDarkened } from "./board.js";
import { shipIndex } from "./ship-index.js";
import type { GameState } from "./state.js";

/** The cargo hold's catwalk (main) and sunken floor share one open space. */
const sharesSpace = (a: Level, b: Level) => (a === "main" && b === "floor") || (a === "floor" && b === "main");

/** Next to each other: neighbours on a level, the two ends of a ladder or stairs, or catwalk over floor. */
export function adjacent(ship: Ship, a: number, b: number): boolean {
  if (ship.neighbours[a]!.includes(b) || ship.links[a]!.includes(b)) return true;
  const ca = ship.cells[a]!;
  const cb = ship.cells[b]!;
  if (!sharesSpace(ca.level, cb.level)) return false;
  const dx = Math.abs(ca.x - cb.x);
  const dy = Math.abs(ca.y - cb.y);
  return (dx === 0 && dy === 0) || (dy === 0 && dx === 2) || (dy === 1 && dx === 1);
}

/**
 * In sight of each other, the test for reveals: along a clear line with the lights on,
 * only when adjacent in the dark (lights off, or a darkened part of the ship).
 */
export function inSight(state: GameState, a: number, b: number): boolean {
  if (a === b || adjacent(state.ship, a, b)) return true;
  if (!state.systems.lights || isDarkened(state, a) || isDarkened(state, b)) return false;
  return clearLine(state, a, b);
}

/** A line between two cells that no wall, closed door or machinery stops; light plays no part. */
export function clearLine(state: GameState, a: number, b: number): boolean {
  if (a === b) return true;
  const cache = lineCache(state);
  const key = a < b ? a * 65536 + b : b * 65536 + a;
  let clear = cache.get(key);
  if (clear === undefined) {
    clear = computeLine(state, a, b);
    cache.set(key, clear);
  }
  return clear;
}

function computeLine(state: GameState, a: number, b: number): boolean {
  const ship = state.ship;
  const ca = ship.cells[a]!;
  const cb = ship.cells[b]!;
  if (ca.level !== cb.level && !sharesSpace(ca.level, cb.level)) return false;
  const index = shipIndex(ship);
  // Across catwalk and floor the line is judged on the floor, from whichever end.
  const level: Level = ca.level === cb.level ? ca.level : "floor";
  const blocks = (pos: { x: number; y: number }): boolean => {
    let cell = index.cellAt(level, pos.x, pos.y);
    if (cell === undefined && (level === "main" || level === "floor")) {
      cell = index.cellAt(level === "main" ? "floor" : "main", pos.x, pos.y);
    }
    if (cell === undefined) return true;
    const terrain = ship.cells[cell]!.terrain;
    if (terrain === "door") return state.openDoors[cell] !== true;
    return TERRAIN[terrain].blocksSight;
  };
  return hasLineOfSight(ca, cb, blocks);
}

// Lines only change when a door does: the open-door record is replaced on every change,
// so (with the ship) it keys a cache that can never be stale.
const caches = new WeakMap<Ship, WeakMap<object, Map<number, boolean>>>();

function lineCache(state: GameState): Map<number, boolean> {
  let byDoors = caches.get(state.ship);
  if (!byDoors) caches.set(state.ship, (byDoors = new WeakMap()));
  let cache = byDoors.get(state.openDoors);
  if (!cache) byDoors.set(state.openDoors, (cache = new Map()));
  return cache;
}
