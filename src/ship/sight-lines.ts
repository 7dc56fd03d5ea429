// What stands on the sight line between two cells, worked out once per ship pair by pair as
// they are asked and kept with the ship (src/ship/lookups.ts): nothing, a wall for good, or
// doors that stop it while closed. Doors then cost a look-up, not a new line.
import { distance, type Hex } from "../hex/coords.js";
import { NUDGE, ordered } from "../hex/line.js";
import { LEVELS, TERRAIN, type Level } from "../map/terrain.js";
import type { Ship } from "./ship.js";
import { shipIndex } from "./ship-index.js";

// A pair's fact: 0 not yet known, 1 clear, 2 blocked, 3 + k door-dependent (doorSets[k]).
const UNKNOWN = 0;
const CLEAR = 1;
const BLOCKED = 2;
const DOORS = 3;
// In the matrix a pair takes two bits, the last value meaning "door-dependent: see doorFacts".
const BITS_DOORS = 3;

// What a cell does to a line passing through it.
const SEE_THROUGH = 0;
const DOOR = 1;
const STOPS = 2;

/** The cargo hold's catwalk (main) and sunken floor share one open space. */
export const sharesSpace = (a: Level, b: Level): boolean =>
  (a === "main" && b === "floor") || (a === "floor" && b === "main");

/** A ship's sight-line facts, filled in as pairs are asked about. */
export interface SightFacts {
  readonly cells: number;
  /**
   * Two bits per ordered pair, both orders kept: one cell's facts lie together (a row of n / 16
   * words), so the look-ups of one action touch a few cache lines, not one each.
   */
  readonly matrix: Uint32Array;
  readonly rowWords: number;
  /** The door-dependent pairs' facts, by lo * cells + hi. */
  readonly doorFacts: Map<number, number>;
  /** Door-dependent facts: for each, the door cells on each line that is otherwise clear. */
  readonly doorSets: (readonly (readonly number[])[])[];
  readonly doorSetIndex: Map<string, number>;
  /** Per cell, once asked: the doors some line from it may reach (not walled off for good). */
  readonly doorsFrom: (readonly number[] | undefined)[];
  /** Per eye, once asked: the cells on a clear line from it, and those whose line hangs on doors (`cellsSeenFrom`). */
  readonly rows: (EyeRow | undefined)[];
  /** Per level: the cell a line on that level meets at (x, y), -1 where there is none. */
  readonly planes: readonly Int32Array[];
  readonly width: number;
  readonly height: number;
  /** What each cell does to a line through it. */
  readonly kind: Uint8Array;
  /** Hex centres on the plane (hex spacing sqrt(3), corner radius 1), for the cheap test of `cellsThrough`. */
  readonly px: Float64Array;
  readonly py: Float64Array;
  /** Per eye and door, once asked: the cells a line from the eye reaches through the door (`cellsThrough`). */
  readonly through: Map<number, readonly number[]>;
}

/** Whether the line between two cells is clear, given which doors are open. */
export function lineIsClear(ship: Ship, openDoors: Readonly<Record<number, true>>, a: number, b: number): boolean {
  if (a === b) return true;
  const f = ship.lookups.sight;
  const fact = pairFact(ship, f, a, b);
  if (fact === CLEAR) return true;
  if (fact === BLOCKED) return false;
  // Clear if every door on either line is open.
  const lines = f.doorSets[fact - DOORS]!;
  for (let i = 0; i < lines.length; i++) {
    const doors = lines[i]!;
    let open = true;
    for (let j = 0; j < doors.length && open; j++) if (openDoors[doors[j]!] !== true) open = false;
    if (open) return true;
  }
  return false;
}

/** The doors whose state a piece on `cell` may ever see: no wall stands for good between them. */
export function doorsInView(ship: Ship, cell: number): readonly number[] {
  const f = ship.lookups.sight;
  let found = f.doorsFrom[cell];
  if (!found) {
    found = shipIndex(ship).doors.filter((d) => d === cell || pairFact(ship, f, cell, d) !== BLOCKED);
    f.doorsFrom[cell] = found;
  }
  return found;
}

/** One eye's lines to every cell: those always clear (the eye's own cell too), and those that hang on doors. */
interface EyeRow {
  readonly clear: Int32Array;
  readonly doorCells: Int32Array;
  /** For each of `doorCells`, its fact's door sets (`doorSets[fact - DOORS]`). */
  readonly doorLines: readonly (readonly (readonly number[])[])[];
}

