// Telling combat events to each audience: the enemy hears of a soldier only while it sees him.
import { placeName } from "../../ship/ship.js";
import { watchedBy } from "../knowledge.js";
import type { Told } from "../event-facts.js";
import { bySide } from "../events.js";
import { otherSide, type GameState, type Piece } from "../state.js";

export function hexOf(state: GameState, p: Piece): string {
  return p.place.at === "cell" ? placeName(state.ship.cells[p.place.cell]!) : "off the map";
}

/** Whether the enemy sees this soldier as what it is: revealed, on a hex its pieces have a line to. */
export function enemySees(state: GameState, p: Piece): boolean {
  return p.place.at === "cell" && p.revealed && watchedBy(state, otherSide(p.side), p.place.cell);
}

/** Facts for the referee and the piece's own side (OWN), and for the enemy (THEIRS) if it sees him as what he is. */
export function soldierTold<F>(state: GameState, p: Piece, own: F, theirs: F): Told<F> {
  return bySide(p.side, own, enemySees(state, p) ? theirs : undefined);
}
