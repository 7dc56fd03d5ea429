// Across an open table (open visibility): after every action each side has seen every enemy marker
// that is in play, with its number, and watched what each did: where it came from, how many steps
// it has made, when it last parted from or joined another marker. Worked out from the markers'
// numbers and places alone, which both sides see; never from what is under them.
import { placeName } from "../ship/ship.js";
import { isOpen } from "./knowledge.js";
import { inLookAhead } from "./look-ahead.js";
import { withKnown } from "./shapes.js";
import {
  otherSide,
  SIDES,
  withSide,
  type GameState,
  type Knowledge,
  type Piece,
  type Side,
  type Track,
} from "./state.js";

/** In play on the table: on a hex, in an air lock or waiting outside one (not gone, not still to deploy). */
const inPlay = (p: Piece | undefined): p is Piece =>
  p !== undefined && (p.place.at === "cell" || p.place.at === "lock" || p.place.at === "outside");

/** Where a marker stands, as the enemy names it: a hex, "lock 3", "outside lock 3". */
export function tableName(state: GameState, p: Piece): string {
  const place = p.place;
  if (place.at === "cell") return placeName(state.ship.cells[place.cell]!);
  if (place.at === "lock") return state.ship.airlocks[place.lock]!.name;
  if (place.at === "outside") return `outside ${state.ship.airlocks[place.lock]!.name}`;
  return "off the map";
}

function samePlace(a: Piece, b: Piece): boolean {
  const x = a.place;
  const y = b.place;
  if (x === y) return true;
  if (x.at === "cell" && y.at === "cell") return x.cell === y.cell;
  if ((x.at === "lock" && y.at === "lock") || (x.at === "outside" && y.at === "outside")) return x.lock === y.lock;
  return false;
}

/**
 * Each side's knowledge after an action from `before` to `after` (none: the start of play): the
 * numbers of the enemy markers now in play, and their tracks. Fog keeps neither: nothing changes.
 * A look-ahead keeps the numbers (no soldier hides again under one the enemy has seen) but not the
 * tracks, which only a side's view shows (src/engine/look-ahead.ts).
 */
export function watchTable(before: GameState | undefined, after: GameState): GameState {
  if (!isOpen(after)) return after;
  let known = after.known;
  // The pieces the action changed, found once for both sides (most actions change one or two).
  // The arrays read once: states come in many shapes, and a field read from one is slow in a loop.
  const now = after.pieces;
  const then = before?.pieces;
  const changed: number[] = [];
  for (let i = 0; i < now.length; i++) if (now[i] !== then?.[i]) changed.push(i);
  if (changed.length === 0) return after;
  for (const side of SIDES) {
    // A side none of whose enemies changed watched nothing new.
    let watched = false;
    for (const i of changed) if (now[i]!.side !== side) watched = true;
    if (!watched) continue;
    const seen = inLookAhead(after) ? numbersOnly(after, side, changed) : watchSide(before, after, side, changed);
    if (seen !== known[side]) known = withSide(known, side, seen);
  }
  return known === after.known ? after : withKnown(after, known);
}

/** The side's knowledge with the numbers of the enemy markers in play among those changed added. */
function numbersOnly(after: GameState, side: Side, changed: readonly number[]): Knowledge {
  const old = after.known[side];
  let numbers = old.numbers;
  for (const i of changed) {
    const p = after.pieces[i]!;
    if (p.side !== side && inPlay(p) && !numbers.includes(p.number)) numbers = [...numbers, p.number];
  }
  if (numbers === old.numbers) return old;
  return { doors: old.doors, cargo: old.cargo, sightings: old.sightings, numbers, tracks: old.tracks };
}

