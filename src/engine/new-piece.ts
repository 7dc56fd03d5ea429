// A marker new to the game (at setup, a dummy placed, a sleeper woken): nothing done yet this turn.
// And the numbers a new or re-hidden marker may be given.
import { draw, pick, type RngState } from "./rng.js";
import { changedPiece } from "./shapes.js";
import { otherSide, type GameState, type Piece, type Side } from "./state.js";

export function newPiece(
  fields: Pick<Piece, "id" | "side" | "number" | "place"> & Partial<Pick<Piece, "soldier">>,
): Piece {
  return changedPiece(fields as Piece, {
    revealed: false,
    mu: 0,
    crampedSteps: 0,
    attacked: false,
    movedCargo: false,
    boardedThisTurn: false,
  });
}

/**
 * Numbers a side may give a new or re-hidden marker: on none of its markers in play, and never
 * shown to the enemy in any way (in open visibility, once those run out, any not in play). The markers in play at the start are a random few of 1..n, so to
 * the enemy such a number looks like one of the markers it has not met yet, in play all along.
 * A number it has seen (a dummy taken off, a soldier killed or revealed, a marker gone out of the
 * ship) would tell it the marker is new, or re-hidden.
 */
export function freshNumbers(state: GameState, side: Side): number[] {
  const inPlay = new Set<number>();
  for (const p of state.pieces) if (p.side === side && p.place.at !== "gone") inPlay.add(p.number);
  const seen = new Set(state.known[otherSide(side)].numbers);
  const free: number[] = [];
  for (let n = 1; n <= state.rules.markers[side]; n++) if (!inPlay.has(n) && !seen.has(n)) free.push(n);
  if (free.length > 0 || state.rules.visibility !== "open") return free;
  // Across an open table the enemy sees every marker put down, so a number it has seen before, now
  // off the map, tells it nothing more: once the unseen ones are used up, those come round again.
  for (let n = 1; n <= state.rules.markers[side]; n++) if (!inPlay.has(n)) free.push(n);
  return free;
}

/**
 * How many more markers the side can still put down (dummies placed, sleepers woken), or soldiers
 * hide again under new numbers, before its numbers run out. In the open every number not on one of
 * its markers comes round in the end (freshNumbers), so that many; in fog only the fresh ones.
 */
export function spareNumbers(state: GameState, side: Side): number {
  if (state.rules.visibility !== "open") return freshNumbers(state, side).length;
  const inPlay = new Set<number>();
  for (const p of state.pieces) if (p.side === side && p.place.at !== "gone") inPlay.add(p.number);
  let spare = 0;
  for (let n = 1; n <= state.rules.markers[side]; n++) if (!inPlay.has(n)) spare++;
  return spare;
}

/** One of the side's fresh numbers, drawn from its private dice; undefined when none is left. */
export function drawNumber(
  state: GameState,
  side: Side,
  rng: RngState = state.privateRng[side],
): { number: number; rng: RngState } | undefined {
  const free = freshNumbers(state, side);
  if (free.length === 0) return undefined;
  const drawn = draw(rng, (below) => pick(below, free));
  return { number: drawn.value, rng: drawn.rng };
}
