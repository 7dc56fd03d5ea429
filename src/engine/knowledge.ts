// What each side learns as sight changes: doors and containers as last seen, and where it
// last saw enemy markers that have gone out of its sight.
import type { Change } from "./change.js";
import { byName, enemyId } from "./marker-labels.js";
import { anyLine, cellsOf, sceneOf, type Scene } from "./eyes.js";
import { seesIn, sightView } from "./sight.js";
import { shipIndex } from "../ship/ship-index.js";
import { clearLineThrough, doorsInView, lineIsClear, seenThrough } from "../ship/sight-lines.js";
import { withKnown } from "./shapes.js";
import {
  otherSide,
  SIDES,
  withSide,
  type GameState,
  type Knowledge,
  type Piece,
  type Side,
  type Sighting,
} from "./state.js";

const cellOf = (p: Piece | undefined): number | undefined => (p?.place.at === "cell" ? p.place.cell : undefined);

/** Played in open visibility: every marker on both maps, every door and container in plain view. */
export const isOpen = (state: GameState): boolean => state.rules.visibility === "open";

/**
 * Whether `side` sees markers come, go and move on `cell`: on every hex across an open table; in fog
 * along a clear line from one of its pieces. What a marker is stays hidden either way.
 */
export function seesMarkersOn(state: GameState, side: Side, cell: number): boolean {
  return isOpen(state) || watchedBy(state, side, cell);
}

/** Whether `side` sees `door` open or close: every door in the open (door markers lie on the table), in fog doorSeen. */
export function seesDoorWork(state: GameState, side: Side, door: number): boolean {
  return isOpen(state) || doorSeen(state, side, door);
}

/**
 * The doors as `side` knows them, door cell -> open: all as they are in the open, as last seen in fog.
 * Made afresh each time (a view or a reach asks once): the engine keeps nothing between calls.
 */
export function knownDoors(state: GameState, side: Side): Readonly<Record<number, boolean>> {
  if (!isOpen(state)) return state.known[side].doors;
  const all: Record<number, boolean> = {};
  for (const d of shipIndex(state.ship).doors) all[d] = state.openDoors[d] === true;
  return all;
}

/** The containers as `side` knows them, id -> cell: all where they are in the open, as last seen in fog. */
export function knownCargo(state: GameState, side: Side): Readonly<Record<number, number>> {
  if (!isOpen(state)) return state.known[side].cargo;
  const all: Record<number, number> = {};
  for (const c of state.cargo) if (!c.out) all[c.id] = c.cell;
  return all;
}

/** Whether any piece of `watcher` on the map has a clear line to a cell. */
export function watchedBy(state: GameState, watcher: Side, cell: number): boolean {
  return anyLine(state, sceneOf(state).eyes[watcher], cell);
}

/**
 * Whether a side sees a door: along a clear line to it, or through it, a clear line that passes it
 * (were it open) to a hex beyond. Such a line shows the door too, open or shut; and were that not
 * counted, the door opening would change what the side sees without the side having seen it open.
 */
export function doorSeen(state: GameState, side: Side, door: number): boolean {
  return seesDoor(state, sceneOf(state).eyes[side], door);
}

function seesDoor(state: GameState, eyes: readonly number[], door: number): boolean {
  if (eyes.length === 0) return false;
  return anyLine(state, eyes, door) || seenThrough(state.ship, state.openDoors, eyes, door);
}

/** Whether a side's pieces on the map see a cell: along a clear line, or from next to it. */
export function sideSees(state: GameState, side: Side, cell: number): boolean {
  const eyes = sceneOf(state).eyes[side];
  if (anyLine(state, eyes, cell)) return true;
  const view = sightView(state);
  return eyes.some((e) => seesIn(view, e, cell));
}

/** What each side learns going from `before` (settled) to `state`; the scenes are of those two states. */
export function learn(before: GameState, was: Scene, state: GameState, scene: Scene, change: Change): GameState {
  // In the open both sides see the whole table: doors, cargo and markers (knownDoors, knownCargo,
  // knownEnemies), and the numbers and tracks are kept after each action (src/engine/table.ts).
  if (isOpen(state)) return state;
  let known = state.known;
  for (const side of SIDES) {
    const now = learnSide({ before, was, state, scene, side, change });
    if (now === state.known[side]) continue;
    if (known === state.known) known = { ...state.known };
    (known as Record<Side, Knowledge>)[side] = now;
  }
  return known === state.known ? state : withKnown(state, known);
}