function watchSide(before: GameState | undefined, after: GameState, side: Side, changed: readonly number[]): Knowledge {
  const enemy = otherSide(side);
  const old = after.known[side];
  let numbers = old.numbers;
  // The tracks copied once, at the first written (most steps write one: a step counted).
  let tracks = old.tracks;
  let copy: Record<number, Track> | undefined;
  // Hexes markers left or came onto (a step or two: lists, not sets): those still there, or already there, part or join.
  const left: number[] = [];
  const came: number[] = [];
  const now = after.pieces;
  const then = before?.pieces;
  for (const i of changed) {
    const p = now[i]!;
    const q = then?.[i];
    if (p.side !== enemy) continue;
    const was = inPlay(q) ? q : undefined;
    if (!inPlay(p)) {
      if (was && tracks[was.number]) delete (copy ??= { ...tracks })[was.number];
      tracks = copy ?? tracks;
      if (was?.place.at === "cell") left.push(was.place.cell);
      continue;
    }
    if (!numbers.includes(p.number)) numbers = [...numbers, p.number];
    const moved = !was || !samePlace(was, p);
    if (was?.place.at === "cell" && moved) left.push(was.place.cell);
    if (p.place.at === "cell" && moved) came.push(p.place.cell);
    if (!was || was.number !== p.number) {
      copy ??= { ...tracks };
      if (was && was.number !== p.number) delete copy[was.number];
      const how: Track["came"] = !before ? "start" : was ? "hid" : "placed";
      copy[p.number] = { came: how, steps: 0, turn: after.turn, at: tableName(after, p) };
    } else if (moved) {
      const t = tracks[p.number];
      if (t) (copy ??= { ...tracks })[p.number] = { ...t, steps: t.steps + 1 };
    }
    tracks = copy ?? tracks;
  }
  if (before && then && (left.length > 0 || came.length > 0)) {
    // Only markers on a hex something came onto, or that stood on a hex something left, can have
    // joined or parted: the rest are passed over without a look at the hex they share (or at their track).
    for (const p of now) {
      if (p.side !== enemy || p.place.at !== "cell") continue;
      const cell = p.place.cell;
      const was = then[p.id];
      const fromLeft = was?.place.at === "cell" && left.includes(was.place.cell);
      if (!fromLeft && !came.includes(cell)) continue;
      const t = tracks[p.number];
      if (!t) continue;
      // Parted: it left a hex others stay on, or others left the hex it stays on.
      const from = fromLeft ? parted(before, after, p, enemy, left) : undefined;
      if (from !== undefined) {
        copy ??= { ...tracks };
        copy[p.number] = { ...t, split: { turn: after.turn, at: placeName(after.ship.cells[from]!) } };
      }
      if (came.includes(cell) && onCell(now, enemy, cell) > 1) {
        copy ??= { ...tracks };
        copy[p.number] = { ...copy[p.number]!, joined: { turn: after.turn, at: tableName(after, p) } };
      }
      tracks = copy ?? tracks;
    }
  }
  if (numbers === old.numbers && tracks === old.tracks) return old;
  // Written out, not spread: knowledge made in many places has many shapes, and a spread of them is slow.
  return { doors: old.doors, cargo: old.cargo, sightings: old.sightings, numbers, tracks };
}

/** How many of a side's markers stand on a hex. */
function onCell(pieces: readonly Piece[], side: Side, cell: number): number {
  let n = 0;
  for (const o of pieces) if (o.side === side && o.place.at === "cell" && o.place.cell === cell) n++;
  return n;
}

/** The hex where `p` parted from a marker it stood with before (one of the two left, the other stayed), if it did. */
function parted(
  before: GameState,
  after: GameState,
  p: Piece,
  enemy: Side,
  left: readonly number[],
): number | undefined {
  const then = before.pieces[p.id];
  if (then?.place.at !== "cell" || !left.includes(then.place.cell)) return undefined;
  const from = then.place.cell;
  const on = (x: Piece | undefined) => x?.place.at === "cell" && x.place.cell === from;
  const stayed = on(p);
  const split = before.pieces.some(
    (o) => o.id !== p.id && o.side === enemy && on(o) && on(after.pieces[o.id]) !== stayed,
  );
  return split ? from : undefined;
}
