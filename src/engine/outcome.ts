// What applying an action gives: the next state and its events, or the reason it was refused.
import type { GameEvent } from "./events.js";
import { plainRefusal, refusal, said, type Refusal, type RefusalCode, type Said } from "./refusal.js";
import { withPieces } from "./shapes.js";
import type { GameState, Piece } from "./state.js";

/**
 * A moment inside one action where the game stood for a while: after the action's first `events`
 * events it stood at `state`. A turn's end has them (the turn handed over, then each step of a
 * broken soldier's run as the next turn begins): a side's replay shows each one it saw something
 * at, as it shows each action, so a run looks like any other marker's steps (docs/SEAT.md).
 */
export interface Stage {
  readonly events: number;
  readonly state: GameState;
}

export type Outcome =
  | {
      readonly ok: true;
      readonly state: GameState;
      readonly events: readonly GameEvent[];
      /** Moments inside the action, in order; none for most actions. */
      readonly stages?: readonly Stage[];
    }
  | Refusal;

/** A refusal with its code (src/engine/refusal.ts), or one passed on as it came. */
export function refused(code: RefusalCode, reason: string | Said): Refusal;
export function refused(why: Refusal): Refusal;
export function refused(code: RefusalCode | Refusal, reason?: string | Said): Refusal {
  return typeof code === "string" ? refusal(code, reason!) : plainRefusal(code);
}

/** "1 move unit", "2 move units". */
export const moveUnits = (n: number): string => `${n} move unit${n === 1 ? "" : "s"}`;

export const done = (state: GameState, events: readonly GameEvent[], stages?: readonly Stage[]): Outcome =>
  stages && stages.length > 0 ? { ok: true, state, events, stages } : { ok: true, state, events };

/** The piece if it exists and belongs to the side to move; otherwise why not. */
export function ownPiece(state: GameState, id: number): Piece | Refusal {
  const piece = state.pieces[id];
  if (!piece || piece.place.at === "gone") return refusal("no-such-marker", "no such marker");
  if (piece.side !== state.side) return refusal("not-your-turn", `it is ${state.side}'s turn`);
  if (piece.soldier?.broken)
    return refusal("broken", `${piece.soldier.name} is broken: it runs on its own until it rallies`);
  if (piece.carriedBy !== undefined)
    return refusal(
      "carried",
      piece.soldier ? `${piece.soldier.name} is being carried` : said`${piece} is being carried`,
    );
  return piece;
}

export function replacePiece(state: GameState, piece: Piece): GameState {
  const pieces = state.pieces.slice();
  pieces[piece.id] = piece;
  return withPieces(state, pieces);
}
