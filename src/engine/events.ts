// Events: what happened, worded separately for the referee and for each side that saw it.
import type { Piece, Side } from "./state.js";

export type Audience = Side | "referee";

export interface GameEvent {
  readonly turn: number;
  readonly kind: string;
  /** The referee's text is always there; a side's only if that side witnessed the event. */
  readonly text: Readonly<Partial<Record<Audience, string>>> & { readonly referee: string };
}

export function event(turn: number, kind: string, text: GameEvent["text"]): GameEvent {
  return { turn, kind, text };
}

/** How the owner names its own piece: marker number and what is under it. */
export function ownLabel(p: Piece): string {
  return `?${p.number} ${p.soldier ? p.soldier.name : "dummy"}`;
}

/** How the enemy names a piece it can see: its soldier type once revealed, else its number. */
export function enemyLabel(p: Piece): string {
  return p.revealed && p.soldier ? p.soldier.type.name : `?${p.number}`;
}

export function refereeLabel(p: Piece): string {
  return `${p.side} ${ownLabel(p)}`;
}
