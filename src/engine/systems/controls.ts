// Working a device's controls: like a door, one move unit from the hex next to it (doubled in
// zero gravity without magnetic boots).
import { abilities } from "../abilities.js";
import { hasGravity } from "../board.js";
import type { GameState, Piece } from "../state.js";

export const CONTROL_COST = 1;

export function controlCost(state: GameState, piece: Piece): number {
  if (piece.place.at !== "cell") return CONTROL_COST;
  return CONTROL_COST * (hasGravity(state, piece.place.cell) || abilities(state, piece).magneticBoots ? 1 : 2);
}

/** The controls a piece can reach: the device cells next to it, among those given. */
export function within(state: GameState, piece: Piece, devices: Iterable<number>): number[] {
  if (piece.place.at !== "cell") return [];
  const near = new Set(state.ship.neighbours[piece.place.cell]!);
  return [...devices].filter((d) => near.has(d));
}
