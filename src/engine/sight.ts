// Who sees whom: symmetric hex lines, levels that share a space, and the dark.
import type { Ship } from "../ship/ship.js";
import { isDarkened } from "./board.js";
import { lineIsClear, sharesSpace } from "./sight-lines.js";
import type { GameState } from "./state.js";

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
  return lineIsClear(state.ship, state.openDoors, a, b);
}
