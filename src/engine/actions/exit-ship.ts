// Leaving the ship through an air lock: from the hex just inside a lock (a hull lock's hall end,
// the cargo hatch) into the empty lock and out. The lock passes as many a turn as it lets out,
// either way, and restores its pressure for the rest of the turn. Those who leave are gone from
// the game alive: scenarios count them as fled, or rescued.
import { placeName } from "../../ship/ship.js";
import { bump, enemiesInLock } from "../bump.js";
import { bySide, enemyRef, ownRef, told } from "../events.js";
import { settleSight } from "../settle-sight.js";
import { isOpen, seesMarkersOn } from "../knowledge.js";
import { done, moveUnits, ownPiece, refused, type Outcome } from "../outcome.js";
import { otherSide, type GameState, type Piece } from "../state.js";
import { leaveCost } from "./airlock.js";
import { isRefusal, said } from "../refusal.js";
import type { Rule } from "../rule.js";
import { changedState } from "../shapes.js";

export function exitShip(state: GameState, pieceId: number): Outcome {
  const piece = ownPiece(state, pieceId);
  if (isRefusal(piece)) return piece;
  if (piece.place.at !== "cell") return refused("not-on-map", said`${piece} is not on the map`);
  const cell = piece.place.cell;
  const spec = state.ship.airlocks.find((l) => l.exits.includes(cell));
  if (!spec)
    return refused(
      "wrong-place",
      said`${piece} is not at an air lock: stand on the hall end next to one, or on the cargo hatch`,
    );
  const lock = state.locks[spec.id]!;
  if (lock.leftThisTurn >= spec.leavePerTurn)
    return refused("used-this-turn", `${spec.name} passes only ${spec.leavePerTurn} a turn`);
  const cost = leaveCost(state, piece, cell);
  if (cost > piece.mu)
    return refused("move-units", said`leaving the ship needs ${moveUnits(cost)} and ${piece} has ${piece.mu} left`);
  // An enemy batch inside, which the side cannot see: the inner door opens on it.
  const inside = enemiesInLock(state, piece.side, spec.id);
  // Across an open table the side sees the enemy's batch in the lock: nothing to bump into.
  if (inside.length > 0 && isOpen(state))
    return refused("enemy-there", `enemy markers are in ${spec.name}: it lets no one out of the ship until it empties`);
  if (inside.length > 0)
    return bump(state, { ...piece, mu: piece.mu - cost }, inside, { doing: "exiting", lock: spec.name });
  if (lock.inside.length > 0)
    return refused("lock-busy", `${spec.name} is cycling: it lets no one out of the ship while anyone is in it`);
  const going: Piece[] = [piece];
  if (piece.carrying) going.push(state.pieces[piece.carrying.piece]!);
  const pieces = state.pieces.slice();
  for (const p of going) {
    const { carrying: _c, carriedBy: _b, ambush: _a, ...rest } = p;
    pieces[p.id] = { ...rest, place: { at: "gone" }, revealed: false };
  }
  const locks = state.locks.slice();
  locks[spec.id] = { ...lock, leftThisTurn: lock.leftThisTurn + 1, emptiedAt: state.tick };
  const after: GameState = changedState(state, { pieces, locks });
  const enemy = otherSide(piece.side);
  const hex = placeName(state.ship.cells[cell]!);
  const settled = settleSight(state, after);
  return done(settled.state, [
    told(
      state.turn,
      "exit",
      bySide(
        piece.side,
        { markers: going.map((p) => ownRef(state, p)), lock: spec.name },
        seesMarkersOn(state, enemy, cell) ? { markers: going.map(enemyRef), hex, lock: spec.name } : undefined,
      ),
    ),
    ...settled.events,
  ]);
}

/** From the hex just inside an air lock out of the ship. */
export interface ExitAction {
  readonly type: "exit";
  readonly piece: number;
}

export const EXIT: Rule<ExitAction> = { type: "exit", play: (s, a) => exitShip(s, a.piece) };
