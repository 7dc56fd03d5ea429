// A step as each side saw it, as facts: every step (a move, a carry, a rout, out of an air lock) is told this way.
import { placeName } from "../../ship/ship.js";
import { enemyRef, ownRef, told, type GameEvent, type MarkerRef } from "../events.js";
import type { MoveFacts } from "../facts/moves.js";
import { isOpen, seesMarkersOn } from "../knowledge.js";
import { byName } from "../marker-labels.js";
import { otherSide, type GameState, type Piece } from "../state.js";

type Built<T> = { -readonly [K in keyof T]: T[K] };

/** The step as each side saw it: the enemy only if it sees where the piece ends up (always across an open table). */
export function stepEvent(before: GameState, after: GameState, piece: Piece, moved: Piece, mu: number): GameEvent {
  const cells = before.ship.cells;
  const to = moved.place.at === "cell" ? moved.place.cell : -1;
  const toName = placeName(cells[to]!);
  const enemy = otherSide(piece.side);
  const seenFrom = piece.place.at === "cell" && seesMarkersOn(before, enemy, piece.place.cell);
  const seenTo = seesMarkersOn(after, enemy, to);
  // Out of an air lock the line needs a verb: "?10 Rojas leaves lock 4 for 90:0611".
  const lock = piece.place.at === "lock" ? (before.ship.airlocks[piece.place.lock]?.name ?? "the air lock") : undefined;
  // Built field by field, not by spreading optional parts or keys computed: every step of every simulated game makes one.
  const own: Built<MoveFacts> = { marker: ownRef(before, piece), to: toName };
  if (lock) own.lock = lock;
  else own.from = piece.place.at === "cell" ? placeName(cells[piece.place.cell]!) : "the air lock";
  own.mu = mu;
  own.left = moved.mu;
  const facts: { referee: MoveFacts; blue?: MoveFacts; yellow?: MoveFacts } = { referee: own };
  facts[piece.side] = own;
  if (seenTo) {
    const theirs: Built<MoveFacts> = { marker: enemyRef(piece), to: toName };
    if (lock) theirs.lock = lock;
    else if (seenFrom) theirs.from = own.from;
    // Across an open table, the markers a step leaves behind and the ones it joins (a patrol splits, a stack gathers).
    if (lock || seenFrom) company(before, after, piece, moved, theirs);
    facts[enemy] = theirs;
  }
  return told(before.turn, "move", facts);
}

/** The markers of the piece's side it leaves on its old hex and joins on its new one, as the enemy knows them: nothing in fog. */
function company(before: GameState, after: GameState, piece: Piece, moved: Piece, theirs: Built<MoveFacts>): void {
  if (!isOpen(after)) return;
  // Most steps leave no one and join no one: no lists made for them.
  const on = (s: GameState, cell: number): MarkerRef[] | undefined => {
    let refs: MarkerRef[] | undefined;
    for (const p of s.pieces)
      if (p.id !== piece.id && p.side === piece.side && p.place.at === "cell" && p.place.cell === cell)
        (refs ??= []).push(enemyRef(p));
    return refs?.sort(byName);
  };
  const left = piece.place.at === "cell" ? on(after, piece.place.cell) : undefined;
  const joined = moved.place.at === "cell" ? on(before, moved.place.cell) : undefined;
  if (left) theirs.leaving = left;
  if (joined) theirs.joining = joined;
}
