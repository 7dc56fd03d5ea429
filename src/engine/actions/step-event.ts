// A step as each side saw it: every step (a move, a carry, a rout, out of an air lock) is told this way.
import { placeName } from "../../ship/ship.js";
import { enemyLabel, event, ownLabel, refereeLabel, type GameEvent } from "../events.js";
import { watchedBy } from "../knowledge.js";
import { otherSide, type GameState, type Piece } from "../state.js";

/** The step as each side saw it: the enemy only if it sees where the piece ends up. */
export function stepEvent(before: GameState, after: GameState, piece: Piece, moved: Piece, mu: number): GameEvent {
  const cells = before.ship.cells;
  const fromName = piece.place.at === "cell" ? placeName(cells[piece.place.cell]!) : "the air lock";
  const to = moved.place.at === "cell" ? moved.place.cell : -1;
  const toName = placeName(cells[to]!);
  const enemy = otherSide(piece.side);
  const seenFrom = piece.place.at === "cell" && watchedBy(before, enemy, piece.place.cell);
  const seenTo = watchedBy(after, enemy, to);
  const spent = `${mu} MU, ${moved.mu} left`;
  // Out of an air lock the line needs a verb: "?10 Rojas leaves lock 4 for 90:0611".
  const path =
    piece.place.at === "lock"
      ? `leaves ${before.ship.airlocks[piece.place.lock]?.name ?? "the air lock"} for ${toName}`
      : `${fromName} -> ${toName}`;
  return event(before.turn, "move", {
    referee: `${refereeLabel(piece)} ${path} (${spent})`,
    [piece.side]: `${ownLabel(piece)} ${path} (${spent})`,
    ...(seenTo
      ? {
          [enemy]: seenFrom
            ? `${enemyLabel(piece)} moves ${fromName} -> ${toName}`
            : `${enemyLabel(piece)} comes into view at ${toName}`,
        }
      : {}),
  });
}
