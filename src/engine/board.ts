// Questions about the board: who stands where, what is open, where gravity holds.
import { sceneOf } from "./eyes.js";
import { shipIndex } from "../ship/ship-index.js";
import type { GameState, Piece, Side } from "./state.js";

export function piecesOn(state: GameState, cell: number): Piece[] {
  // Who stands where is gathered once per state (src/engine/eyes.ts).
  return sceneOf(state).on(cell).slice();
}

export function isOpenDoor(state: GameState, cell: number): boolean {
  return state.openDoors[cell] === true;
}

export function containerOn(state: GameState, cell: number) {
  // A container pushed out of the ship stays on its lock hex only as a record: it is out of play.
  return state.cargo.find((c) => c.cell === cell && !c.out);
}

/** Gravity where a cell is: the rec deck of module 91 has its own. */
export function hasGravity(state: GameState, cell: number): boolean {
  if (shipIndex(state.ship).recDeck.has(cell)) return state.systems.recDeckGravity;
  return state.systems.gravity;
}

export function isDarkened(state: GameState, cell: number): boolean {
  return shipIndex(state.ship).darkened.has(cell);
}

export function livingSoldiers(state: GameState, side: Side): Piece[] {
  return state.pieces.filter((p) => p.side === side && p.soldier && !p.soldier.dead && p.place.at !== "gone");
}

/** Pieces on the map by hex, then marker number: an order anyone who sees them can tell. */
export const byHexAndNumber = (a: Piece, b: Piece): number =>
  (a.place as { cell: number }).cell - (b.place as { cell: number }).cell || a.number - b.number;
