// Dummies: placed where no enemy could see them appear, taken off at will.
import { drawNumber, newPiece } from "../new-piece.js";
import { distance } from "../../hex/coords.js";
import { placeName } from "../../ship/ship.js";
import { TERRAIN } from "../../map/terrain.js";
import { abilities } from "../abilities.js";
import { isOpenDoor, piecesOn } from "../board.js";
import { enemyRef, ownRef, told, type MarkerRef } from "../events.js";
import type { DummyPlacedFacts, DummyTakenOffFacts } from "../facts/turns.js";
import { byName } from "../marker-labels.js";
import { markerPlace } from "../marker-seen.js";
import { watchedBy } from "../hidden.js";
import { done, ownPiece, refused, type Outcome } from "../outcome.js";
import { clearLine } from "../sight.js";
import { sceneOf } from "../eyes.js";
import { isOpen } from "../knowledge.js";
import { otherSide, type GameState, type Piece, type Side } from "../state.js";
import { isRefusal, refusal, said, type Refusal } from "../refusal.js";
import { addDummy, takeOff } from "../deploy/deploy.js";
import type { Rule } from "../rule.js";
import { changedState, withPieces } from "../shapes.js";
import { wreckStepRefusal } from "../wreck.js";

/**
 * Why a side may not put a dummy on a cell, or undefined when it may. The test uses only
 * what the side itself can see: every hex an enemy could stand on with a line to the cell
 * must be in its sight and hold no enemy marker. So no enemy soldier can see the cell, and a
 * refusal tells the side nothing it did not already know. Walls and other solid terrain
 * (public, drawn on the map) hold no one, so they never count; a door does, open or not.
 */
export function dummyRefusal(state: GameState, side: Side, cell: number): Refusal | undefined {
  const target = state.ship.cells[cell];
  if (!target) return refusal("no-such-hex", "no such hex");
  if (!TERRAIN[target.terrain].passable) return refusal("blocked", `no one can stand on ${placeName(target)}`);
  const wrecked = wreckStepRefusal(state, cell, undefined);
  if (wrecked) return wrecked;
  // A shut door is told only when the side sees it; one out of sight is refused as out of sight, open or shut.
  if (target.terrain === "door" && !isOpenDoor(state, cell) && (isOpen(state) || watchedBy(state, side, cell)))
    return refusal("blocked", `no one can stand on ${placeName(target)}`);
  if (isOpen(state)) return openTableRefusal(state, side, cell);
  // Which hexes have a line to the cell hangs on doors the side may not see. So a hex out of
  // sight is named before any enemy marker, and the nearest of them: a door out of sight is
  // nearer than anything its opening would add, so its state never changes the answer.
  let unseen: { name: string; range: number } | undefined;
  let enemyAt: string | undefined;
  for (const other of state.ship.cells) {
    if (!TERRAIN[other.terrain].passable) continue;
    if (!clearLine(state, other.id, cell)) continue;
    if (!watchedBy(state, side, other.id)) {
      const range = distance(other, target);
      if (!unseen || range < unseen.range) unseen = { name: placeName(other), range };
    } else if (!enemyAt && piecesOn(state, other.id).some((p) => p.side !== side)) enemyAt = placeName(other);
  }
  if (unseen)
    return refusal("could-be-seen", `${placeName(target)} can be seen from hexes out of your sight (${unseen.name})`);
  if (enemyAt) return refusal("could-be-seen", `an enemy marker at ${enemyAt} could see ${placeName(target)}`);
  return undefined;
}

/**
 * Across an open table the side sees every enemy marker, and each counts as a possible soldier: a
 * dummy goes on a hex none of them has a clear line to (lights or not: a marker glimpsed in the dark
 * is seen appear). The one named is the nearest, then by hex: all of it on the table for both.
 */
function openTableRefusal(state: GameState, side: Side, cell: number): Refusal | undefined {
  const target = state.ship.cells[cell]!;
  let seer: { cell: number; range: number } | undefined;
  for (const e of sceneOf(state).pieces[otherSide(side)]) {
    const at = (e.place as { cell: number }).cell;
    if (!clearLine(state, at, cell)) continue;
    const range = distance(state.ship.cells[at]!, target);
    if (!seer || range < seer.range || (range === seer.range && at < seer.cell)) seer = { cell: at, range };
  }
  if (!seer) return undefined;
  const there = placeName(state.ship.cells[seer.cell]!);
  return seer.cell === cell
    ? refusal("enemy-there", `an enemy marker stands on ${there}`)
    : refusal(
        "could-be-seen",
        `an enemy marker at ${there} could see ${placeName(target)}: no dummy goes where an enemy could see it put down`,
      );
}

