// Hex lines and line of sight, symmetric by construction.
import { distance, type Hex } from "./coords.js";
import { fromCube, roundCube, toCube } from "./cube.js";

const NUDGE = 1e-6;

/**
 * The hexes a straight line from centre to centre passes through, both ends included.
 * `nudge` shifts the line a hair to one side so a line along a hex edge is decided
 * one way; +1 and -1 give the two ways.
 */
export function hexLine(a: Hex, b: Hex, nudge: 1 | -1 = 1): Hex[] {
  const n = distance(a, b);
  const ca = toCube(a);
  const cb = toCube(b);
  // (1, 2, -3) is parallel to no hex edge, so the nudge always moves a line off an edge.
  const e = NUDGE * nudge;
  const from = { q: ca.q + e, r: ca.r + 2 * e, s: ca.s - 3 * e };
  const to = { q: cb.q + e, r: cb.r + 2 * e, s: cb.s - 3 * e };
  const hexes: Hex[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    const p = roundCube({
      q: from.q + (to.q - from.q) * t,
      r: from.r + (to.r - from.r) * t,
      s: from.s + (to.s - from.s) * t,
    });
    hexes.push(fromCube(p));
  }
  return hexes;
}

/** Whether a hex between two others stops sight; the two ends are never asked. */
export type BlocksSight = (hex: Hex) => boolean;

/**
 * Two hexes see each other when either of the two nudged lines between them is clear.
 * The lines are always drawn from the lower to the higher hex (by y, then x), so the
 * answer cannot depend on who looks: sight(a, b) === sight(b, a).
 */
export function hasLineOfSight(a: Hex, b: Hex, blocks: BlocksSight): boolean {
  const [one, other] = sightLines(a, b);
  return clear(one, blocks) || clear(other, blocks);
}

/** The two nudged lines between two hexes, always drawn from the same end whoever asks. */
export function sightLines(a: Hex, b: Hex): [Hex[], Hex[]] {
  const [p, q] = ordered(a, b);
  return [hexLine(p, q, 1), hexLine(p, q, -1)];
}

function clear(line: Hex[], blocks: BlocksSight): boolean {
  for (let i = 1; i < line.length - 1; i++) if (blocks(line[i]!)) return false;
  return true;
}

function ordered(a: Hex, b: Hex): [Hex, Hex] {
  return a.y < b.y || (a.y === b.y && a.x <= b.x) ? [a, b] : [b, a];
}
