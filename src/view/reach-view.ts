// Move highlighting as a side knows the ship: where one of its own markers can get this turn,
// worked out on the ship as the side believes it to be, never on the truth. Doors stand as the
// side last saw them (unseen ones as at the start: closed), enemy markers block only where the
// side sees them now (what its view shows: every one, and every door as it is, across an open table), its own pieces stand as they are; the terrain, the
// public systems (gravity) and the marker's own abilities and move units are as the rules say.
import { knownEnemies } from "../engine/hidden.js";
import { knownDoors } from "../engine/knowledge.js";
import { reachable } from "../engine/reach.js";
import type { GameState, Piece, Side } from "../engine/state.js";

/**
 * Cell id (as the view's `cell` fields) -> the fewest move units to get there; empty when the marker is
 * not on the map. PLAN: over as many turns as it takes, for travel (src/engine/reach.ts). DOORS "all":
 * every door taken as open, the ways a marker has if it opens the doors on them (travel's fallback):
 * where the doors are is the ship's plan, which every side has. ENEMIES "none": as if the enemy markers
 * the side sees were gone (the way they stand in, for travel to say who blocks it).
 */
export function reachView(
  state: GameState,
  side: Side,
  marker: number,
  plan = false,
  doors: "known" | "all" = "known",
  enemies: "seen" | "none" = "seen",
): ReadonlyMap<number, number> {
  const piece = state.pieces.find((p) => p.side === side && p.number === marker && p.place.at === "cell");
  if (!piece) return new Map();
  const seen = believed(state, side, enemies === "seen");
  return reachable(doors === "all" ? { ...seen, openDoors: everyDoor(state) } : seen, piece, plan);
}

/** Every door of the ship, as open. */
function everyDoor(state: GameState): Record<number, true> {
  const open: Record<number, true> = {};
  for (const c of state.ship.cells) if (c.terrain === "door") open[c.id] = true;
  return open;
}

/**
 * The state as the side believes it, for the reach alone: it never leaves this module. Every enemy
 * piece is a bare marker with nothing of its own (no soldier, no number): on its hex where the side
 * sees it, off the board where it does not.
 */
function believed(state: GameState, side: Side, enemies: boolean): GameState {
  // While sides deploy nothing of the enemy is in sight (the view shows none).
  const seen = new Set(state.phase === "deploy" || !enemies ? [] : knownEnemies(state, side).map((p) => p.id));
  const pieces = state.pieces.map((p): Piece =>
    p.side === side ? p : bare(p, seen.has(p.id) ? p.place : { at: "gone" }),
  );
  const openDoors: Record<number, true> = {};
  for (const [cell, open] of Object.entries(knownDoors(state, side))) if (open) openDoors[Number(cell)] = true;
  return { ...state, pieces, openDoors };
}

function bare(p: Piece, place: Piece["place"]): Piece {
  return {
    id: p.id,
    side: p.side,
    number: 0,
    place,
    revealed: false,
    mu: 0,
    crampedSteps: 0,
    attacked: false,
    movedCargo: false,
    boardedThisTurn: false,
  };
}
