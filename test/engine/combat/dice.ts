// Fixed dice for combat tests: a seed whose public stream (or a soldier's own) rolls the given dice.
import { die, draw, seedRng, type RngState } from "../../../src/engine/rng.js";
import type { GameState } from "../../../src/engine/state.js";

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

/** The state with a soldier's own dice (morale, rallies, a Medic's tries) set to roll `dice` next. */
export function withSoldierDice(state: GameState, name: string, ...dice: number[]): GameState {
  const pieces = state.pieces.map((p) =>
    p.soldier?.name === name ? { ...p, soldier: { ...p.soldier, dice: rolling(dice) } } : p,
  );
  if (pieces.every((p, i) => p === state.pieces[i])) throw new Error(`no soldier ${name}`);
  return { ...state, pieces };
}