/**
 * Where a side may have come to see what it could not: the cells of its pieces that moved, and
 * lines through doors that opened. Since `before` was settled, nothing else can be new to it.
 */
interface Looks {
  /** Every piece of the side on the map. */
  readonly all: readonly number[];
  /** The cells of its pieces that moved (all of them when everything changed). */
  readonly moved: readonly number[];
  /** Whether a cell may have come into the side's sight. */
  fresh(cell: number): boolean;
  /** Whether nothing can have come into its sight. */
  readonly none: boolean;
}

/** Both states of one settling, and the side learning. */
interface Learning {
  readonly before: GameState;
  readonly was: Scene;
  readonly state: GameState;
  readonly scene: Scene;
  readonly side: Side;
  readonly change: Change;
}

function looksOf({ state, scene, side, change }: Learning): Looks {
  const all = scene.eyes[side];
  if (change.everything) return { all, moved: all, fresh: (cell) => anyLine(state, all, cell), none: all.length === 0 };
  const moved = cellsOf(state, change.pieces, side);
  const doors = change.doors;
  if (doors.length === 0) return { all, moved, fresh: (cell) => anyLine(state, moved, cell), none: moved.length === 0 };
  return {
    all,
    moved,
    fresh: (cell) => anyLine(state, moved, cell) || clearLineThrough(state.ship, state.openDoors, all, cell, doors),
    none: moved.length === 0 && all.length === 0,
  };
}

function learnSide(l: Learning): Knowledge {
  const { state, side, change } = l;
  const old = state.known[side];
  const looks = looksOf(l);
  // Nothing new in sight, no door worked, no box moved: doors and boxes stand as known.
  const still = looks.none && change.doors.length === 0 && change.boxes.length === 0;
  const doors = still ? old.doors : learnDoors(state, change, looks, old.doors);
  const cargo = still ? old.cargo : learnCargo(state, change, looks, old.cargo);
  const seen = sightings(l, looks, old.sightings);
  const numbers = numbersSeen(l, looks, old.numbers);
  return doors === old.doors && cargo === old.cargo && seen === old.sightings && numbers === old.numbers
    ? old
    : { ...old, doors, cargo, sightings: seen, numbers };
}

/**
 * Enemy marker numbers in the side's sight now, added to those it has seen. Since `before` was
 * settled, only an enemy that moved, came new or took a new number, or one on a hex freshly in
 * sight, can show a number not yet seen.
 */
function numbersSeen(
  { before, state, scene, side, change }: Learning,
  looks: Looks,
  old: readonly number[],
): readonly number[] {
  const enemies = scene.pieces[otherSide(side)];
  const cells = scene.eyes[otherSide(side)];
  let numbers = old;
  for (let i = 0; i < enemies.length; i++) {
    // The scene may be from before markers hid again: their numbers are read from the state.
    const e = state.pieces[enemies[i]!.id]!;
    if (numbers.includes(e.number)) continue;
    const cell = cells[i]!;
    const anew = change.everything || change.pieces.includes(e.id) || before.pieces[e.id]?.number !== e.number;
    const seen = anew ? anyLine(state, looks.all, cell) : !looks.none && looks.fresh(cell);
    if (!seen) continue;
    if (numbers === old) numbers = old.slice();
    (numbers as number[]).push(e.number);
  }
  return numbers;
}

/** A side has been shown these enemy numbers (markers that flipped, say): it keeps them. */
export function noteNumbers(state: GameState, side: Side, shown: readonly number[]): GameState {
  const old = state.known[side].numbers;
  const fresh = shown.filter((n, i) => !old.includes(n) && shown.indexOf(n) === i);
  if (fresh.length === 0) return state;
  const k = state.known[side];
  // Written out, not spread with a computed key (a slow path): a reveal in a simulated game comes here.
  const now: Knowledge = {
    doors: k.doors,
    cargo: k.cargo,
    sightings: k.sightings,
    numbers: [...old, ...fresh],
    tracks: k.tracks,
  };
  return withKnown(state, withSide(state.known, side, now));
}