function eyeRow(ship: Ship, f: SightFacts, eye: number): EyeRow {
  let row = f.rows[eye];
  if (row) return row;
  const clear: number[] = [];
  const doorCells: number[] = [];
  const doorLines: (readonly (readonly number[])[])[] = [];
  for (let c = 0; c < f.cells; c++) {
    const fact = c === eye ? CLEAR : pairFact(ship, f, eye, c);
    if (fact === CLEAR) clear.push(c);
    else if (fact >= DOORS) {
      doorCells.push(c);
      doorLines.push(f.doorSets[fact - DOORS]!);
    }
  }
  row = { clear: Int32Array.from(clear), doorCells: Int32Array.from(doorCells), doorLines };
  f.rows[eye] = row;
  return row;
}

/**
 * The cells some of `eyes` has a clear line to (the eyes' own included), in id order: what
 * `lineIsClear` gives pair by pair, read from each eye's row once it is worked out.
 */
export function cellsSeenFrom(
  ship: Ship,
  openDoors: Readonly<Record<number, true>>,
  eyes: readonly number[],
): number[] {
  const f = ship.lookups.sight;
  const seen = new Uint8Array(f.cells);
  for (const eye of new Set(eyes)) {
    const row = eyeRow(ship, f, eye);
    for (let i = 0; i < row.clear.length; i++) seen[row.clear[i]!] = 1;
    for (let i = 0; i < row.doorCells.length; i++) {
      const c = row.doorCells[i]!;
      if (seen[c] === 1) continue;
      const lines = row.doorLines[i]!;
      for (let k = 0; k < lines.length; k++) {
        const doors = lines[k]!;
        let open = true;
        for (let j = 0; j < doors.length && open; j++) if (openDoors[doors[j]!] !== true) open = false;
        if (open) {
          seen[c] = 1;
          break;
        }
      }
    }
  }
  const out: number[] = [];
  for (let c = 0; c < f.cells; c++) if (seen[c] === 1) out.push(c);
  return out;
}

/** Whether any of `eyes` has a clear line to `cell`: one cell's row read, not a look-up per eye. */
export function anyClearLine(
  ship: Ship,
  openDoors: Readonly<Record<number, true>>,
  eyes: readonly number[],
  cell: number,
): boolean {
  const f = ship.lookups.sight;
  const row = cell * f.rowWords;
  for (let i = 0; i < eyes.length; i++) {
    const e = eyes[i]!;
    const bits = (f.matrix[row + (e >>> 4)]! >>> ((e & 15) << 1)) & 3;
    if (bits === BLOCKED) continue;
    if (bits === CLEAR || e === cell || lineIsClear(ship, openDoors, e, cell)) return true;
  }
  return false;
}

/**
 * Whether any of `eyes` has a clear line to `cell` that passes one of `doors`: after doors open
 * or close, the lines that may have changed. One cell's row is read, not a look-up per eye.
 */
export function clearLineThrough(
  ship: Ship,
  openDoors: Readonly<Record<number, true>>,
  eyes: readonly number[],
  cell: number,
  doors: readonly number[],
): boolean {
  if (doors.length === 0) return false;
  const f = ship.lookups.sight;
  const row = cell * f.rowWords;
  for (let i = 0; i < eyes.length; i++) {
    const e = eyes[i]!;
    const bits = (f.matrix[row + (e >>> 4)]! >>> ((e & 15) << 1)) & 3;
    if (bits === CLEAR || bits === BLOCKED || e === cell) continue;
    const fact =
      bits === UNKNOWN
        ? pairFact(ship, f, e, cell)
        : f.doorFacts.get(e < cell ? e * f.cells + cell : cell * f.cells + e)!;
    if (fact >= DOORS && passes(f.doorSets[fact - DOORS]!, doors) && lineIsClear(ship, openDoors, e, cell)) return true;
  }
  return false;
}

/**
 * The cells a line from `eye` reaches through `door` (a line whose doors, otherwise clear, include
 * it), however the doors stand: worked out once per eye and door. A line can only pass a hex whose
 * centre lies within a corner's reach (1) of it, between its ends: only those cells are looked at.
 */
