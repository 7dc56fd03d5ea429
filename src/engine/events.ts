// Events: what happened, worded separately for the referee and for each side that saw it, with the
// same told as fields (kind, marker, from, to, hex, rolls, result...) for programs.
import type { EventKind } from "./event-kinds.js";
import { placeName } from "../ship/ship.js";
import { markerLabel } from "./marker-labels.js";
import type { GameState, Piece, Side } from "./state.js";

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

export interface GameEvent {
  readonly turn: number;
  readonly kind: EventKind;
  /** The referee's text is always there; a side's only if that side witnessed the event. */
  readonly text: Readonly<Partial<Record<Audience, string>>> & { readonly referee: string };
  /** The fields each audience is told with its text (none: only the kind). */
  readonly fields?: Readonly<Partial<Record<Audience, EventFields>>>;
}

export function event(
  turn: number,
  kind: EventKind,
  text: GameEvent["text"],
  fields?: Readonly<Partial<Record<Audience, EventFields>>>,
): GameEvent {
  return fields ? { turn, kind, text, fields } : { turn, kind, text };
}

/** The same fields for the referee and both sides (an event all three are told alike). */
export const toAll = (f: EventFields): Record<Audience, EventFields> => ({ referee: f, blue: f, yellow: f });

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

/** The piece as its owner (and the referee) knows it: number and stable label. */
export function ownRef(state: GameState, p: Piece): MarkerRef {
  return { side: p.side, number: p.number, label: markerLabel(state, p) };
}

/** The piece as the enemy names it (enemyLabel): its type once revealed, else its number. */
export function enemyRef(p: Piece): MarkerRef {
  return p.revealed && p.soldier ? { side: p.side, type: p.soldier.type.name } : { side: p.side, number: p.number };
}

/** Where a marker is, as fields: its hex, or the air lock it is in or waits outside. */
export function placeOf(state: GameState, p: Piece): EventFields {
  const place = p.place;
  if (place.at === "cell") return { hex: placeName(state.ship.cells[place.cell]!) };
  if (place.at === "lock" || place.at === "outside") return { lock: state.ship.airlocks[place.lock]!.name };
  return {};
}
