// rot-js's simplex noise with its permutation drawn from a seeded generator of ours. Its constructor
// shuffles with rot-js's shared generator, so it is never called: the object is made from the class's
// prototype and given the fields the constructor would give it (rot-js 2.2.1's Simplex, pinned).
import type { Rot, RotRng } from "./seeded-rot.js";

type Simplex = InstanceType<Rot["Noise"]["Simplex"]>;

const GRADIENTS = 256;
/** The eight gradient directions of rot-js's Simplex, in its order. */
const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
];

/** Simplex noise (values in -1..1) whose gradients are shuffled by `rng` alone. */
export function seededSimplex(rot: Rot, rng: RotRng): Simplex {
  const noise = Object.create(rot.Noise.Simplex.prototype) as Simplex;
  const permutation = rng.shuffle(Array.from({ length: GRADIENTS }, (_, i) => i));
  noise._gradients = DIRECTIONS.map((d) => [...d]);
  noise._perms = Array.from({ length: 2 * GRADIENTS }, (_, i) => permutation[i % GRADIENTS]!);
  noise._indexes = noise._perms.map((p) => p % DIRECTIONS.length);
  return noise;
}
