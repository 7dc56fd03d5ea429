// The search for a ship's layout: each module placed where one of its hall ends meets an open hall end of
// the ship so far, the places tried in an order drawn from the stream, going back when a branch runs out.
import type { Hex } from "../hex/coords.js";
import type { Below } from "../engine/rng.js";
import { Board, type Spot } from "./layout-board.js";
import type { ModuleFit } from "./module-fit.js";

/** Places tried (each checked) before the search gives up on one choice of modules. */
export const SEARCH_BUDGET = 4000;

/**
 * Every module of `fits` placed, joined to the rest through hall ends, and passed by `accept` (the whole
 * ship's check); undefined when no layout was found within the budget.
 */
export function searchLayout(
  fits: readonly ModuleFit[],
  below: Below,
  accept: (spots: readonly Spot[]) => boolean,
  budget = SEARCH_BUDGET,
): Spot[] | undefined {
  const board = new Board();
  let tries = 0;
  const grow = (rest: readonly ModuleFit[]): boolean => {
    if (rest.length === 0) return accept(board.placed);
    for (const spot of shuffled(below, candidates(board, rest))) {
      if (++tries > budget) return false;
      if (!board.tryPlace(spot)) continue;
      if (grow(rest.filter((f) => f !== spot.fit))) return true;
      board.unplace();
    }
    return false;
  };
  const first = fits[below(fits.length)]!;
  board.place({ fit: first, at: { x: 0, y: 0 } });
  return grow(fits.filter((f) => f !== first)) ? [...board.placed] : undefined;
}

/** Every place a module of `rest` could go with one of its hall ends against an open hall end of the board. */
function candidates(board: Board, rest: readonly ModuleFit[]): Spot[] {
  const found: Spot[] = [];
  const seen = new Set<string>();
  for (const { fit, at } of board.placed) {
    for (const hall of fit.halls) {
      const end = { x: at.x + hall.local.x, y: at.y + hall.local.y };
      for (const out of hall.out) {
        const meet = { x: end.x + out.x, y: end.y + out.y };
        if (board.covers(meet.x, meet.y)) continue;
        for (const other of rest) addMeeting(other, meet, out, found, seen);
      }
    }
  }
  return found;
}

/** The places of `fit` that put one of its hall ends on `meet`, facing back the way `out` came. */
function addMeeting(fit: ModuleFit, meet: Hex, out: Hex, found: Spot[], seen: Set<string>): void {
  for (const hall of fit.halls) {
    if (!hall.out.some((o) => o.x === -out.x && o.y === -out.y)) continue;
    const at = { x: meet.x - hall.local.x, y: meet.y - hall.local.y };
    const key = `${fit.entry.module.id} ${at.x} ${at.y}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({ fit, at });
  }
}

/** A copy of `items` in an order drawn from the stream (Fisher-Yates). */
export function shuffled<T>(below: Below, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
