// rot-js for the generator, loaded when first asked for (the first screen never pays for it), with its
// generator cloned and set from a named stream's key: never rot-js's shared generator, never a small seed.
import { streamKey } from "../engine/stream-key.js";

export type Rot = typeof import("rot-js");
export type RotRng = ReturnType<Rot["RNG"]["clone"]>;

/** rot-js itself, imported lazily. */
export async function loadRot(): Promise<Rot> {
  return import("rot-js");
}

/** Alea's carry lies below its multiplier. */
const ALEA_MULTIPLIER = 2091639;
const TWO_32 = 0x100000000;

/**
 * A rot-js generator of its own whose state is the first four words of the key of stream `label` of
 * `seed` (src/engine/stream-key.ts): the same seed and label always draw the same numbers.
 */
export function seededRng(rot: Rot, seed: string, label: string): RotRng {
  const [a = 0, b = 0, c = 0, d = 0] = streamKey(seed, label);
  return rot.RNG.clone().setState([a / TWO_32, b / TWO_32, c / TWO_32, d % ALEA_MULTIPLIER]);
}
