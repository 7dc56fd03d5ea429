// The computer's play for the objectives judged at the end (hold an area; engines off, then the engine
// room kept): soldiers take posts in the area that cover its ways in and lie there in ambush, firing at
// what comes, instead of hunting across the ship; a side that must take the area from an enemy in it
// waits just outside, out of his lines, and goes in together when the turns left are few (in a race, the
// sleeper's room, it goes in at once).
import type { PlayerView, Seat } from "../../seat/index.js";
import { deviceIndex } from "../../ship/device-index.js";
import type { Ship } from "../../ship/ship.js";
import type { Orders, Try } from "../bot.js";
import { distanceField, hexDistance, nextStep, walkerKey, walkerOf, wayBetween, wreckCells } from "../paths.js";
import { activeSoldiers, cellOf, type Plan, type Soldier, type Task } from "../plan.js";
import type { Tactics } from "../tactics.js";
import { sleeperRoom, type TakenSleeper } from "./rescue.js";
import { areaField, rankedPosts, stagingCells, STAGE } from "./posts.js";

/** Odds above which an enemy marker in the area counts as a soldier holding it. */
const HOLDER = 0.3;
/** Turns of fighting a storming party allows itself inside the area before the game ends. */
const FIGHT_TURNS = 2;

/** The area a side plays for at the end: the hold objective's, or the engine room for engines-off. */
export function heldArea(v: PlayerView, ship: Ship): readonly number[] | undefined {
  const mine = v.objectives.mine;
  const hold = mine.find((o) => o.kind === "hold" && o.area !== undefined);
  const cells = hold
    ? ship.areas.get(hold.area!)
    : mine.some((o) => o.kind === "engines-off")
      ? engineRoom(ship)
      : undefined;
  return cells && cells.length > 0 ? cells : undefined;
}

/** The ship's area holding most of the hexes beside its engine consoles (on any ship a modder draws). */
function engineRoom(ship: Ship): readonly number[] | undefined {
  const spots = deviceIndex(ship).consoleSpots;
  let best: readonly number[] | undefined;
  let most = 0;
  for (const cells of ship.areas.values()) {
    const n = cells.filter((c) => spots.has(c)).length;
    if (n > most) [best, most] = [cells, n];
  }
  return best;
}

/**
 * The turn in which a party outside must start for the area, counted as turns left (this one included):
 * the slowest soldier's walk from the staging hexes or farther, and FIGHT_TURNS to clear it.
 */
export function stormWhen(outside: readonly { readonly d: number; readonly move: number }[]): number {
  return Math.max(0, ...outside.map((o) => Math.ceil(Math.max(o.d, STAGE.to) / o.move) + FIGHT_TURNS));
}

/** Whether the side's soldiers outside the area should go in now. */
export function storm(contested: boolean, inside: number, turnsLeft: number, when: number): boolean {
  return !contested || inside > 0 || turnsLeft <= when;
}

export class HoldOrders implements Orders {
  readonly #ship: Ship;
  readonly #tactics: Tactics;
  readonly #random: () => number;
  readonly #fields: Map<string, Float64Array>;
  /** The goals this turn of the soldiers these orders play (by name): a post, or the staging hexes. */
  readonly #goals = new Map<string, readonly number[]>();

  /**
   * AREA: the room to hold (none: the objective's, heldArea). RACE: the enemy may win by what he does in
   * it any turn (wake the sleeper and leave), so no waiting outside for the last turns: the side goes in.
   */
  constructor(
    seat: Seat,
    tactics: Tactics,
    random: () => number,
    fields: Map<string, Float64Array>,
    readonly area?: readonly number[],
    readonly race = false,
  ) {
    this.#ship = seat.ship;
    this.#tactics = tactics;
    this.#random = random;
    this.#fields = fields;
  }

