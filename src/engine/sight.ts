// Who sees whom: symmetric hex lines, levels that share a space, and the dark.
import type { Ship } from "../ship/ship.js";
import { isDarkened } from "./board.js";
import { lineIsClear, sharesSpace } from "./sight-lines.js";
import type { GameState } from "./state.js";

/** Next to each other: neighbours on a level, the two ends of a ladder or stairs, or catwalk over floor. */
export function adjacent(ship: Ship, a: number, b: number): boolean {
  const ca = ship.cells[a]!;
  const cb = ship.cells[b]!;
  const dx = Math.abs(ca.x - cb.x);
  const dy = Math.abs(ca.y - cb.y);
  // Neighbours are a hex apart: farther cells can only be joined by a ladder or stairs.
  if (dy > 1 || dx > 2) return ship.links[a]!.includes(b);
  if (ship.neighbours[a]!.includes(b) || ship.links[a]!.includes(b)) return true;
  if (!sharesSpace(ca.level, cb.level)) return false;
  return (dx === 0 && dy === 0) || (dy === 0 && dx === 2) || (dy === 1 && dx === 1);
}

/**
 * In sight of each other, the test for reveals: along a clear line with the lights on,
 * only when adjacent in the dark (lights off, or a darkened part of the ship).
 */
export function inSight(state: GameState, a: number, b: number): boolean {
  // The cheapest test first: most pairs are on no clear line and not next to each other.
  if (state.systems.lights && clearLine(state, a, b) && !isDarkened(state, a) && !isDarkened(state, b)) return true;
  return a === b || adjacent(state.ship, a, b);
}

/** A line between two cells that no wall, closed door or machinery stops; light plays no part. */
export function clearLine(state: GameState, a: number, b: number): boolean {
  return lineIsClear(state.ship, state.openDoors, a, b);
}
