// Named streams of dice: each a ChaCha20 keystream under a key hashed from the game's seed and the stream's name.
//
// A stream's state is its key and how many 32-bit words it has used: plain data in the game state, copied
// by reference (the key never changes), so a game is reproduced by its seed and actions. Why not the
// rot-js generator used before: its outputs give its state away, and it was seeded with small integers.
import { chachaBlock } from "./chacha20.js";
import { streamKey } from "./stream-key.js";

/** One stream: the 256-bit key (eight 32-bit words) and the keystream words used so far. */
export interface RngState {
  readonly key: readonly number[];
  readonly at: number;
}

/** A whole number from 0 to n - 1, every one equally likely. */
export type Below = (n: number) => number;

/** The stream named `label` of the game seeded with `seed` (src/engine/stream-key.ts). */
export function stream(seed: string, label: string): RngState {
  return { key: streamKey(seed, label), at: 0 };
}

const TWO_32 = 0x100000000;

/** Draws with the stream at `state`; returns what `use` made of it and the stream after. */
export function draw<T>(state: RngState, use: (below: Below) => T): { value: T; rng: RngState } {
  let at = state.at;
  // The block last worked out: the words of one draw mostly come from one block.
  const words = new Uint32Array(16);
  let block = -1;
  const word = (): number => {
    const b = Math.floor(at / 16);
    if (b !== block) chachaBlock(state.key, (block = b), words);
    return words[at++ % 16]!;
  };
  const below: Below = (n) => {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new Error(`internal: no dice for ${n} outcomes`);
    // Words at or over the last whole multiple of n are drawn again, so no outcome is favoured.
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const w = word();
      if (w < limit) return w % n;
    }
  };
  const value = use(below);
  return { value, rng: { key: state.key, at } };
}

export const die = (below: Below): number => 1 + below(6);

export function pick<T>(below: Below, items: readonly T[]): T {
  return items[below(items.length)]!;
}
