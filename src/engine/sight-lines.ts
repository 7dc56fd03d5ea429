// What stands on the sight line between two cells, worked out once per ship: nothing, a
// wall for good, or doors that stop it while closed. Doors then cost a look-up, not a new line.
import { sightLines } from "../hex/line.js";
import { TERRAIN, type Level } from "../map/terrain.js";
import type { Ship } from "../ship/ship.js";
import { shipIndex } from "./ship-index.js";

const CLEAR = -1;
const BLOCKED = -2;

/** The cargo hold's catwalk (main) and sunken floor share one open space. */
export const sharesSpace = (a: Level, b: Level): boolean => (a === "main" && b === "floor") || (a === "floor" && b === "main");

interface Facts {
  /** Pair key -> CLEAR, BLOCKED, or an index into `doorLines`. */
  readonly pairs: Map<number, number>;
  /** For each door-dependent pair: the door cells on each line that is otherwise clear. */
  readonly doorLines: (readonly (readonly number[])[])[];
}

/** Past this many remembered pairs a ship's facts start afresh, to bound memory. */
const MAX_PAIRS = 1_500_000;
const facts = new WeakMap<Ship, Facts>();

/** Whether the line between two cells is clear, given which doors are open. */
export function lineIsClear(ship: Ship, openDoors: Readonly<Record<number, true>>, a: number, b: number): boolean {
  if (a === b) return true;
  const f = factsOf(ship);
  const key = a < b ? a * 65536 + b : b * 65536 + a;
  let fact = f.pairs.get(key);
  if (fact === undefined) {
    if (f.pairs.size >= MAX_PAIRS) {
      f.pairs.clear();
      f.doorLines.length = 0;
    }
    fact = compute(ship, f, a, b);
    f.pairs.set(key, fact);
  }
  if (fact === CLEAR) return true;
  if (fact === BLOCKED) return false;
  return f.doorLines[fact]!.some((doors) => doors.every((d) => openDoors[d] === true));
}

function factsOf(ship: Ship): Facts {
  let f = facts.get(ship);
  if (!f) facts.set(ship, (f = { pairs: new Map(), doorLines: [] }));
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
  const open: number[][] = [];
  for (const line of sightLines(ca, cb)) {
    const doors: number[] = [];
    let blocked = false;
    for (let i = 1; i < line.length - 1 && !blocked; i++) {
      const { x, y } = line[i]!;
      const cell = index.cellAt(level, x, y) ?? (other ? index.cellAt(other, x, y) : undefined);
      if (cell === undefined) blocked = true;
      else if (ship.cells[cell]!.terrain === "door") doors.push(cell);
      else if (TERRAIN[ship.cells[cell]!.terrain].blocksSight) blocked = true;
    }
    if (blocked) continue;
    if (doors.length === 0) return CLEAR;
    open.push(doors);
  }
  if (open.length === 0) return BLOCKED;
  f.doorLines.push(open);
  return f.doorLines.length - 1;
}
