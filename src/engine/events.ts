// Events: what happened, told to the referee and to each side that saw it as facts per kind
// (src/engine/event-facts.ts); the words are written at the edge (src/view/words). Kinds not yet told as
// facts still carry the engine's words with their loose fields (`event`, LegacyFacts).
import type { EventOf, Facts, LegacyKind, Told, TypedKind } from "./event-facts.js";
import type { EventKind } from "./event-kinds.js";
import { enemyId, markerLabel, markerName } from "./marker-labels.js";
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

/** What an event tells one audience, as data; each field only where its text says as much. */
export interface EventFields {
  /** The marker the event is about (the one that acted). */
  readonly marker?: MarkerRef;
  /** The marker attacked, or bumped into. */
  readonly target?: MarkerRef;
  /** A friend carried, tended or helping. */
  readonly friend?: MarkerRef;
  /** Several markers together (through a lock, in a pod, met at once). */
  readonly markers?: readonly MarkerRef[];
  /** The side that acted, for what is told of a side rather than a marker. */
  readonly side?: Side;
  /** Hexes ("89:1006", "90:0305@floor"): where from, where to, where it happened. */
  readonly from?: string;
  readonly to?: string;
  readonly hex?: string;
  /** An air lock, a device, by name. */
  readonly lock?: string;
  readonly device?: string;
  /** The bridge order given: gravity, lights, course, start, door, camera. */
  readonly order?: string;
  /** Move units spent, and left. */
  readonly mu?: number;
  readonly left?: number;
  /** The dice rolled, in order, and what a roll needed. */
  readonly rolls?: readonly number[];
  readonly needed?: number;
  /** The outcome in a word or two: "hit", "miss", "wounded", "killed", "holds", "breaks", "on", "off"... */
  readonly result?: string;
  /** A marker number given: a new dummy's, a soldier hidden again, a sleeper's. */
  readonly number?: number;
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

/** The engine's words for a kind not yet told as facts, one text per audience, with its loose fields. */
export type LegacyText = Readonly<Partial<Record<Audience, string>>> & { readonly referee: string };

/** An event of a kind not yet told as facts: each audience's text, with the fields it is told. */
export function event(
  turn: number,
  kind: LegacyKind,
  text: LegacyText,
  fields?: Readonly<Partial<Record<Audience, EventFields>>>,
): GameEvent {
  const facts: Partial<Record<Audience, EventFields & { text: string }>> = {};
  for (const a of Object.keys(text) as Audience[]) facts[a] = { ...fields?.[a], text: text[a]! };
  return { turn, kind, told: facts as Told<Facts[LegacyKind]> } as GameEvent;
}

/** The same fields for the referee and both sides (an event all three are told alike). */
export const toAll = <F>(f: F): Record<Audience, F> => ({ referee: f, blue: f, yellow: f });

/** How the owner names its own piece: marker number and what is under it. */
export function ownLabel(p: Piece): string {
  return `?${p.number} ${p.soldier ? p.soldier.name : "dummy"}`;
}

/** How the enemy names a piece it can see: its soldier type once revealed, else its number. */
export function enemyLabel(p: Piece): string {
  return markerName(enemyId(p));
}

export function refereeLabel(p: Piece): string {
  return `${p.side} ${ownLabel(p)}`;
}

/** The piece as its owner (and the referee) knows it: number and stable label. */
export function ownRef(state: GameState, p: Piece): MarkerRef {
  return p.soldier
    ? { side: p.side, number: p.number, label: markerLabel(state, p) }
    : { side: p.side, number: p.number, label: markerLabel(state, p), dummy: true };
}

/** The piece as the enemy names it (enemyLabel): its type once revealed, else its number. */
export function enemyRef(p: Piece): MarkerRef {
  return p.revealed && p.soldier ? { side: p.side, type: p.soldier.type.name } : { side: p.side, number: p.number };
}