function learnDoors(state: GameState, change: Change, looks: Looks, old: Knowledge["doors"]): Knowledge["doors"] {
  let doors = old;
  const learnt = (door: number) => {
    const open = state.openDoors[door] === true;
    if (doors[door] === open) return;
    if (doors === old) doors = { ...old };
    (doors as Record<number, boolean>)[door] = open;
  };
  // A door that opened or closed is seen from every eye; any other only where sight is new:
  // from an eye that moved, or along a line through a door that changed. Doors walled off
  // from an eye for good are never looked at from it.
  for (const door of change.doors) if (seesDoor(state, looks.all, door)) learnt(door);
  if (looks.none) return doors;
  const ship = state.ship;
  for (const eye of looks.moved) {
    for (const door of doorsInView(ship, eye))
      if (!change.doors.includes(door) && lineIsClear(ship, state.openDoors, eye, door)) learnt(door);
  }
  if (change.doors.length > 0 && !change.everything) {
    for (const eye of looks.all) {
      for (const door of doorsInView(ship, eye)) {
        if (!change.doors.includes(door) && clearLineThrough(ship, state.openDoors, [eye], door, change.doors))
          learnt(door);
      }
    }
  }
  return doors;
}

function learnCargo(state: GameState, change: Change, looks: Looks, old: Knowledge["cargo"]): Knowledge["cargo"] {
  let cargo = old;
  for (const box of state.cargo) {
    const seen = change.boxes.includes(box.id)
      ? anyLine(state, looks.all, box.cell)
      : !looks.none && looks.fresh(box.cell);
    if (box.out) {
      // Seen going out through an air lock: it is no longer on this side's map.
      if (seen && box.id in cargo) {
        cargo = { ...cargo };
        delete (cargo as Record<number, number>)[box.id];
      }
      continue;
    }
    if (!seen || cargo[box.id] === box.cell) continue;
    if (cargo === old) cargo = { ...old };
    (cargo as Record<number, number>)[box.id] = box.cell;
  }
  return cargo;
}

/** Enemies seen before and not now are remembered where they were; hexes seen again are cleared. */
function sightings(l: Learning, looks: Looks, old: readonly Sighting[]): readonly Sighting[] {
  const { before, state, side } = l;
  const watchedBefore = (cell: number) => anyLine(before, l.was.eyes[side], cell);
  const watched = (cell: number) => anyLine(state, l.scene.eyes[side], cell);
  const lost: Sighting[] = [];
  for (const e of lostFromSight(l)) {
    const was = cellOf(e)!;
    if (!watchedBefore(was)) continue;
    const now = state.pieces[e.id]!;
    if (now.place.at === "gone") continue;
    const at = cellOf(now);
    if (at !== undefined && watched(at)) continue;
    lost.push({ cell: was, turn: before.turn, ...enemyId(e) });
  }
  // By hex and label, so that of several seen leaving one hex the one kept is chosen by what was
  // seen, never by the order the enemy's pieces were set up in (soldiers before dummies).
  lost.sort((a, b) => a.cell - b.cell || byName(a, b));
  if (lost.length === 0 && (old.length === 0 || looks.none)) return old;
  // The latest sighting of a hex stands; a hex in sight again is cleared. Old sightings were out
  // of sight in `before`, so only freshly seen hexes can clear them.
  const latest = new Map<number, number>();
  lost.forEach((s, i) => latest.set(s.cell, i));
  const kept = old.filter((s) => !latest.has(s.cell) && !(looks.fresh(s.cell) && watched(s.cell)));
  for (let i = 0; i < lost.length; i++)
    if (latest.get(lost[i]!.cell) === i && !watched(lost[i]!.cell)) kept.push(lost[i]!);
  return kept.length === old.length && lost.length === 0 ? old : kept;
}

/** Enemies that may have gone out of the side's sight: they moved, an eye that saw them moved, or a door on the line changed. */
function lostFromSight({ before, was, side, change }: Learning): readonly Piece[] {
  const enemy = otherSide(side);
  const enemies = was.pieces[enemy];
  if (change.everything) return enemies;
  const movedEyes = cellsOf(before, change.pieces, side);
  const doors = change.doors;
  if (movedEyes.length === 0 && doors.length === 0) {
    // Only enemies that moved themselves (ids in order, as the scene lists them).
    const moved: Piece[] = [];
    for (const id of change.pieces) {
      const e = before.pieces[id];
      if (e?.side === enemy && e.place.at === "cell") moved.push(e);
    }
    return moved;
  }
  const eyes = doors.length > 0 ? was.eyes[side] : [];
  const cells = was.eyes[enemy];
  return enemies.filter(
    (e, i) =>
      change.pieces.includes(e.id) ||
      anyLine(before, movedEyes, cells[i]!) ||
      clearLineThrough(before.ship, before.openDoors, eyes, cells[i]!, doors),
  );
}
