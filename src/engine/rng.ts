// Dice from the seeded generator whose state travels inside the game state.
import ROT from "rot-js";

/** rot-js's Alea state: four numbers, plain data that saves and replays. */
export type RngState = readonly number[];

export function seedRng(seed: number): RngState {
  const rng = ROT.RNG.clone();
  rng.setSeed(seed);
  return rng.getState();
}

/** Draws with a generator rebuilt from `state`; returns the results and the state after. */
export function draw<T>(state: RngState, use: (uniform: () => number) => T): { value: T; rng: RngState } {
  const rng = ROT.RNG.clone();
  rng.setState(state as [number, number, number, number]);
  const value = use(() => rng.getUniform());
  return { value, rng: rng.getState() };
}

export const die = (uniform: () => number): number => 1 + Math.floor(uniform() * 6);

export function pick<T>(uniform: () => number, items: readonly T[]): T {
  return items[Math.floor(uniform() * items.length)]!;
}