export function placeDummy(state: GameState, cell: number): Outcome {
  const side = state.side;
  const why = dummyRefusal(state, side, cell);
  if (why) return why;
  const drawn = drawNumber(state, side);
  if (!drawn)
    return refused(
      "none-left",
      `no marker numbers left: all ${state.rules.markers[side]} of yours are ${isOpen(state) ? "on your markers" : "in use, or were seen by the enemy"}, so no dummy can be placed`,
    );
  const piece = newPiece({ id: state.pieces.length, side, number: drawn.number, place: { at: "cell", cell } });
  const after = changedState(state, {
    pieces: [...state.pieces, piece],
    privateRng: { ...state.privateRng, [side]: drawn.rng },
  });
  const moved = { ...piece, mu: abilities(after, piece).move };
  const pieces = after.pieces.slice();
  pieces[piece.id] = moved;
  const name = placeName(state.ship.cells[cell]!);
  const own: DummyPlacedFacts = { marker: ownRef(after, piece), hex: name };
  const facts: { referee: DummyPlacedFacts; blue?: DummyPlacedFacts; yellow?: DummyPlacedFacts } = { referee: own };
  facts[side] = own;
  // Across an open table the enemy sees a marker put down, never what it is.
  if (isOpen(state)) {
    const on = alongside(state, piece);
    facts[otherSide(side)] = on
      ? { marker: { side, number: piece.number }, hex: name, on }
      : { marker: { side, number: piece.number }, hex: name };
  }
  return done(withPieces(after, pieces), [told(state.turn, "dummy-placed", facts)]);
}

export function removeDummy(state: GameState, pieceId: number): Outcome {
  const piece = ownPiece(state, pieceId);
  if (isRefusal(piece)) return piece;
  if (piece.soldier) return refused("not-a-dummy", said`${piece} is a soldier, not a dummy`);
  const pieces = state.pieces.slice();
  pieces[piece.id] = { ...piece, place: { at: "gone" } };
  const own: DummyTakenOffFacts = { marker: ownRef(state, piece) };
  const facts: { referee: DummyTakenOffFacts; blue?: DummyTakenOffFacts; yellow?: DummyTakenOffFacts } = {
    referee: own,
  };
  facts[piece.side] = own;
  if (isOpen(state))
    facts[otherSide(piece.side)] = { marker: { side: piece.side, number: piece.number }, ...markerPlace(state, piece) };
  return done(changedState(state, { locks: withoutPiece(state, piece), pieces }), [
    told(state.turn, "dummy-taken-off", facts),
  ]);
}

/** The side's markers already on the hex a dummy is put down on (a stack grows), as the enemy knows them. */
function alongside(state: GameState, piece: Piece): MarkerRef[] | undefined {
  const cell = (piece.place as { cell: number }).cell;
  const here = piecesOn(state, cell)
    .filter((p) => p.id !== piece.id && p.side === piece.side)
    .map(enemyRef)
    .sort(byName);
  return here.length > 0 ? here : undefined;
}

/** The air locks without a dummy taken off from inside one; a lock left empty restores its pressure. */
function withoutPiece(state: GameState, piece: Piece): GameState["locks"] {
  if (piece.place.at !== "lock") return state.locks;
  const id = piece.place.lock;
  const lock = state.locks[id]!;
  const inside = lock.inside.filter((i) => i !== piece.id);
  const locks = state.locks.slice();
  locks[id] = { ...lock, inside, emptiedAt: inside.length === 0 ? state.tick : lock.emptiedAt };
  return locks;
}

/** Put a new dummy on a cell (in play, where no enemy could see it appear; while deploying, in the side's zones). */
export interface DummyAction {
  readonly type: "dummy";
  readonly cell: number;
}

/** Take a dummy off. */
export interface RemoveAction {
  readonly type: "remove";
  readonly piece: number;
}

export const DUMMY: Rule<DummyAction> = {
  type: "dummy",
  play: (s, a) => placeDummy(s, a.cell),
  deploy: (s, a, deployment) => addDummy(s, deployment, a.cell),
};
export const REMOVE: Rule<RemoveAction> = {
  type: "remove",
  play: (s, a) => removeDummy(s, a.piece),
  deploy: (s, a) => takeOff(s, a.piece),
};
