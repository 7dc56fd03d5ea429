// Wording combat events for each audience: the enemy hears of a soldier only while it sees him.
import { placeName } from "../../ship/ship.js";
import { watchedBy } from "../knowledge.js";
import { otherSide, type GameState, type Piece } from "../state.js";

export function hexOf(state: GameState, p: Piece): string {
  return p.place.at === "cell" ? placeName(state.ship.cells[p.place.cell]!) : "off the map";
}

/** Whether the enemy sees this soldier as what it is: revealed, on a hex its pieces have a line to. */
export function enemySees(state: GameState, p: Piece): boolean {
  return p.place.at === "cell" && p.revealed && watchedBy(state, otherSide(p.side), p.place.cell);
}

/** Event text for the referee, the piece's own side, and the enemy if it sees the piece. */
export function texts(state: GameState, p: Piece, referee: string, own: string, enemy: string) {
  return {
    referee,
    [p.side]: own,
    ...(enemySees(state, p) ? { [otherSide(p.side)]: enemy } : {}),
  } as { referee: string } & Partial<Record<"blue" | "yellow", string>>;
}
