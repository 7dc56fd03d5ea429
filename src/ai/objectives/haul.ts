// Cargo out, the computer's way: the container's route to its air lock worked out from the side's view,
// two haulers (the unwounded nearest) taking turns at the push from the hex behind it, and the rest of
// the side escorting: standing beside the way ahead (never on it: a hex with anyone on it blocks the
// push), to shoot what comes at the haulers.
import type { ObjectiveLine, PlayerView } from "../../seat/index.js";
import type { Ship } from "../../ship/ship.js";
import { TERRAIN } from "../../map/terrain.js";
import type { Try } from "../bot.js";
import { activeSoldiers, cellOf, type Plan, type Soldier } from "../plan.js";
import { cellBeyond, distanceField, entryCost, nextStep, walkerOf, wayBetween, wreckCells } from "../paths.js";

/** Hexes of the container's way ahead that the escort stands beside. */
const AHEAD = 5;

export interface Haul {
  readonly box: number;
  readonly locks: readonly number[];
  /** The container's way to the lock, its next hex first (may be empty: no way known). */
  readonly way: readonly number[];
}

/** The side's cargo objective as its view tells it: the container where last seen and the lock hexes. */
export function haulOf(v: PlayerView, ship: Ship): Haul | undefined {
  const o: ObjectiveLine | undefined = v.objectives.mine.find((x) => x.kind === "cargo");
  const box = o && v.cargo.find((c) => c.name === o.container);
  if (!o || !box) return undefined;
  const names = o.locks ?? ship.airlocks.map((l) => l.name);
  const locks = ship.airlocks.filter((l) => names.includes(l.name)).flatMap((l) => l.cells);
  const field = boxField(v, ship, box.cell, locks);
  const way: number[] = [];
  for (let at = box.cell; way.length < 40 && field[at]! > 0;) {
    const next = ship.neighbours[at]!.filter((n) => field[n]! < field[at]!).sort((a, b) => field[a]! - field[b]!)[0];
    if (next === undefined) break;
    way.push(next);
    at = next;
  }
  return { box: box.cell, locks, way };
}

/** Cost for the container to reach the locks from every hex (other containers in the way). */
function boxField(v: PlayerView, ship: Ship, box: number, locks: readonly number[]): Float64Array {
  const others = new Set(v.cargo.filter((c) => c.cell !== box).map((c) => c.cell));
  // A container keeps off debris as anyone does; vacuum is nothing to it.
  const wreck = wreckCells(ship, v.wreck);
  return distanceField(ship, locks, {
    ladders: false,
    container: true,
    blocked: others,
    sealed: true,
    ...(wreck ? { wreck } : {}),
  });
}

/**
 * The computer's cargo plan over the bot's: the two unwounded soldiers nearest the container haul it
 * (wounded ones only if no other), every other soldier escorts beside the way ahead.
 */
export function haulPlan(
  v: PlayerView,
  ship: Ship,
  plan: Plan,
  near: (from: number, goals: readonly number[]) => number,
): Plan {
  const haul = haulOf(v, ship);
  if (!haul || haul.way.length === 0) return plan;
  const tasks = new Map(plan.tasks);
  const aboard = activeSoldiers(v).filter((s) => cellOf(s) !== undefined);
  const around = ship.neighbours[haul.box]!;
  const ranked = aboard
    .map((s) => ({ s, d: near(cellOf(s)!, around) + (s.soldier.wounded ? 8 : 0) + (s.soldier.weapon ? 0 : 4) }))
    .filter((x) => Number.isFinite(x.d))
    .sort((a, b) => a.d - b.d);
  const haulers = new Set(ranked.slice(0, 2).map((x) => x.s.soldier.name));
  const onWay = new Set([haul.box, ...haul.way]);
  const flank = [
    ...new Set(
      haul.way
        .slice(0, AHEAD)
        .flatMap((c) => ship.neighbours[c]!)
        .filter(
          (c) => !onWay.has(c) && TERRAIN[ship.cells[c]!.terrain].passable && ship.cells[c]!.terrain !== "airlock",
        ),
    ),
  ];
  for (const s of aboard) {
    const name = s.soldier.name;
    if (haulers.has(name)) tasks.set(name, { kind: "haul", cell: haul.box, locks: haul.locks });
    else if (flank.length > 0) tasks.set(name, { kind: "go", goals: flank, stay: true });
  }
  return { tasks };
}

