// Fixed dice for combat tests: a seed whose public (or a side's private) stream rolls the given dice.
import { die, draw, seedRng, type RngState } from "../../../src/engine/rng.js";
import type { GameState, Side } from "../../../src/engine/state.js";

const found = new Map<string, RngState>();

/** A generator state whose next rolls are `dice`, found by trying seeds 1, 2, 3... */
export function rolling(dice: readonly number[]): RngState {
  const key = dice.join(",");
  const known = found.get(key);
  if (known) return known;
  for (let seed = 1; seed < 1_000_000; seed++) {
    const rng = seedRng(seed);
    const got = draw(rng, (u) => dice.map(() => die(u))).value;
    if (got.every((d, i) => d === dice[i])) {
      found.set(key, rng);
      return rng;
    }
  }
  throw new Error(`no seed rolls ${key}`);
}

/** The state with its public dice set to roll `dice` next. */
export const withDice = (state: GameState, ...dice: number[]): GameState => ({ ...state, rng: rolling(dice) });

/** The state with a side's private dice (morale, rallies, Medics) set to roll `dice` next. */
export const withPrivateDice = (state: GameState, side: Side, ...dice: number[]): GameState => ({
  ...state,
  privateRng: { ...state.privateRng, [side]: rolling(dice) },
});