export function cellsThrough(ship: Ship, eye: number, door: number): readonly number[] {
  const f = ship.lookups.sight;
  const key = eye * f.cells + door;
  const kept = f.through.get(key);
  if (kept) return kept;
  const { px, py } = f;
  const vx = px[door]! - px[eye]!;
  const vy = py[door]! - py[eye]!;
  const vv = vx * vx + vy * vy;
  const found: number[] = [];
  for (let x = 0; x < f.cells; x++) {
    const wx = px[x]! - px[eye]!;
    const wy = py[x]! - py[eye]!;
    const ww = wx * wx + wy * wy;
    const vw = vx * wx + vy * wy;
    // The door's centre over the segment between the ends, and no further than a corner from it
    // (a little more: the lines are nudged off the edges).
    if (vw <= 0 || vw >= ww || vv - (vw * vw) / ww > 1.01 || x === door) continue;
    const fact = pairFact(ship, f, eye, x);
    if (fact >= DOORS && passes(f.doorSets[fact - DOORS]!, [door])) found.push(x);
  }
  f.through.set(key, found);
  return found;
}

/** Whether any of `eyes` has a clear line through `door` to a hex beyond, were the door open. */
export function seenThrough(
  ship: Ship,
  openDoors: Readonly<Record<number, true>>,
  eyes: readonly number[],
  door: number,
): boolean {
  const open = openDoors[door] ? openDoors : { ...openDoors, [door]: true as const };
  for (const eye of eyes) {
    if (eye === door) continue;
    for (const x of cellsThrough(ship, eye, door)) if (lineIsClear(ship, open, eye, x)) return true;
  }
  return false;
}

/** Calls `visit(i, j)` for each pair of `as[i]` and `bs[j]` whose line passes one of `doors`, row by row. */
export function pairsThrough(
  ship: Ship,
  as: readonly number[],
  bs: readonly number[],
  doors: readonly number[],
  visit: (i: number, j: number) => void,
): void {
  if (doors.length === 0) return;
  const f = ship.lookups.sight;
  for (let i = 0; i < as.length; i++) {
    const a = as[i]!;
    const row = a * f.rowWords;
    for (let j = 0; j < bs.length; j++) {
      const b = bs[j]!;
      const bits = (f.matrix[row + (b >>> 4)]! >>> ((b & 15) << 1)) & 3;
      if (bits === CLEAR || bits === BLOCKED || a === b) continue;
      const fact =
        bits === UNKNOWN ? pairFact(ship, f, a, b) : f.doorFacts.get(a < b ? a * f.cells + b : b * f.cells + a)!;
      if (fact >= DOORS && passes(f.doorSets[fact - DOORS]!, doors)) visit(i, j);
    }
  }
}

function passes(lines: readonly (readonly number[])[], doors: readonly number[]): boolean {
  for (const line of lines) for (const d of doors) if (line.includes(d)) return true;
  return false;
}

/** The pair's fact, worked out the first time it is asked. */
function pairFact(ship: Ship, f: SightFacts, a: number, b: number): number {
  const word = a * f.rowWords + (b >>> 4);
  const shift = (b & 15) << 1;
  const bits = (f.matrix[word]! >>> shift) & 3;
  if (bits === CLEAR || bits === BLOCKED) return bits;
  const lo = a < b ? a : b;
  const hi = a < b ? b : a;
  if (bits !== UNKNOWN) return f.doorFacts.get(lo * f.cells + hi)!;
  const fact = compute(ship, f, lo, hi);
  const stored = fact >= DOORS ? BITS_DOORS : fact;
  if (fact >= DOORS) f.doorFacts.set(lo * f.cells + hi, fact);
  f.matrix[word]! |= stored << shift;
  f.matrix[b * f.rowWords + (a >>> 4)]! |= stored << ((a & 15) << 1);
  return fact;
}

/** A ship's facts with no pair worked out yet. */
export function newSightFacts(ship: Ship): SightFacts {
  const n = ship.cells.length;
  const rowWords = (n + 15) >>> 4;
  let width = 0;
  let height = 0;
  for (const c of ship.cells) {
    width = Math.max(width, c.x + 1);
    height = Math.max(height, c.y + 1);
  }
  const kind = new Uint8Array(n);
  const own = LEVELS.map(() => new Int32Array(width * height).fill(-1));
  for (const c of ship.cells) {
    kind[c.id] = c.terrain === "door" ? DOOR : TERRAIN[c.terrain].blocksSight ? STOPS : SEE_THROUGH;
    own[LEVELS.indexOf(c.level)]![c.y * width + c.x] = c.id;
  }
  // Catwalk and floor see each other: where a plane has no cell the other one's stands in.
  const planes = LEVELS.map((level, i) => {
    const other = level === "main" ? "floor" : level === "floor" ? "main" : undefined;
    if (!other) return own[i]!;
    const fallback = own[LEVELS.indexOf(other)]!;
    return own[i]!.map((c, j) => (c >= 0 ? c : fallback[j]!));
  });
  const px = new Float64Array(n);
  const py = new Float64Array(n);
  for (const c of ship.cells) {
    px[c.id] = (c.x * Math.sqrt(3)) / 2;
    py[c.id] = c.y * 1.5;
  }
  return {
    px,
    py,
    through: new Map(),
    cells: n,
    matrix: new Uint32Array(n * rowWords),
    rowWords,
    doorFacts: new Map(),
    doorSets: [],
    doorSetIndex: new Map(),
    doorsFrom: new Array<undefined>(n).fill(undefined),
    rows: new Array<undefined>(n).fill(undefined),
    planes,
    width,
    height,
    kind,
  };
}

