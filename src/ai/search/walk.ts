// A marker's walk for the search's cheap candidate plans: step by step down a distance field to its
// goal, opening closed doors on the way, until it gets there or the seat refuses a step (move units).
import type { Seat } from "../../seat/index.js";
import { nextStep, wayBetween, type Walker } from "../paths.js";

/** Steps a walk tries at most (move units end it sooner). */
const STEPS = 12;

/**
 * Walks WHO (a name or marker number, moving as WALKER) from AT down FIELD (0 at the goal) on SEAT; OPEN: the doors its
 * side knows open, by name, added to as it opens them (shared by the markers of one plan).
 */
export function walkDown(
  seat: Seat,
  who: string | number,
  at: number,
  field: Float64Array,
  walker: Walker,
  open: Set<string>,
  random: () => number,
): void {
  const ship = seat.ship;
  for (let step = 0; step < STEPS && field[at]! > 0; step++) {
    const next = nextStep(ship, field, at, walker, random);
    const way = next === undefined ? undefined : wayBetween(ship, at, next);
    if (next === undefined || !way) return;
    const cell = ship.cells[next]!;
    if (cell.terrain === "door" && !open.has(cell.name) && way !== "up" && way !== "down") {
      if (!seat.act({ verb: "open", who, way }).ok) return;
      open.add(cell.name);
    }
    if (!seat.act({ verb: "move", who, ways: [way] }).ok) return;
    at = next;
  }
}
