// Moving a marker one step: to a neighbouring hex, or up or down a ladder or stairs.
import { placeName } from "../../ship/ship.js";
import { bump, unseenEnemiesOn } from "../bump.js";
import { carryStep } from "../combat/carry.js";
import { settleSight } from "../settle-sight.js";
import { stepCost } from "../movement.js";
import { done, moveUnits, ownPiece, refused, replacePiece, type Outcome } from "../outcome.js";
import { shipIndex } from "../../ship/ship-index.js";
import { changedPiece } from "../shapes.js";
import type { GameState } from "../state.js";
import { stepEvent } from "./step-event.js";
import { isRefusal, said } from "../refusal.js";
import type { Rule } from "../rule.js";

export function move(state: GameState, pieceId: number, to: number): Outcome {
  const piece = ownPiece(state, pieceId);
  if (isRefusal(piece)) return piece;
  if (piece.place.at !== "cell")
    return refused(
      "not-on-map",
      said`${piece} is not on the map${piece.place.at === "lock" ? ": leave the air lock first" : ""}`,
    );
  if (piece.carrying) return carryStep(state, piece, to);
  const cost = stepCost(state, piece, to);
  if (!cost.ok) {
    // Enemies the side does not see on the hex (beyond a wall a Near Skipper skips): a bump.
    const unseen = cost.enemy ? unseenEnemiesOn(state, piece.side, to) : [];
    if (!cost.enemy || unseen.length === 0) return refused(cost);
    const mu = cost.enemy.mu;
    if (mu > piece.mu)
      return refused("move-units", said`the step needs ${moveUnits(mu)} and ${piece} has ${piece.mu} left`);
    return bump(state, { ...piece, mu: piece.mu - mu }, unseen, {
      doing: "stepping",
      hex: placeName(state.ship.cells[to]!),
    });
  }
  if (cost.mu > piece.mu)
    return refused("move-units", said`the step needs ${moveUnits(cost.mu)} and ${piece} has ${piece.mu} left`);
  const from = piece.place.cell;
  const cramped = shipIndex(state.ship).belowdecks;
  const sameLevel = state.ship.neighbours[from]!.includes(to);
  const moved = changedPiece(piece, {
    place: { at: "cell", cell: to },
    mu: piece.mu - cost.mu,
    crampedSteps: piece.crampedSteps + (sameLevel && (cramped.has(from) || cramped.has(to)) ? 1 : 0),
  });
  const after = replacePiece(state, moved);
  const step = stepEvent(state, after, piece, moved, cost.mu);
  const settled = settleSight(state, after);
  return done(settled.state, settled.events.length === 0 ? [step] : [step, ...settled.events]);
}

/** Step to a neighbouring cell, or up or down a ladder or stairs (or skip through a wall: src/engine/skip.ts). */
export interface MoveAction {
  readonly type: "move";
  readonly piece: number;
  readonly to: number;
}

export const MOVE: Rule<MoveAction> = { type: "move", play: (s, a) => move(s, a.piece, a.to) };
