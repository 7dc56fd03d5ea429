// Two games that differ only in yellow's secrets, for the non-interference property: which of
// yellow's markers is which soldier or a dummy, the order its pieces were set up in (piece ids),
// its soldiers' wounds and private dice, and (in fog) moves it makes where blue does not see. What
// blue may see of them, and everything blue's seat gives out, is compared.
import { anyLine, sceneOf } from "../../src/engine/eyes.js";
import { doorSeen, watchedBy } from "../../src/engine/knowledge.js";
import { stream } from "../../src/engine/rng.js";
import type { GameState, Piece, Side } from "../../src/engine/state.js";
import { watchTable } from "../../src/engine/table.js";
import { Session } from "../../src/play/session.js";
import { Seat, type SeatNote } from "../../src/seat/index.js";

/** Visibility modes the property runs in: `open` (every marker on the table), `fog` (only those in sight). */
export const VISIBILITY = ["open", "fog"] as const;
export type Visibility = (typeof VISIBILITY)[number];

/** A start (made in fog) in a visibility mode: in the open, both sides have watched every marker from the start. */
export function inMode(state: GameState, mode: Visibility): GameState {
  if (mode === "fog") return state;
  return watchTable(undefined, { ...state, rules: { ...state.rules, visibility: "open" } });
}

/** What else the twin changes of the side's secrets: which soldiers are wounded, and its private dice. */
export interface TwinSecrets {
  /** By soldier, in the order of the side's soldiers: wounded in the twin. */
  readonly wounded?: readonly boolean[];
  /** Another seed for the side's private stream (fresh numbers) and its soldiers' own dice. */
  readonly dice?: string;
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
  more: TwinSecrets = {},
): { state: GameState; same: readonly number[] } {
  if (state.locks.some((l) => l.inside.length > 0) || state.pieces.some((p) => p.carrying || p.carriedBy !== undefined))
    throw new Error("a twin is made at a start with no piece in a lock and none carried");
  const mine = state.pieces.filter((p) => p.side === side);
  let k = 0;
  const souls = mine.map((p) => {
    if (!p.soldier) return undefined;
    const wounded = more.wounded?.[k++] ?? p.soldier.wounded;
    const dice = more.dice ? stream(more.dice, `soldier/${p.id}`) : p.soldier.dice;
    return { ...p.soldier, wounded, dice };
  });
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
  const privateRng = more.dice
    ? { ...state.privateRng, [side]: stream(more.dice, `private/${side}`) }
    : state.privateRng;
  return { state: { ...state, pieces, privateRng }, same };
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
/** What a marker is, without its dice (which no side ever sees): its soldier's state, or a dummy. */
const identity = (x: Piece) => (x.soldier ? json({ ...x.soldier, dice: 0 }) : "dummy");

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
 * off, or named where blue was shown what it is: `shown`, their ids in game A, which outlast a number
 * the marker hides again under), its own pieces fared
 * differently (a meeting, a bump), a door or container that differs is in its sight, the ship's
 * systems differ.
 */
