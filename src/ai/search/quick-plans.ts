// Cheap candidate plans for the computer's turn, beside the heuristic bot's: a rush of every marker by
// the shortest route to the objective's hexes (dummies too, as decoys on the same way), and holding
// still where the side stands (in cover, waiting for the enemy to come). Made on a sandbox's seat with
// one command a step and no look at the board between steps, so far cheaper than a bot's turn.
import type { ObjectiveLine, OwnMarker, PlayerView, Seat } from "../../seat/index.js";
import type { Ship } from "../../ship/ship.js";
import { deviceIndex } from "../../ship/device-index.js";
import { findCell } from "../../ship/find-cell.js";
import { distanceField, nextStep, walkerKey, walkerOf, wayBetween, wreckCells, type Walker } from "../paths.js";
import { enemyCells } from "../plan.js";

/** Steps a marker tries in one rush at most (its move units stop it sooner). */
const STEPS = 12;

/** The hexes the side's objectives draw it to, as its view names them (none: no place to go). */
export function objectiveGoals(mine: readonly ObjectiveLine[], ship: Ship): number[] {
  const devices = deviceIndex(ship);
  const cells: number[] = [];
  for (const o of mine)
    switch (o.kind) {
      case "engines-off":
        cells.push(...devices.consoleSpots);
        break;
      case "course":
        cells.push(...devices.captainChairs, ...devices.bridgeChairs);
        break;
      case "hold":
        cells.push(...(ship.areas.get(o.area ?? "") ?? []));
        break;
      case "evacuate":
        cells.push(...devices.pods);
        break;
      case "rescue": {
        const cryo = o.at ? findCell(ship, o.at) : undefined;
        if (cryo !== undefined) cells.push(...ship.neighbours[cryo]!);
        break;
      }
      default:
        break;
    }
  return cells;
}

const whoOf = (m: OwnMarker): string => m.soldier?.name ?? String(m.number);

/**
 * Plays the rush on SEAT (a sandbox's): markers waiting outside board, those in a lock leave, and those
 * aboard walk toward the objective's hexes (or, with none, the enemy the side knows of), opening doors
 * on the way; the turn is left to the caller to end. FIELDS keeps distance fields between calls.
 */
export function rush(seat: Seat, ship: Ship, random: () => number, fields: Map<string, Float64Array>): void {
  const v: PlayerView = seat.view();
  let goals = objectiveGoals(v.objectives.mine, ship);
  if (goals.length === 0) goals = enemyCells(v);
  if (goals.length === 0) return;
  const open = new Set(v.openDoors);
  const wreck = wreckCells(ship, v.wreck);
  const fieldFor = (walker: Walker): Float64Array => {
    const key = `${walkerKey(walker)}:${goals.join(",")}`;
    let f = fields.get(key);
    if (!f) fields.set(key, (f = distanceField(ship, goals, walker)));
    return f;
  };
  // Soldiers first (they meet the objective), then dummies behind them on the same routes.
  const markers = [...v.own.filter((m) => m.soldier), ...v.own.filter((m) => !m.soldier)];
  for (const m of markers) {
    if (m.soldier && (m.soldier.morale !== "steady" || m.soldier.carried)) continue;
    const who = whoOf(m);
    if (m.where.at === "outside" && !seat.act({ verb: "board", who }).ok) continue;
    if (m.where.at === "outside" || m.where.at === "lock") {
      if (!seat.act({ verb: "leave", who }).ok) continue;
    }
    const now = m.where.at === "cell" ? m.where : seat.view().own.find((o) => o.number === m.number)?.where;
    if (now?.at !== "cell") continue;
    const walker = walkerOf(m.soldier?.armour, wreck);
    const field = fieldFor(walker);
    let at = now.cell;
    for (let step = 0; step < STEPS && field[at]! > 0; step++) {
      const next = nextStep(ship, field, at, walker, random);
      const way = next === undefined ? undefined : wayBetween(ship, at, next);
      if (next === undefined || !way) break;
      const cell = ship.cells[next]!;
      if (cell.terrain === "door" && !open.has(cell.name) && way !== "up" && way !== "down") {
        if (!seat.act({ verb: "open", who, way }).ok) break;
        open.add(cell.name);
      }
      if (!seat.act({ verb: "move", who, ways: [way] }).ok) break;
      at = next;
    }
  }
}
