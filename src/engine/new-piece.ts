// A marker new to the game (at setup, a dummy placed, a sleeper woken): nothing done yet this turn.
import type { Piece } from "./state.js";

export function newPiece(fields: Pick<Piece, "id" | "side" | "number" | "place"> & Partial<Pick<Piece, "soldier">>): Piece {
  return { ...fields, revealed: false, mu: 0, crampedSteps: 0, attacked: false, movedCargo: false, boardedThisTurn: false };
}
