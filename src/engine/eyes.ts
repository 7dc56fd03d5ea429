// Each side's pieces on the map and whether any of them has a clear line to a cell: the
// inner loops of settling sight, gathered in one pass and written without closures.
import { anyClearLine } from "./sight-lines.js";
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

// States never change once made, so a pieces array stands for one scene. Settling sight asks
// about the same few states several times (the state before an action was the last one's
// result): the last few scenes are kept, by array (a WeakMap of every array costs the GC more).
const KEPT = 4;
const keys: (readonly Piece[] | undefined)[] = new Array(KEPT).fill(undefined);
const kept: (Scene | undefined)[] = new Array(KEPT).fill(undefined);
let next = 0;

export function sceneOf(state: GameState): Scene {
  for (let i = 0; i < KEPT; i++) if (keys[i] === state.pieces) return kept[i]!;
  const scene = gather(state);
  keys[next] = state.pieces;
  kept[next] = scene;
  next = (next + 1) % KEPT;
  return scene;
}

function gather(state: GameState): Scene {
  const pieces = { blue: [] as Piece[], yellow: [] as Piece[] };
  const eyes = { blue: [] as number[], yellow: [] as number[] };
  const revealed: Piece[] = [];
  const onMap: Piece[] = [];
  const cells: number[] = [];
  for (const p of state.pieces) {
    if (p.place.at !== "cell") continue;
    onMap.push(p);
    cells.push(p.place.cell);
    pieces[p.side].push(p);
    eyes[p.side].push(p.place.cell);
    if (p.revealed) revealed.push(p);
  }
  const on = (cell: number): readonly Piece[] => {
    let here: Piece[] | undefined;
    for (let i = 0; i < cells.length; i++) if (cells[i] === cell) (here ??= []).push(onMap[i]!);
    return here ?? NONE;
  };
  return { pieces, eyes, revealed, on };
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
  return eyes.length > 0 && anyClearLine(state.ship, state.openDoors, eyes, cell);
}
