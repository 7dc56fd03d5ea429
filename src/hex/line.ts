// Hex lines and line of sight, symmetric by construction.
import { distance, type Hex } from "./coords.js";

export const NUDGE = 1e-6;

/**
 * The hexes a straight line from centre to centre passes through, both ends included.
 * `nudge` shifts the line a hair to one side so a line along a hex edge is decided
 * one way; +1 and -1 give the two ways.
 */
export function hexLine(a: Hex, b: Hex, nudge: 1 | -1 = 1): Hex[] {
  const hexes: Hex[] = [];
  walkLine(a, b, nudge, (x, y) => {
    hexes.push({ x, y });
    return true;
  });
  return hexes;
}

/**
 * Visits the hexes of `hexLine(a, b, nudge)` in order without building the list; `visit`
 * returns false to stop. Sight checks run this in their inner loop.
 */
export function walkLine(a: Hex, b: Hex, nudge: 1 | -1, visit: (x: number, y: number) => boolean): void {
  const n = distance(a, b);
  // (1, 2, -3) is parallel to no hex edge, so the nudge always moves a line off an edge.
  const e = NUDGE * nudge;
  const aq = (a.x - a.y) / 2 + e;
  const ar = a.y + 2 * e;
  const as = -(a.x - a.y) / 2 - a.y - 3 * e;
  const dq = (b.x - b.y) / 2 + e - aq;
  const dr = b.y + 2 * e - ar;
  const ds = -(b.x - b.y) / 2 - b.y - 3 * e - as;
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    const fq = aq + dq * t;
    const fr = ar + dr * t;
    const fs = as + ds * t;
    let q = Math.round(fq);
    let r = Math.round(fr);
    const s = Math.round(fs);
    const errQ = Math.abs(q - fq);
    const errR = Math.abs(r - fr);
    const errS = Math.abs(s - fs);
    if (errQ > errR && errQ > errS) q = -r - s;
    else if (errR > errS) r = -q - s;
    if (!visit(2 * q + r + 0, r + 0)) return;
  }
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

/** The two hexes in the order sight lines are drawn between them. */
export function ordered(a: Hex, b: Hex): [Hex, Hex] {
  return a.y < b.y || (a.y === b.y && a.x <= b.x) ? [a, b] : [b, a];
}

function clear(line: Hex[], blocks: BlocksSight): boolean {
  for (let i = 1; i < line.length - 1; i++) if (blocks(line[i]!)) return false;
  return true;
}
