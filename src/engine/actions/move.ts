// Moving a marker one step: to a neighbouring hex, or up or down a ladder or stairs.
import { placeName } from "../../ship/ship.js";
import { bump, unseenEnemiesOn } from "../bump.js";
import { carryStep } from "../combat/carry.js";
import { settleSight } from "../settle-sight.js";
import { stepCost } from "../movement.js";
import { done, moveUnits, ownPiece, refused, replacePiece, type Outcome } from "../outcome.js";
import { shipIndex } from "../../ship/ship-index.js";
import { changedPiece } from "../shapes.js";
import type { GameState, Piece } from "../state.js";
import { stepEvent } from "./step-event.js";
import { isRefusal, said, type Refusal } from "../refusal.js";
import type { Rule } from "../rule.js";

/** What `move` decided before it acts: a refusal, a carrier's step, a bump into unseen enemies, or the step's cost. */
type MoveCheck =
  | Refusal
  | { readonly ok: true; readonly piece: Piece; readonly carry: true }
  | { readonly ok: true; readonly piece: Piece; readonly bump: { readonly unseen: Piece[]; readonly mu: number } }
  | { readonly ok: true; readonly piece: Piece; readonly from: number; readonly mu: number };

/** The checks of a step, in the order `move` makes them: shared by `move` and its refusal-only path. */
function checkMove(state: GameState, pieceId: number, to: number): MoveCheck {
  const piece = ownPiece(state, pieceId);
  if (isRefusal(piece)) return piece;
  if (piece.place.at !== "cell")
    return refused(
      "not-on-map",
      said`${piece} is not on the map${piece.place.at === "lock" ? ": leave the air lock first" : ""}`,
    );
  if (piece.carrying) return { ok: true, piece, carry: true };
  const cost = stepCost(state, piece, to);
  if (!cost.ok) {
    // Enemies the side does not see on the hex (beyond a wall a Near Skipper skips): a bump.
    const unseen = cost.enemy ? unseenEnemiesOn(state, piece.side, to) : [];
    if (!cost.enemy || unseen.length === 0) return refused(cost);
    const mu = cost.enemy.mu;
    if (mu > piece.mu)
      return refused("move-units", said`the step needs ${moveUnits(mu)} and ${piece} has ${piece.mu} left`);
    return { ok: true, piece, bump: { unseen, mu } };
  }
  if (cost.mu > piece.mu)
    return refused("move-units", said`the step needs ${moveUnits(cost.mu)} and ${piece} has ${piece.mu} left`);
  return { ok: true, piece, from: piece.place.cell, mu: cost.mu };
}

export function move(state: GameState, pieceId: number, to: number): Outcome {
  const checked = checkMove(state, pieceId, to);
  if (!checked.ok) return checked;
  const piece = checked.piece;
  if ("carry" in checked) return carryStep(state, piece, to);
  if ("bump" in checked)
    return bump(state, { ...piece, mu: piece.mu - checked.bump.mu }, checked.bump.unseen, {
      doing: "stepping",
      hex: placeName(state.ship.cells[to]!),
    });
  const { from, mu } = checked;
  const cramped = shipIndex(state.ship).belowdecks;
  const sameLevel = state.ship.neighbours[from]!.includes(to);
  const moved = changedPiece(piece, {
    place: { at: "cell", cell: to },
    mu: piece.mu - mu,
    crampedSteps: piece.crampedSteps + (sameLevel && (cramped.has(from) || cramped.has(to)) ? 1 : 0),
  });
  const after = replacePiece(state, moved);
  const step = stepEvent(state, after, piece, moved, mu);
  const settled = settleSight(state, after);
  return done(settled.state, settled.events.length === 0 ? [step] : [step, ...settled.events]);
}

/**
 * Why `move` would refuse the step, without taking it: a bump is taken (it is no refusal), and a
 * carrier's step, rare and with checks of its own, is worked out whole.
 */
function moveRefusal(state: GameState, pieceId: number, to: number): Refusal | undefined {
  const checked = checkMove(state, pieceId, to);
  if (!checked.ok) return checked;
  if (!("carry" in checked)) return undefined;
  const out = carryStep(state, checked.piece, to);
  return out.ok ? undefined : out;
}

/** Step to a neighbouring cell, or up or down a ladder or stairs (or skip through a wall: src/engine/skip.ts). */
export interface MoveAction {
  readonly type: "move";
  readonly piece: number;
  readonly to: number;
}

export const MOVE: Rule<MoveAction> = {
  type: "move",
  play: (s, a) => move(s, a.piece, a.to),
  refusal: (s, a) => moveRefusal(s, a.piece, a.to),
};