function compute(ship: Ship, f: SightFacts, a: number, b: number): number {
  const ca = ship.cells[a]!;
  const cb = ship.cells[b]!;
  // The two ends of a ladder or stairs see each other, whatever their levels (docs/RULES.md §5).
  if (ship.links[a]!.includes(b)) return CLEAR;
  if (ca.level !== cb.level && !sharesSpace(ca.level, cb.level)) return BLOCKED;
  // Across catwalk and floor the line is judged on the floor, from whichever end.
  const plane = f.planes[LEVELS.indexOf(ca.level === cb.level ? ca.level : "floor")]!;
  const [p, q] = ordered(ca, cb);
  const one: number[] = [];
  const up = walk(f, plane, p, q, 1, one);
  if (up && one.length === 0) return CLEAR;
  const other: number[] = [];
  const down = walk(f, plane, p, q, -1, other);
  if (down && other.length === 0) return CLEAR;
  const open = up ? (down ? [one, other] : [one]) : down ? [other] : [];
  if (open.length === 0) return BLOCKED;
  // Many pairs share the same doors: one list each.
  const key = open.map((d) => d.join(",")).join("|");
  let k = f.doorSetIndex.get(key);
  if (k === undefined) {
    k = f.doorSets.length;
    f.doorSets.push(open);
    f.doorSetIndex.set(key, k);
  }
  return DOORS + k;
}

/**
 * Walks the hexes between two cells along `walkLine(p, q, nudge)` (src/hex/line.ts, the same
 * arithmetic inlined: this is the inner loop of every first look): false if a hex stops sight,
 * else true with the doors passed in `doors`, in order. The ends are not looked at. Hexes are
 * taken from both ends inwards: what stops a line mostly stands near one end (a room's wall).
 */
function walk(f: SightFacts, plane: Int32Array, p: Hex, q: Hex, nudge: 1 | -1, doors: number[]): boolean {
  const { width, height, kind } = f;
  const n = distance(p, q);
  const e = NUDGE * nudge;
  const aq = (p.x - p.y) / 2 + e;
  const ar = p.y + 2 * e;
  const as = -(p.x - p.y) / 2 - p.y - 3 * e;
  const dq = (q.x - q.y) / 2 + e - aq;
  const dr = q.y + 2 * e - ar;
  const ds = -(q.x - q.y) / 2 - q.y - 3 * e - as;
  let found: number[] | undefined;
  for (let k = 1; k < n; k++) {
    // 1, n-1, 2, n-2, ...: every index strictly between the ends, once.
    const i = k % 2 === 1 ? (k + 1) / 2 : n - k / 2;
    const t = i / n;
    const fq = aq + dq * t;
    const fr = ar + dr * t;
    const fs = as + ds * t;
    let hq = Math.round(fq);
    let hr = Math.round(fr);
    const hs = Math.round(fs);
    const errQ = Math.abs(hq - fq);
    const errR = Math.abs(hr - fr);
    const errS = Math.abs(hs - fs);
    if (errQ > errR && errQ > errS) hq = -hr - hs;
    else if (errR > errS) hr = -hq - hs;
    const x = 2 * hq + hr + 0;
    const y = hr + 0;
    if ((x === p.x && y === p.y) || (x === q.x && y === q.y)) continue;
    const cell = x < 0 || y < 0 || x >= width || y >= height ? -1 : plane[y * width + x]!;
    if (cell < 0 || kind[cell] === STOPS) return false;
    if (kind[cell] === DOOR) (found ??= []).push(i, cell);
  }
  if (found) {
    const byIndex: [number, number][] = [];
    for (let j = 0; j < found.length; j += 2) byIndex.push([found[j]!, found[j + 1]!]);
    byIndex.sort((a, b) => a[0] - b[0]);
    for (const [, cell] of byIndex) doors.push(cell);
  }
  return true;
}
