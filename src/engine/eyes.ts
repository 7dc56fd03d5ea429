// Each side's pieces on the map and whether any of them has a clear line to a cell: the
// inner loops of settling sight, gathered in one pass and written without closures.
import { anyClearLine, lineIsClear } from "../ship/sight-lines.js";
import type { GameState, Piece, Side } from "./state.js";

/** Who stands on the map in one state, gathered in one pass over its pieces (id order throughout). */
export interface Scene {
  readonly pieces: Readonly<Record<Side, readonly Piece[]>>;
  /** The cells of those pieces, the same order. */
  readonly eyes: Readonly<Record<Side, readonly number[]>>;
  /** Revealed pieces on the map, both sides. */
  readonly revealed: readonly Piece[];
  /** The pieces standing on a cell, in id order. */
  on(cell: number): readonly Piece[];
}

const NONE: readonly Piece[] = [];

export function sceneOf(state: GameState): Scene {
  const arr = state.pieces;
  const kept = state.memo.scenes;
  const found = kept.get(arr);
  if (found) return found;
  // Most states differ from the last one seen in a piece or two: patch a copy of its scene.
  const last = kept.last();
  // Every scene kept was built here.
  return kept.put(arr, (last && patched(last.value as Built, last.pieces, arr)) ?? gather(arr));
}

/**
 * A scene and the lists it is made of, so the next can be made from it. A class, not an object with a
 * closure for `on`: a scene is made at every step of every simulated game, and the lists of all the
 * pieces on the map are not kept either (a step copied them), only each side's.
 */
class Built implements Scene {
  readonly pieces: Readonly<Record<Side, readonly Piece[]>>;
  readonly eyes: Readonly<Record<Side, readonly number[]>>;
  readonly revealed: readonly Piece[];

  constructor(
    readonly blue: Piece[],
    readonly yellow: Piece[],
    readonly blueEyes: number[],
    readonly yellowEyes: number[],
    readonly shown: Piece[],
  ) {
    this.pieces = { blue, yellow };
    this.eyes = { blue: blueEyes, yellow: yellowEyes };
    this.revealed = shown;
  }

  on(cell: number): readonly Piece[] {
    const here = standing(this.blue, this.blueEyes, cell, undefined);
    const blues = here?.length ?? 0;
    const both = standing(this.yellow, this.yellowEyes, cell, here);
    if (!both) return NONE;
    // Each side's in id order: both sides' together sorted so (a stack of one side is already).
    return blues > 0 && both.length > blues ? both.sort((a, b) => a.id - b.id) : both;
  }
}

/** The pieces of a side's list standing on a cell, added to `into`. */
function standing(pieces: Piece[], cells: number[], cell: number, into: Piece[] | undefined): Piece[] | undefined {
  for (let i = 0; i < cells.length; i++) if (cells[i] === cell) (into ??= []).push(pieces[i]!);
  return into;
}

function gather(arr: readonly Piece[]): Built {
  const blue: Piece[] = [];
  const yellow: Piece[] = [];
  const blueEyes: number[] = [];
  const yellowEyes: number[] = [];
  const shown: Piece[] = [];
  for (const p of arr) {
    if (p.place.at !== "cell") continue;
    const cell = p.place.cell;
    if (p.side === "blue") {
      blue.push(p);
      blueEyes.push(cell);
    } else {
      yellow.push(p);
      yellowEyes.push(cell);
    }
    if (p.revealed) shown.push(p);
  }
  return new Built(blue, yellow, blueEyes, yellowEyes, shown);
}

/**
 * The scene of `arr` made from that of `from` when they differ in a few pieces that stay on the
 * map on the same side (a step, a marker flipped); undefined otherwise (gather it afresh).
 */
function patched(base: Built, from: readonly Piece[], arr: readonly Piece[]): Built | undefined {
  if (from.length !== arr.length) return undefined;
  let changed: number[] | undefined;
  for (let i = 0; i < arr.length; i++) {
    if (arr[i] === from[i]) continue;
    (changed ??= []).push(i);
    if (changed.length > 4) return undefined;
  }
  if (!changed) return base;
  // A side's lists are copied only when one of its pieces changed: a step leaves the other side's as they were.
  let blue = base.blue;
  let yellow = base.yellow;
  let blueEyes = base.blueEyes;
  let yellowEyes = base.yellowEyes;
  let shown = base.shown;
  for (const i of changed) {
    const was = from[i]!;
    const now = arr[i]!;
    if (was.place.at !== "cell" || now.place.at !== "cell" || was.side !== now.side) return undefined;
    const cell = now.place.cell;
    if (now.side === "blue") {
      const k = blue.indexOf(was);
      if (k < 0) return undefined;
      if (blue === base.blue) {
        blue = blue.slice();
        blueEyes = blueEyes.slice();
      }
      blue[k] = now;
      blueEyes[k] = cell;
    } else {
      const k = yellow.indexOf(was);
      if (k < 0) return undefined;
      if (yellow === base.yellow) {
        yellow = yellow.slice();
        yellowEyes = yellowEyes.slice();
      }
      yellow[k] = now;
      yellowEyes[k] = cell;
    }
    if (was.revealed || now.revealed) {
      // Revealed pieces in id order, as gathered.
      shown = shown.filter((p) => p !== was);
      if (now.revealed) {
        const at = shown.findIndex((p) => p.id > now.id);
        shown.splice(at < 0 ? shown.length : at, 0, now);
      }
    }
  }
  return new Built(blue, yellow, blueEyes, yellowEyes, shown);
}

/** Cells of the given pieces of a side that stand on the map. */
export function cellsOf(state: GameState, ids: readonly number[], side: Side): number[] {
  const out: number[] = [];
  for (const id of ids) {
    const p = state.pieces[id];
    if (p?.side === side && p.place.at === "cell") out.push(p.place.cell);
  }
  return out;
}

/** Whether any of `eyes` has a clear line to `cell`. */
export function anyLine(state: GameState, eyes: readonly number[], cell: number): boolean {
  // One eye: its own row (the same eye is asked about many cells); many: the cell's row.
  if (eyes.length === 1) return lineIsClear(state.ship, state.openDoors, eyes[0]!, cell);
  return eyes.length > 0 && anyClearLine(state.ship, state.openDoors, eyes, cell);
}