export function told(
  a: GameState,
  b: GameState,
  same: readonly number[],
  shown: ReadonlySet<number> = new Set(),
  before?: readonly [GameState, GameState],
  stood: readonly [readonly number[], readonly number[]] = [[], []],
): string | undefined {
  const bOf = new Map(same.map((aId, bId) => [aId, bId]));
  if (json(a.pieces.filter((p) => p.side === "blue")) !== json(b.pieces.filter((p) => p.side === "blue")))
    return "blue's own pieces";
  if (a.rules.visibility === "open") return toldAcrossTheTable(a, b, bOf, shown);
  // In sight now, or of a piece blue had as the action began, or from a hex one of its pieces stepped
  // onto within it (STOOD): one of them may have looked and gone within the action (a dummy that opened
  // a door, glimpsed what lay beyond, and was seen and taken off; one that stepped into the sight of
  // markers in the dark, glimpsed them, and was shot from ambush there).
  const seen = new Set([
    ...inSightOf(a, before?.[0], stood[0]).map((p) => `a${p.id}`),
    ...inSightOf(b, before?.[1], stood[1]).map((p) => `b${p.id}`),
  ]);
  for (const p of a.pieces.filter((q) => q.side === "yellow")) {
    const bId = bOf.get(p.id) ?? p.id;
    const q = b.pieces[bId];
    if (!q) return `?${p.number} is in one game only`;
    const open = (x: Piece) => x.revealed || x.place.at === "gone";
    if ((json(p.place) !== json(q.place) || p.number !== q.number) && (seen.has(`a${p.id}`) || seen.has(`b${bId}`)))
      return `marker ?${p.number} moved in sight`;
    // Taken off within the action in both (a dummy a door opening showed): blue saw where, if elsewhere.
    const [pWas, qWas] = [before?.[0].pieces[p.id], before?.[1].pieces[bId]];
    if (p.place.at === "gone" && q.place.at === "gone" && pWas && qWas && json(pWas.place) !== json(qWas.place))
      if (seenAt(a, pWas, before![0], stood[0]) || seenAt(b, qWas, before![1], stood[1]))
        return `marker ?${p.number} taken off in sight elsewhere`;
    if (identity(p) !== identity(q) && (open(p) || open(q) || shown.has(p.id))) return `marker ?${p.number} shown`;
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

/**
 * Why blue may tell the two games apart by what it saw during one command, or undefined: AS and BS are
 * each game's moments from the state the command began in ([0], alike to blue, judged so before) to the
 * state it left, every engine action's state and the moments within one (a broken soldier's run). A
 * command of many steps (a travel, a line of moves) is judged step by step, not by where it ended: a
 * marker may come into sight and go, or be taken off, within it. Blue saw the same only if the two
 * games' moments can be paired in order, each moment of either game with one of the other that blue
 * cannot tell from it (`told`, the eyes of the moment before counted as an action's own, and those on
 * the hexes STOOD names, by game and moment: where blue's pieces stepped on the way to it, which a piece
 * shot from ambush as it came leaves in no state): a step blue did not see (an unseen marker's) is a moment alike to the one before it, so the games may take steps
 * of their own. Where no such pairing exists blue saw something differ: a marker walking in its sight
 * by another route (yellow's own choice, made with yellow's own knowledge), which it may tell apart.
 */
export function toldOnTheWay(
  as: readonly GameState[],
  bs: readonly GameState[],
  same: readonly number[],
  shown: ReadonlySet<number> = new Set(),
  stood: readonly [readonly (readonly number[])[], readonly (readonly number[])[]] = [[], []],
): string | undefined {
  // The hexes blue's pieces stepped onto on the way to each moment, in either game.
  const on = (i: number, j: number) => [stood[0][i] ?? [], stood[1][j] ?? []] as const;
  const last = told(
    as.at(-1)!,
    bs.at(-1)!,
    same,
    shown,
    [as.at(-2) ?? as[0]!, bs.at(-2) ?? bs[0]!],
    on(as.length - 1, bs.length - 1),
  );
  if (last) return last;
  // alike[i][j]: moments as[0..i] and bs[0..j] pair in order, as[i] with bs[j] the last pair.
  const alike = as.map(() => bs.map(() => false));
  let furthest: string | undefined;
  for (let i = 0; i < as.length; i++)
    for (let j = 0; j < bs.length; j++) {
      if (i === 0 && j === 0) {
        alike[0]![0] = true;
        continue;
      }
      const from =
        (i > 0 && alike[i - 1]![j]) || (j > 0 && alike[i]![j - 1]) || (i > 0 && j > 0 && alike[i - 1]![j - 1]);
      if (!from) continue;
      const why = told(as[i]!, bs[j]!, same, shown, [as[Math.max(0, i - 1)]!, bs[Math.max(0, j - 1)]!], on(i, j));
      if (why) furthest = `${why}, on the way (step ${i} of ${as.length - 1} against ${j} of ${bs.length - 1})`;
      else alike[i]![j] = true;
    }
  return alike.at(-1)!.at(-1) ? undefined : furthest;
}

/**
 * Whether the twins differ in nothing blue may tell them apart by but the numbers on markers: with the
 * same private dice and the same commands, numbers drawn differently followed a secret (which piece
 * drew first), a leak however random each number looks. Open only (in fog, moves yellow made out of
 * sight draw numbers in one game alone).
 */
export function differInNumbersOnly(
  a: GameState,
  b: GameState,
  same: readonly number[],
  shown: ReadonlySet<number> = new Set(),
): boolean {
  if (a.rules.visibility !== "open" || a.pieces.length !== b.pieces.length) return false;
  // B with each marker's number as in A: if nothing is told apart then, the numbers were all.
  const aOf = new Map(same.map((aId, bId) => [bId, aId]));
  const renumbered = b.pieces.map((q) => ({ ...q, number: a.pieces[aOf.get(q.id) ?? q.id]!.number }));
  return told(a, b, same, shown) !== undefined && told(a, { ...b, pieces: renumbered }, same, shown) === undefined;
}

/**
 * Across an open table blue sees every yellow marker's number and place (on a hex, in a lock, outside
 * one, gone), every door and every container: those differing is told. What is under a marker is told
 * only when shown (revealed, taken off, named where blue was shown what it is).
 */
function toldAcrossTheTable(
  a: GameState,
  b: GameState,
  bOf: ReadonlyMap<number, number>,
  shown: ReadonlySet<number>,
): string | undefined {
  for (const p of a.pieces.filter((q) => q.side === "yellow")) {
    const q = b.pieces[bOf.get(p.id) ?? p.id];
    if (!q) return `?${p.number} is in one game only`;
    if (json(p.place) !== json(q.place) || p.number !== q.number) return `marker ?${p.number} moved on the table`;
    const open = (x: Piece) => x.revealed || x.place.at === "gone";
    if (identity(p) !== identity(q) && (open(p) || open(q) || shown.has(p.id))) return `marker ?${p.number} shown`;
    if (p.revealed !== q.revealed) return `?${p.number} flipped`;
  }
  if (a.pieces.length !== b.pieces.length) return "a marker put down in one game only";
  if (json(a.openDoors) !== json(b.openDoors)) return "a door on the table";
  if (json(a.cargo) !== json(b.cargo)) return "cargo on the table";
  if (json(a.systems) !== json(b.systems)) return "the ship's systems";
  return undefined;
}

/**
 * Yellow's pieces on the map that blue's pieces, now, (given) as the action began, or on a hex they stood
 * on within it, have a line to now.
 */
function inSightOf(state: GameState, began?: GameState, stood: readonly number[] = []): Piece[] {
  const scene = sceneOf(state);
  const eyes = began ? [...sceneOf(began).eyes.blue, ...scene.eyes.blue, ...stood] : [...scene.eyes.blue, ...stood];
  return scene.pieces.yellow.filter((p) => p.place.at === "cell" && anyLine(state, eyes, p.place.cell));
}

/** Whether blue's pieces, now, as the action began or where they stood within it, have a line now to where P stood. */
function seenAt(state: GameState, p: Piece, began: GameState, stood: readonly number[]): boolean {
  if (p.place.at !== "cell") return false;
  const eyes = [...sceneOf(began).eyes.blue, ...sceneOf(state).eyes.blue, ...stood];
  return anyLine(state, eyes, p.place.cell);
}
