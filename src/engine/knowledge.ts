// What each side learns as sight changes: doors and containers as last seen, and where it
// last saw enemy markers that have gone out of its sight.
import type { Change } from "./change.js";
import { enemyLabel } from "./events.js";
import { shipIndex } from "./ship-index.js";
import { clearLine } from "./sight.js";
import { otherSide, SIDES, type GameState, type Knowledge, type Piece, type Side, type Sighting } from "./state.js";

const cellOf = (p: Piece | undefined): number | undefined => (p?.place.at === "cell" ? p.place.cell : undefined);

/** Whether any piece of `watcher` on the map has a clear line to a cell. */
export function watchedBy(state: GameState, watcher: Side, cell: number): boolean {
  return state.pieces.some((p) => p.side === watcher && p.place.at === "cell" && clearLine(state, p.place.cell, cell));
}

export function learn(before: GameState, state: GameState, change: Change): GameState {
  const known = { ...state.known };
  for (const side of SIDES) known[side] = learnSide(before, state, side, change);
  return { ...state, known };
}

function learnSide(before: GameState, state: GameState, side: Side, change: Change): Knowledge {
  const old = state.known[side];
  const own = state.pieces.filter((p) => p.side === side && p.place.at === "cell");
  // The eyes that may see something new: all of them when doors or lights changed.
  const eyes = (change.everything ? own : own.filter((p) => change.pieces.includes(p.id))).map((p) => cellOf(p)!);
  const sees = (cell: number, from: readonly number[]) => from.some((e) => clearLine(state, e, cell));

  let doors = old.doors;
  if (eyes.length > 0) {
    for (const door of shipIndex(state.ship).doors) {
      if (!sees(door, eyes)) continue;
      const open = state.openDoors[door] === true;
      if (doors[door] === open) continue;
      if (doors === old.doors) doors = { ...old.doors };
      (doors as Record<number, boolean>)[door] = open;
    }
  }
  let cargo = old.cargo;
  const allEyes = own.map((p) => cellOf(p)!);
  for (const box of state.cargo) {
    const seen = change.boxes.includes(box.id) ? sees(box.cell, allEyes) : sees(box.cell, eyes);
    if (box.out) {
      // Seen going out through an air lock: it is no longer on this side's map.
      if (seen && box.id in cargo) {
        cargo = { ...cargo };
        delete (cargo as Record<number, number>)[box.id];
      }
      continue;
    }
    if (!seen || cargo[box.id] === box.cell) continue;
    if (cargo === old.cargo) cargo = { ...old.cargo };
    (cargo as Record<number, number>)[box.id] = box.cell;
  }
  return { doors, cargo, sightings: sightings(before, state, side, change, old.sightings) };
}

/** Enemies seen before and not now are remembered where they were; hexes seen again are cleared. */
function sightings(before: GameState, state: GameState, side: Side, change: Change, old: readonly Sighting[]): readonly Sighting[] {
  const enemy = otherSide(side);
  let candidates: Piece[];
  if (change.everything) candidates = before.pieces.filter((p) => p.side === enemy);
  else {
    const movedEyes = change.pieces.map((id) => before.pieces[id]).filter((p) => p?.side === side).map(cellOf).filter((c) => c !== undefined);
    candidates = before.pieces.filter((e) => {
      if (e.side !== enemy) return false;
      const at = cellOf(e);
      if (at === undefined) return false;
      return change.pieces.includes(e.id) || movedEyes.some((c) => clearLine(before, c, at));
    });
  }
  const lost: Sighting[] = [];
  for (const e of candidates) {
    const was = cellOf(e);
    if (was === undefined || !watchedBy(before, side, was)) continue;
    const now = state.pieces[e.id]!;
    if (now.place.at === "gone") continue;
    const at = cellOf(now);
    if (at !== undefined && watchedBy(state, side, at)) continue;
    lost.push({ cell: was, turn: before.turn, label: enemyLabel(e) });
  }
  if (lost.length === 0 && old.length === 0) return old;
  const all = [...old, ...lost];
  const kept = all.filter((s, i) => !watchedBy(state, side, s.cell) && all.findLastIndex((t) => t.cell === s.cell) === i);
  return kept.length === old.length && lost.length === 0 ? old : kept;
}
