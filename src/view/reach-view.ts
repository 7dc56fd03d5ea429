// Move highlighting as a side knows the ship: where one of its own markers can get this turn,
// worked out on the ship as the side believes it to be, never on the truth. Doors stand as the
// side last saw them (unseen ones as at the start: closed), enemy markers block only where the
// side sees them now (what its view shows: every one, and every door as it is, across an open table), its own pieces stand as they are; the terrain, the
// public systems (gravity) and the marker's own abilities and move units are as the rules say.
import { knownEnemies } from "../engine/hidden.js";
import { knownDoors } from "../engine/knowledge.js";
import { abilities } from "../engine/abilities.js";
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

/**
 * What a marker's plan reach (`reachView(..., plan = true, doors)`) hangs on, as a text: two calls with
 * the same text give the same reach, so `legal` keeps reaches by it from one call to the next (a step
 * of one marker leaves the others' routes as they were). Read from the ship as the side believes it,
 * as the reach is: the marker (its hex, soldier type, abilities), the doors, the enemy markers it sees,
 * the hexes two of its own soldiers fill, gravity. Undefined where it is not kept (a carrier, a broken
 * or carried soldier: their reach is small and has rules of its own).
 */
export function planReachKeys(
  state: GameState,
  side: Side,
): (marker: number, doors: "known" | "all") => string | undefined {
  const seen = believed(state, side, true);
  const world = (doors: "known" | "all") =>
    [
      doors === "all" ? "all" : Object.keys(seen.openDoors).join(","),
      seen.pieces
        .flatMap((p) => (p.side !== side && p.place.at === "cell" ? [p.place.cell] : []))
        .sort((a, b) => a - b)
        .join(","),
      `${state.systems.gravity}:${state.systems.recDeckGravity}`,
    ].join("|");
  const worlds = { known: world("known"), all: world("all") };
  return (marker, doors) => {
    const piece = state.pieces.find((p) => p.side === side && p.number === marker && p.place.at === "cell");
    if (!piece || piece.place.at !== "cell") return `none:${marker}`;
    if (piece.carrying || piece.carriedBy !== undefined || piece.soldier?.broken) return undefined;
    // Hexes two other soldiers of the side fill: a soldier may not end a step there (a dummy may).
    const full = new Map<number, number>();
    if (piece.soldier)
      for (const p of state.pieces)
        if (p !== piece && p.side === side && p.soldier && p.place.at === "cell")
          full.set(p.place.cell, (full.get(p.place.cell) ?? 0) + 1);
    const stacks = [...full].flatMap(([cell, n]) => (n >= 2 ? [cell] : [])).sort((a, b) => a - b);
    const who = piece.soldier ? `${piece.soldier.type.id}:${piece.soldier.type.armour}` : "dummy";
    return [
      piece.id,
      piece.place.cell,
      who,
      JSON.stringify(abilities(state, piece)),
      stacks.join(","),
      worlds[doors],
    ].join("|");
  };
}
