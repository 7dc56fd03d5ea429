// Cube coordinates: the space in which hex lines are drawn and rounded.
import type { Hex } from "./coords.js";

export interface Cube {
  q: number;
  r: number;
  s: number;
}

export function toCube(hex: Hex): Cube {
  const q = (hex.x - hex.y) / 2;
  return { q, r: hex.y, s: -q - hex.y };
}

export function fromCube(cube: Cube): Hex {
  return { x: 2 * cube.q + cube.r, y: cube.r };
}

export function roundCube(c: Cube): Cube {
  let q = Math.round(c.q);
  let r = Math.round(c.r);
  let s = Math.round(c.s);
  const dq = Math.abs(q - c.q);
  const dr = Math.abs(r - c.r);
  const ds = Math.abs(s - c.s);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  else s = -q - r;
  return { q: q + 0, r: r + 0, s: s + 0 };
}
