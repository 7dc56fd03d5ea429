// Air locks: a batch comes aboard into an empty, pressurised lock; a few leave each turn.
import { placeName } from "../../ship/ship.js";
import { bump, enemiesInLock, unseenEnemiesOn } from "../bump.js";
import { bySide, enemyRef, ownRef, told } from "../events.js";
import { isOpen } from "../knowledge.js";
import { settleSight } from "../settle-sight.js";
import { abilities } from "../abilities.js";
import { hasGravity, piecesOn } from "../board.js";
import { SOLDIERS_PER_HEX } from "../movement.js";
import { done, moveUnits, ownPiece, refused, replacePiece, type Outcome } from "../outcome.js";
import type { GameState, LockState, Piece } from "../state.js";
import { stepEvent } from "./step-event.js";
import { isRefusal, said } from "../refusal.js";
import type { Rule } from "../rule.js";
import { changedState } from "../shapes.js";

/** Leaving a lock is one step onto its exit. */
export const LEAVE_COST = 1;

/**
 * What leaving a lock onto `exit` (or going out through one from it) costs `piece`: a step, doubled in
 * zero gravity at that hex like any other step, unless it walks on magnetic boots.
 */
export function leaveCost(state: GameState, piece: Piece, exit: number): number {
  return LEAVE_COST * (hasGravity(state, exit) || abilities(state, piece).magneticBoots ? 1 : 2);
}

function withLock(state: GameState, id: number, lock: LockState): GameState {
  const locks = state.locks.slice();
  locks[id] = lock;
  return changedState(state, { locks });
}

export function board(state: GameState, pieceId: number): Outcome {
  const piece = ownPiece(state, pieceId);
  if (isRefusal(piece)) return piece;
  if (piece.place.at !== "outside") return refused("wrong-place", said`${piece} is not waiting outside an air lock`);
  const id = piece.place.lock;
  const spec = state.ship.airlocks[id]!;
  const lock = state.locks[id]!;
  if (lock.inside.length === 0) {
    if (lock.emptiedAt === state.tick)
      return refused(
        "lock-busy",
        `${spec.name} emptied this turn and is restoring pressure; it takes soldiers in again next turn`,
      );
  } else {
    // An enemy batch inside: the outer door opens on it.
    const inside = enemiesInLock(state, piece.side, id);
    // Across an open table the side sees the enemy's batch in the lock: nothing to bump into.
    if (inside.length > 0 && isOpen(state))
      return refused("enemy-there", `enemy markers are in ${spec.name}: wait until it empties`);
    if (inside.length > 0) return bump(state, piece, inside, { doing: "boarding", lock: spec.name });
    const ownBatch = lock.filledAt === state.tick && lock.inside.every((i) => state.pieces[i]!.side === piece.side);
    if (!ownBatch)
      return refused("lock-busy", `${spec.name} is cycling: it takes in a new batch only once it is empty`);
    if (lock.inside.length >= spec.capacity)
      return refused("no-room", `${spec.name} is full (it holds ${spec.capacity})`);
  }
  const after = withLock(
    replacePiece(state, { ...piece, place: { at: "lock", lock: id }, boardedThisTurn: true }),
    id,
    { ...lock, inside: [...lock.inside, piece.id], filledAt: state.tick },
  );
  return done(after, [
    told(
      state.turn,
      "board",
      bySide(
        piece.side,
        { marker: ownRef(state, piece), lock: spec.name, count: lock.inside.length + 1, capacity: spec.capacity },
        isOpen(state) ? { marker: enemyRef(piece), lock: spec.name } : undefined,
        { marker: ownRef(state, piece), lock: spec.name },
      ),
    ),
  ]);
}

export function leave(state: GameState, pieceId: number, to: number): Outcome {
  const piece = ownPiece(state, pieceId);
  if (isRefusal(piece)) return piece;
  if (piece.place.at !== "lock") return refused("wrong-place", said`${piece} is not in an air lock`);
  const id = piece.place.lock;
  const spec = state.ship.airlocks[id]!;
  const lock = state.locks[id]!;
  if (piece.boardedThisTurn)
    return refused(
      "lock-busy",
      said`${spec.name} is pressurising: ${piece} came in this turn and leaves next turn at the soonest`,
    );
  if (lock.leftThisTurn >= spec.leavePerTurn)
    return refused("used-this-turn", `only ${spec.leavePerTurn} may leave ${spec.name} a turn`);
  if (!spec.exits.includes(to)) return refused("no-way", `that is not a way out of ${spec.name}`);
  const cost = leaveCost(state, piece, to);
  if (cost > piece.mu)
    return refused("move-units", said`leaving needs ${moveUnits(cost)} and ${piece} has ${piece.mu} left`);
  const hex = placeName(state.ship.cells[to]!);
  // Enemies the side does not see on the way out: the inner door opens on them.
  const unseen = unseenEnemiesOn(state, piece.side, to);
  if (unseen.length > 0)
    return bump(state, { ...piece, mu: piece.mu - cost }, unseen, { doing: "leaving", lock: spec.name, hex });
  const there = piecesOn(state, to).filter((p) => p.id !== piece.id);
  if (there.some((p) => p.side !== piece.side)) return refused("enemy-there", `an enemy stands on ${hex}`);
  if (piece.soldier && there.filter((p) => p.soldier).length >= SOLDIERS_PER_HEX)
    return refused("no-room", "no room there: two soldiers already stand on it");
  const inside = lock.inside.filter((i) => i !== piece.id);
  const moved = { ...piece, place: { at: "cell" as const, cell: to }, mu: piece.mu - cost };
  const after = withLock(replacePiece(state, moved), id, {
    ...lock,
    inside,
    leftThisTurn: lock.leftThisTurn + 1,
    emptiedAt: inside.length === 0 ? state.tick : lock.emptiedAt,
  });
  const settled = settleSight(state, after);
  return done(settled.state, [stepEvent(state, after, piece, moved, cost), ...settled.events]);
}

/** From outside the ship into the air lock it waits at. */
export interface BoardAction {
  readonly type: "board";
  readonly piece: number;
}

/** From inside an air lock onto one of its exits. */
export interface LeaveAction {
  readonly type: "leave";
  readonly piece: number;
  readonly to: number;
}

export const BOARD: Rule<BoardAction> = { type: "board", play: (s, a) => board(s, a.piece) };
export const LEAVE: Rule<LeaveAction> = { type: "leave", play: (s, a) => leave(s, a.piece, a.to) };