/**
 * One action of hauler S toward the push: from the hex behind the container (on its way to the lock,
 * the hex ahead free of anyone), push; else walk there. Undefined: nothing it can do (the bot's play).
 */
export function haulStep(
  v: PlayerView,
  ship: Ship,
  s: Soldier,
  at: number,
  random: () => number,
  tryCommand: Try,
): boolean | undefined {
  const haul = haulOf(v, ship);
  if (!haul || haul.way.length === 0) return undefined;
  const who = s.soldier.name;
  const box = haul.box;
  const mates = new Set(v.own.filter((m) => m.number !== s.number && m.soldier).map(cellOf));
  const enemies = new Set(v.enemies.map((e) => e.cell));
  const anyone = new Set([...v.own.filter((m) => m.number !== s.number).map(cellOf), ...enemies]);
  const field = boxField(v, ship, box, haul.locks);
  const walker = walkerOf(s.soldier.armour, wreckCells(ship, v.wreck));
  // The container's next hex: the best one with no one on it and a hex behind the box to push from
  // (one choice for both haulers, so they do not dance round the box taking each other's places).
  const ahead = ship.neighbours[box]!.filter((n) => field[n]! < field[box]! && !anyone.has(n)).sort(
    (a, b) => field[a]! - field[b]! || a - b,
  );
  for (const next of ahead) {
    const door = ship.cells[next]!;
    if (door.terrain === "door" && !v.openDoors.includes(door.name)) {
      // A closed door in the container's way: open it from beside it.
      const way = wayBetween(ship, at, next);
      if (
        ship.neighbours[at]!.includes(next) &&
        way &&
        way !== "up" &&
        way !== "down" &&
        tryCommand(who, `open-${next}`, { verb: "open", who, way })
      )
        return true;
      const beside = ship.neighbours[next]!.filter(
        (n) => n !== box && entryCost(ship, n, walker) < Infinity && !anyone.has(n),
      );
      return walkTo(v, ship, s, at, beside, random, tryCommand);
    }
    const spot = cellBeyond(ship, next, box, box);
    if (spot === undefined || entryCost(ship, spot, walker) === Infinity || enemies.has(spot)) continue;
    if (at === spot) {
      const way = wayBetween(ship, at, box);
      if (!way || way === "up" || way === "down") continue;
      return tryCommand(who, `push-${box}`, { verb: "push", who, way }) || undefined;
    }
    // The other hauler is on the spot: he pushes; this one waits his turn beside the box.
    if (mates.has(spot)) return false;
    return walkTo(v, ship, s, at, [spot], random, tryCommand);
  }
  return undefined;
}

function walkTo(
  v: PlayerView,
  ship: Ship,
  s: Soldier,
  at: number,
  goals: readonly number[],
  random: () => number,
  tryCommand: Try,
): boolean | undefined {
  if (goals.length === 0) return undefined;
  const walker = walkerOf(s.soldier.armour, wreckCells(ship, v.wreck));
  const field = distanceField(ship, goals, walker);
  const next = nextStep(ship, field, at, walker, random);
  const way = next === undefined ? undefined : wayBetween(ship, at, next);
  if (next === undefined || !way) return undefined;
  const who = s.soldier.name;
  const cell = ship.cells[next]!;
  if (cell.terrain === "door" && !v.openDoors.includes(cell.name) && way !== "up" && way !== "down")
    return tryCommand(who, `open-${next}`, { verb: "open", who, way }) || undefined;
  return tryCommand(who, `move-${next}`, { verb: "move", who, ways: [way] }) || undefined;
}
