// Events: what happened, told to the referee and to each side that saw it as facts per kind
// (src/engine/event-facts.ts); the words are written at the edge (src/view/words), never here.
import type { EventOf, Facts, Told, TypedKind } from "./event-facts.js";
import type { EventKind } from "./event-kinds.js";
import { markerLabel } from "./marker-labels.js";
import { otherSide, type GameState, type Piece, type Side } from "./state.js";

export type Audience = Side | "referee";

/** A marker as one audience knows it. */
export interface MarkerRef {
  readonly side: Side;
  /** Its marker number, when the audience knows it by number. */
  readonly number?: number;
  /** Its owner's stable label (a soldier's name, a dummy's d1): told only to its owner and the referee. */
  readonly label?: string;
  /** Its soldier type, when the audience has been shown it. */
  readonly type?: string;
  /** A dummy: told only to its owner and the referee, with its label. */
  readonly dummy?: true;
}

/** An event of any kind: its turn, its kind and the facts each audience that witnessed it is told. */
export type GameEvent = { [K in EventKind]: EventOf<K> }[EventKind];

/** An event told as facts: the referee's always, a side's only if that side witnessed it. */
export function told<K extends TypedKind>(turn: number, kind: K, facts: Told<Facts[K]>): EventOf<K> {
  return { turn, kind, told: facts };
}

/** Facts told to the referee (REFEREE, else OWN) and SIDE (OWN), and to the enemy (THEIRS) only if it witnessed them. */
export function bySide<F>(side: Side, own: F, theirs?: F, referee: F = own): Told<F> {
  const facts: { referee: F; blue?: F; yellow?: F } = { referee };
  facts[side] = own;
  if (theirs !== undefined) facts[otherSide(side)] = theirs;
  return facts;
}

/** The same fields for the referee and both sides (an event all three are told alike). */
export const toAll = <F>(f: F): Record<Audience, F> => ({ referee: f, blue: f, yellow: f });

/** How the owner names its own piece: marker number and what is under it. */
export function ownLabel(p: Piece): string {
  return `?${p.number} ${p.soldier ? p.soldier.name : "dummy"}`;
}

/** The piece as its owner (and the referee) knows it: number and stable label. */
export function ownRef(state: GameState, p: Piece): MarkerRef {
  return p.soldier
    ? { side: p.side, number: p.number, label: markerLabel(state, p) }
    : { side: p.side, number: p.number, label: markerLabel(state, p), dummy: true };
}

/** The piece as the enemy knows it (marker-labels.ts, enemyId): its type once revealed, else its number. */
export function enemyRef(p: Piece): MarkerRef {
  return p.revealed && p.soldier ? { side: p.side, type: p.soldier.type.name } : { side: p.side, number: p.number };
}
