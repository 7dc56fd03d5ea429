// What stands on the sight line between two cells, worked out once per ship: nothing, a
// wall for good, or doors that stop it while closed. Doors then cost a look-up, not a new line.
import { ordered, walkLine } from "../hex/line.js";
import { TERRAIN, type Level } from "../map/terrain.js";
import type { Ship } from "../ship/ship.js";
import { shipIndex } from "./ship-index.js";

// A pair's fact: 0 not yet known, 1 clear, 2 blocked, 3 + k door-dependent (doorLines[k]).
const UNKNOWN = 0;
const CLEAR = 1;
const BLOCKED = 2;
const DOORS = 3;

/** The cargo hold's catwalk (main) and sunken floor share one open space. */
export const sharesSpace = (a: Level, b: Level): boolean => (a === "main" && b === "floor") || (a === "floor" && b === "main");

interface Facts {
  /** One row per lower cell id, made when first needed: facts about each higher cell. */
  readonly rows: (Int32Array | undefined)[];
  /** For each door-dependent pair: the door cells on each line that is otherwise clear. */
  readonly doorLines: (readonly (readonly number[])[])[];
}

const facts = new WeakMap<Ship, Facts>();

/** Whether the line between two cells is clear, given which doors are open. */
export function lineIsClear(ship: Ship, openDoors: Readonly<Record<number, true>>, a: number, b: number): boolean {
  if (a === b) return true;
  const f = factsOf(ship);
  const [lo, hi] = a < b ? [a, b] : [b, a];
  let row = f.rows[lo];
  if (!row) row = f.rows[lo] = new Int32Array(ship.cells.length);
  let fact = row[hi]!;
  if (fact === UNKNOWN) fact = row[hi] = compute(ship, f, lo, hi);
  if (fact === CLEAR) return true;
  if (fact === BLOCKED) return false;
  return f.doorLines[fact - DOORS]!.some((doors) => doors.every((d) => openDoors[d] === true));
}

function factsOf(ship: Ship): Facts {
  let f = facts.get(ship);
  if (!f) facts.set(ship, (f = { rows: [], doorLines: [] }));
  return f;
}

function compute(ship: Ship, f: Facts, a: number, b: number): number {
  const ca = ship.cells[a]!;
  const cb = ship.cells[b]!;
  if (ca.level !== cb.level && !sharesSpace(ca.level, cb.level)) return BLOCKED;
  const index = shipIndex(ship);
  // Across catwalk and floor the line is judged on the floor, from whichever end.
  const level: Level = ca.level === cb.level ? ca.level : "floor";
  const other: Level | undefined = level === "main" ? "floor" : level === "floor" ? "main" : undefined;
  const [p, q] = ordered(ca, cb);
  const open: number[][] = [];
  for (const nudge of [1, -1] as const) {
    const doors: number[] = [];
    let blocked = false;
    walkLine(p, q, nudge, (x, y) => {
      if ((x === p.x && y === p.y) || (x === q.x && y === q.y)) return true;
      const cell = index.cellAt(level, x, y) ?? (other ? index.cellAt(other, x, y) : undefined);
      if (cell === undefined) blocked = true;
      else if (ship.cells[cell]!.terrain === "door") doors.push(cell);
      else if (TERRAIN[ship.cells[cell]!.terrain].blocksSight) blocked = true;
      return !blocked;
    });
    if (blocked) continue;
    if (doors.length === 0) return CLEAR;
    open.push(doors);
  }
  if (open.length === 0) return BLOCKED;
  f.doorLines.push(open);
  return DOORS + f.doorLines.length - 1;
}