  /** The bot's plan with every soldier not at a station given a post in the area, or the staging hexes. */
  plan(v: PlayerView, base: Plan): Plan {
    this.#goals.clear();
    const ship = this.#ship;
    const area = this.area ?? heldArea(v, ship);
    if (!area) return base;
    const inArea = new Set(area);
    const field = areaField(ship, area, this.#fields);
    const holders = this.#tactics.threats(v).filter((t) => t.soldier >= HOLDER && inArea.has(t.cell));
    const free = activeSoldiers(v).filter((s) => {
      const t = base.tasks.get(s.soldier.name);
      return cellOf(s) !== undefined && (t === undefined || t.kind === "go");
    });
    const inside = free.filter((s) => inArea.has(cellOf(s)!));
    const outside = free.filter((s) => !inArea.has(cellOf(s)!));
    const when = stormWhen(outside.map((s) => ({ d: field[cellOf(s)!]!, move: s.soldier.move })));
    // Engines to shut down: the crew cannot wait, so its escort goes in with it. A side the clock favours
    // needs the area only to win by it: while the enemy is in it (he must do something there to win),
    // the tactics fight him as they would; once it is clear, the side takes its posts.
    const engines = v.objectives.mine.some((o) => o.kind === "engines-off") && v.systems.engines;
    if (!engines && v.objectives.otherwise === v.side && holders.length > 0) return base;
    const go = engines || this.race || storm(holders.length > 0, inside.length, v.turnLimit - v.turn + 1, when);
    const tasks = new Map<string, Task>(base.tasks);
    const posted = go ? free : inside;
    for (const [name, post] of this.#assign(posted, rankedPosts(ship, area, this.#fields))) {
      this.#goals.set(name, [post]);
      tasks.set(name, { kind: "go", goals: [post], stay: true });
    }
    if (!go) {
      const stage = stagingCells(
        ship,
        area,
        this.#fields,
        holders.map((h) => h.cell),
      );
      for (const s of outside) {
        const goals = stage.length > 0 ? stage : area;
        this.#goals.set(s.soldier.name, goals);
        tasks.set(s.soldier.name, { kind: "go", goals, stay: true });
      }
    }
    return { tasks };
  }

  act(v: PlayerView, s: Soldier, at: number, task: Task | undefined, tryCommand: Try): boolean | undefined {
    const name = s.soldier.name;
    const fired = this.#tactics.act(v, s, at, task, tryCommand);
    const goals = this.#goals.get(name);
    if (!goals || fired === true) return fired;
    if (goals.includes(at)) {
      const fresh = s.mu === s.soldier.move && !s.soldier.attacked && !s.soldier.ambush;
      return fresh && s.soldier.weapon !== undefined
        ? tryCommand(name, "ambush", { verb: "ambush", who: name })
        : false;
    }
    return this.#step(v, s, at, goals, tryCommand);
  }

  /** Posts to soldiers: the best posts, two apart where the area allows, each to the nearest soldier left. */
  #assign(soldiers: readonly Soldier[], ranked: readonly number[]): Map<string, number> {
    const ship = this.#ship;
    const chosen: number[] = [];
    for (const p of ranked) {
      if (chosen.length >= soldiers.length) break;
      if (!chosen.some((c) => c === p || ship.neighbours[c]!.includes(p))) chosen.push(p);
    }
    for (const p of ranked) if (chosen.length < soldiers.length && !chosen.includes(p)) chosen.push(p);
    const pairs: { name: string; post: number; d: number }[] = [];
    for (const s of soldiers)
      for (const post of chosen) pairs.push({ name: s.soldier.name, post, d: hexDistance(ship, cellOf(s)!, post) });
    pairs.sort((a, b) => a.d - b.d || a.post - b.post || (a.name < b.name ? -1 : 1));
    const out = new Map<string, number>();
    const taken = new Set<number>();
    for (const p of pairs) {
      if (out.has(p.name) || taken.has(p.post)) continue;
      out.set(p.name, p.post);
      taken.add(p.post);
    }
    return out;
  }

  /** One step toward GOALS (a closed door on the way opened first); no charge at the enemy on the way. */
  #step(v: PlayerView, s: Soldier, at: number, goals: readonly number[], tryCommand: Try): boolean {
    const who = s.soldier.name;
    const walker = walkerOf(s.soldier.armour, wreckCells(this.#ship, v.wreck));
    const key = `${walkerKey(walker)}:${goals.join(",")}`;
    let field = this.#fields.get(key);
    if (!field) this.#fields.set(key, (field = distanceField(this.#ship, goals, walker)));
    const next = nextStep(this.#ship, field, at, walker, this.#random);
    const way = next === undefined ? undefined : wayBetween(this.#ship, at, next);
    if (next === undefined || !way) return false;
    const cell = this.#ship.cells[next]!;
    if (cell.terrain === "door" && !v.openDoors.includes(cell.name) && way !== "up" && way !== "down")
      return tryCommand(who, `open-${next}`, { verb: "open", who, way });
    return tryCommand(who, `move-${next}`, { verb: "move", who, ways: [way] });
  }
}

/** The hold orders over TACTICS when the side plays for an area at the end; TACTICS alone otherwise. */
export function objectiveOrders(
  seat: Seat,
  tactics: Tactics,
  random: () => number,
  fields: Map<string, Float64Array>,
  taken?: TakenSleeper,
): Orders {
  const v = seat.view();
  if (heldArea(v, seat.ship)) return new HoldOrders(seat, tactics, random, fields);
  const room = taken ? undefined : sleeperRoom(v, seat.ship);
  return room ? new HoldOrders(seat, tactics, random, fields, room, true) : tactics;
}
