// Two games that differ only in yellow's secrets, for the non-interference property: which of
// yellow's markers is which soldier or a dummy, the order its pieces were set up in (piece ids),
// and moves it makes where blue does not see. What blue may see of them, and everything blue's
// seat gives out, is compared.
import { visibleEnemies } from "../../src/engine/hidden.js";
import { doorSeen, watchedBy } from "../../src/engine/knowledge.js";
import type { GameState, Piece, Side } from "../../src/engine/state.js";
import { Session } from "../../src/play/session.js";
import { Seat, type SeatNote } from "../../src/seat/index.js";

/** Visibility modes the property runs in: `open` (all markers public) joins here once the game has it. */
export const VISIBILITY = ["fog"] as const;
export type Visibility = (typeof VISIBILITY)[number];

/** A start in a visibility mode (fog is the game's one mode so far: nothing to change). */
export function inMode(state: GameState, mode: Visibility): GameState {
  void mode;
  return state;
}

/**
 * The same start with `side`'s secrets rearranged: its soldiers' identities dealt to its markers in
 * another order (`identities`), and its pieces in another order in the state (`ids`), as another
 * setup would have listed them. Numbers and places stay with the markers. Returns the state and, by
 * piece id in it, the id of the same marker in the first game.
 */
export function secretTwin(
  state: GameState,
  side: Side,
  identities: readonly number[],
  ids: readonly number[],
): { state: GameState; same: readonly number[] } {
  if (state.locks.some((l) => l.inside.length > 0) || state.pieces.some((p) => p.carrying || p.carriedBy !== undefined))
    throw new Error("a twin is made at a start with no piece in a lock and none carried");
  const mine = state.pieces.filter((p) => p.side === side);
  const souls = mine.map((p) => p.soldier);
  const dealt = mine.map((p, i): Piece => {
    const soldier = souls[identities[i]! % souls.length];
    const { soldier: _, ...rest } = p;
    return (soldier ? { ...rest, soldier } : rest) as Piece;
  });
  const pieces = state.pieces.slice();
  const same = state.pieces.map((p) => p.id);
  mine.forEach((p, i) => {
    const from = dealt[ids[i]! % dealt.length]!;
    pieces[p.id] = { ...from, id: p.id };
    same[p.id] = from.id;
  });
  return { state: { ...state, pieces }, same };
}

/** A game at a given state, with seats for both sides and what blue's seat told its listener. */
export interface Table {
  readonly session: Session;
  readonly blue: Seat;
  readonly yellow: Seat;
  readonly notes: SeatNote[];
}

export function table(state: GameState): Table {
  const session = new Session(undefined, [], state);
  const blue = new Seat(session, "blue");
  const notes: SeatNote[] = [];
  blue.onChange((n) => notes.push(n));
  return { session, blue, yellow: new Seat(session, "yellow"), notes };
}

const json = (x: unknown) => JSON.stringify(x);

/** Events that show what a marker is: a reveal, a dummy taken off, a meeting, an attack's dice. */
const SHOWING = new Set(["revealed", "dummy-removed", "bump", "fire", "melee", "shot-dummy"]);

/**
 * The marker numbers named in the events among EVENTS that show what a marker is: blue may know
 * what those are even when the marker hides again at once (met by a blue dummy that came off).
 */
export function shownIn(events: readonly { kind: string; text: string }[]): number[] {
  return events
    .filter((e) => SHOWING.has(e.kind))
    .flatMap((e) => [...e.text.matchAll(/\?(\d+)/g)].map((m) => Number(m[1])));
}

/**
 * Why blue may now tell the two games apart by what it legitimately saw, or undefined: a marker whose
 * place or number differs is in its sight, one whose identity differs is shown (revealed, taken
 * off, or named where blue was shown what it is: `shown`, their numbers), its own pieces fared
 * differently (a meeting, a bump), a door or container that differs is in its sight, the ship's
 * systems differ.
 */
export function told(
  a: GameState,
  b: GameState,
  same: readonly number[],
  shownNumbers: ReadonlySet<number> = new Set(),
): string | undefined {
  const bOf = new Map(same.map((aId, bId) => [aId, bId]));
  if (json(a.pieces.filter((p) => p.side === "blue")) !== json(b.pieces.filter((p) => p.side === "blue")))
    return "blue's own pieces";
  const seen = new Set([
    ...visibleEnemies(a, "blue").map((p) => `a${p.id}`),
    ...visibleEnemies(b, "blue").map((p) => `b${p.id}`),
  ]);
  for (const p of a.pieces.filter((q) => q.side === "yellow")) {
    const bId = bOf.get(p.id) ?? p.id;
    const q = b.pieces[bId];
    if (!q) return `?${p.number} is in one game only`;
    const shown = (x: Piece) => x.revealed || x.place.at === "gone" || shownNumbers.has(x.number);
    if ((json(p.place) !== json(q.place) || p.number !== q.number) && (seen.has(`a${p.id}`) || seen.has(`b${bId}`)))
      return `marker ?${p.number} moved in sight`;
    if (json(p.soldier) !== json(q.soldier) && (shown(p) || shown(q))) return `marker ?${p.number} shown`;
    if (p.revealed !== q.revealed || (p.place.at === "gone") !== (q.place.at === "gone")) return `?${p.number} flipped`;
  }
  const doors = a.ship.cells.filter((c) => c.terrain === "door").map((c) => c.id);
  for (const d of doors)
    if ((a.openDoors[d] === true) !== (b.openDoors[d] === true) && (doorSeen(a, "blue", d) || doorSeen(b, "blue", d)))
      return "a door in sight";
  for (const c of a.cargo) {
    const k = b.cargo[c.id]!;
    if (json(c) !== json(k) && (watchedBy(a, "blue", c.cell) || watchedBy(b, "blue", k.cell))) return "cargo in sight";
  }
  if (json(a.systems) !== json(b.systems)) return "the ship's systems";
  return undefined;
}
