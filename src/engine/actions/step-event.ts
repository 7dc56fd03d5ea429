// A step as each side saw it, in words and fields: every step (a move, a carry, a rout, out of an air lock) is told this way.
import { placeName } from "../../ship/ship.js";
import {
  enemyLabel,
  enemyRef,
  event,
  ownLabel,
  ownRef,
  refereeLabel,
  type Audience,
  type EventFields,
  type GameEvent,
} from "../events.js";
import { isOpen, seesMarkersOn } from "../knowledge.js";
import { inLookAhead, wordless } from "../look-ahead.js";
import { otherSide, type GameState, type Piece } from "../state.js";

/** The step as each side saw it: the enemy only if it sees where the piece ends up (always across an open table). */
export function stepEvent(before: GameState, after: GameState, piece: Piece, moved: Piece, mu: number): GameEvent {
  if (inLookAhead(before)) return wordless(before.turn, "move");
  const cells = before.ship.cells;
  const fromName = piece.place.at === "cell" ? placeName(cells[piece.place.cell]!) : "the air lock";
  const to = moved.place.at === "cell" ? moved.place.cell : -1;
  const toName = placeName(cells[to]!);
  const enemy = otherSide(piece.side);
  const seenFrom = piece.place.at === "cell" && seesMarkersOn(before, enemy, piece.place.cell);
  const seenTo = seesMarkersOn(after, enemy, to);
  const spent = `${mu} MU, ${moved.mu} left`;
  // Out of an air lock the line needs a verb: "?10 Rojas leaves lock 4 for 90:0611".
  const lock = piece.place.at === "lock" ? (before.ship.airlocks[piece.place.lock]?.name ?? "the air lock") : undefined;
  const path = lock ? `leaves ${lock} for ${toName}` : `${fromName} -> ${toName}`;
  // Built field by field, not by spreading optional parts or keys computed: every step of every simulated game makes one.
  const told: { -readonly [K in keyof EventFields]: EventFields[K] } = { marker: ownRef(before, piece) };
  if (lock) told.lock = lock;
  else told.from = fromName;
  told.to = toName;
  told.mu = mu;
  told.left = moved.mu;
  const referee = `${refereeLabel(piece)} ${path} (${spent})`;
  const own = `${ownLabel(piece)} ${path} (${spent})`;
  const text: Partial<Record<Audience, string>> & { referee: string } =
    piece.side === "blue" ? { referee, blue: own } : { referee, yellow: own };
  const fields: Partial<Record<Audience, EventFields>> =
    piece.side === "blue" ? { referee: told, blue: told } : { referee: told, yellow: told };
  if (seenTo) {
    text[enemy] = lock
      ? `${enemyLabel(piece)} ${path}${company(before, after, piece, moved)}`
      : seenFrom
        ? `${enemyLabel(piece)} moves ${fromName} -> ${toName}${company(before, after, piece, moved)}`
        : `${enemyLabel(piece)} comes into view at ${toName}`;
    const theirs: { -readonly [K in keyof EventFields]: EventFields[K] } = { marker: enemyRef(piece) };
    if (lock) theirs.lock = lock;
    else if (seenFrom) theirs.from = fromName;
    theirs.to = toName;
    fields[enemy] = theirs;
  }
  return event(before.turn, "move", text, fields);
}

/**
 * Across an open table, the markers a step leaves behind and the ones it joins, as the enemy names
 * them: ", leaving ?9; joining ?4" (a patrol splits at a fork, a stack gathers). Nothing in fog.
 */
function company(before: GameState, after: GameState, piece: Piece, moved: Piece): string {
  if (!isOpen(after)) return "";
  // Most steps leave no one and join no one: no lists made for them.
  const on = (s: GameState, cell: number): string[] | undefined => {
    let labels: string[] | undefined;
    for (const p of s.pieces)
      if (p.id !== piece.id && p.side === piece.side && p.place.at === "cell" && p.place.cell === cell)
        (labels ??= []).push(enemyLabel(p));
    return labels?.sort();
  };
  const left = piece.place.at === "cell" ? on(after, piece.place.cell) : undefined;
  const joined = moved.place.at === "cell" ? on(before, moved.place.cell) : undefined;
  if (!left && !joined) return "";
  const parts = [...(left ? [`leaving ${left.join(", ")}`] : []), ...(joined ? [`joining ${joined.join(", ")}`] : [])];
  return `, ${parts.join("; ")}`;
}
