// Who sees whom: symmetric hex lines, levels that share a space, and the dark.
import type { Ship } from "../ship/ship.js";
import { shipIndex } from "../ship/ship-index.js";
import { lineIsClear, sharesSpace } from "../ship/sight-lines.js";
import type { GameState } from "./state.js";

/** Next to each other: neighbours on a level, the two ends of a ladder or stairs, or catwalk over floor. */
export function adjacent(ship: Ship, a: number, b: number): boolean {
  const { xs, ys, linked } = shipIndex(ship);
  const dx = Math.abs(xs[a]! - xs[b]!);
  const dy = Math.abs(ys[a]! - ys[b]!);
  // Neighbours are a hex apart: farther cells can only be joined by a ladder or stairs.
  if (dy > 1 || dx > 2) return linked[a] === 1 && ship.links[a]!.includes(b);
  if (ship.neighbours[a]!.includes(b) || ship.links[a]!.includes(b)) return true;
  if (!sharesSpace(ship.cells[a]!.level, ship.cells[b]!.level)) return false;
  return (dx === 0 && dy === 0) || (dy === 0 && dx === 2) || (dy === 1 && dx === 1);
}

/**
 * In sight of each other, the test for reveals: along a clear line with the lights on,
 * only when adjacent in the dark (lights off, or a darkened part of the ship).
 */
export function inSight(state: GameState, a: number, b: number): boolean {
  return seesIn(sightView(state), a, b);
}

/** What sight between cells depends on in one state, taken out once for loops over many pairs. */
export interface SightView {
  readonly ship: Ship;
  readonly openDoors: Readonly<Record<number, true>>;
  readonly lights: boolean;
  readonly darkened: ReadonlySet<number>;
}

export function sightView(state: GameState): SightView {
  return {
    ship: state.ship,
    openDoors: state.openDoors,
    lights: state.systems.lights,
    darkened: shipIndex(state.ship).darkened,
  };
}

/** `inSight` on a view. */
export function seesIn(v: SightView, a: number, b: number): boolean {
  // The cheapest test first: most pairs are on no clear line and not next to each other.
  if (v.lights && lineIsClear(v.ship, v.openDoors, a, b) && !v.darkened.has(a) && !v.darkened.has(b)) return true;
  return a === b || adjacent(v.ship, a, b);
}

/** A line between two cells that no wall, closed door or machinery stops; light plays no part. */
export function clearLine(state: GameState, a: number, b: number): boolean {
  return lineIsClear(state.ship, state.openDoors, a, b);
}
