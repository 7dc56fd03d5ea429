// Fixed dice for combat tests: a place in a stream whose next rolls are the given dice.
import { die, draw, stream, type RngState } from "../../../src/engine/rng.js";
import type { GameState } from "../../../src/engine/state.js";

const found = new Map<string, RngState>();

const TEST_STREAM = stream("dice for tests", "fixed");

/** A generator state whose next rolls are `dice`, found by reading one stream from word 0, 1, 2... */
export function rolling(dice: readonly number[]): RngState {
  const key = dice.join(",");
  const known = found.get(key);
  if (known) return known;
  for (let at = 0; at < 10_000_000; at++) {
    const rng = { ...TEST_STREAM, at };
    const got = draw(rng, (below) => dice.map(() => die(below))).value;
    if (got.every((d, i) => d === dice[i])) {
      found.set(key, rng);
      return rng;
    }
  }
  throw new Error(`no place in the stream rolls ${key}`);
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
