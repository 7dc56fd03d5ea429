// The view a seat keeps from action to action: each part of the side's view (src/view/player-view.ts)
// kept, frozen, with what it was worked out from, and built again only when that changed. States are
// values that share what an action left alone, so after a step most parts are the last view's.
import type { GameState, Side } from "../engine/state.js";
import { view, type PlayerView } from "../view/player-view.js";
import type { Parts } from "../view/view-parts.js";
import { deepFreeze } from "./frozen.js";

interface Kept {
  readonly keys: readonly unknown[];
  readonly value: unknown;
}

/** Whether two lists of keys name the same things, one by one. */
function same(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * One side's views of one game's states, each the same as `view(state, side)` built afresh (the test:
 * test/seat/kept-view.test.ts). Held by one seat alone, so nothing kept for a side ever reaches the other.
 */
export class KeptView {
  readonly #side: Side;
  readonly #slots = new Map<string, Kept>();
  readonly #part: Parts = <T>(slot: string, keys: readonly unknown[], build: () => T): T => {
    const kept = this.#slots.get(slot);
    if (kept && same(kept.keys, keys)) return kept.value as T;
    // Frozen as it is kept: no one handed the part can change what a later view gives.
    const value = deepFreeze(build());
    this.#slots.set(slot, { keys, value });
    return value;
  };

  constructor(side: Side) {
    this.#side = side;
  }

  /** The side's view of STATE, deep-frozen. */
  view(state: GameState): PlayerView {
    return deepFreeze(view(state, this.#side, this.#part));
  }
}
