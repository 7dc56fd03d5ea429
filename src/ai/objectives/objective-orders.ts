// The computer's play for the objectives met at once (evacuation, rescue, cargo out), asked before its
// tactics for each soldier: runners for the pods go round the enemy, not through him. From the side's
// own view and the odds its belief gives, like the tactics it wraps.
import type { PlayerView, Seat } from "../../seat/index.js";
import type { Ship } from "../../ship/ship.js";
import { deviceIndex } from "../../ship/device-index.js";
import { TERRAIN } from "../../map/terrain.js";
import type { Orders, Try } from "../bot.js";
import { cellOf, type Plan, type Soldier, type Task } from "../plan.js";
import { cutOffPlan } from "./cut-off.js";
import { haulOf, haulPlan, haulStep } from "./haul.js";
import { distanceField, type Walker, walkerKey, walkerOf, wayBetween, wreckCells } from "../paths.js";
import { dangerCosts, dangers, safeSteps } from "./safe-route.js";
import { rescuePlan, type TakenSleeper } from "./rescue.js";
import { settleFirst } from "./station-crew.js";

/** Hexes from the goal (a plain walk) within which the task's own play takes over (launching, waking, pushing). */
const NEAR_GOAL = 4;

export class ObjectiveOrders implements Orders {
  readonly #ship: Ship;
  readonly #odds: (label: string) => number;
  readonly #inner: Orders | undefined;
  readonly #random: () => number;
  /** Soldiers escorting a haul this turn. */
  readonly #escorts = new Set<string>();
  /** The danger costs of this turn (the orders live one turn): made once, from the turn's first view. */
  #extra: Uint8Array | undefined;
  readonly #fields = new Map<string, Float64Array>();
  /** The turn's plan as made (the station crews settle by it). */
  #plan: Plan | undefined;

  /** ODDS: the chance an enemy marker is a soldier (the belief); INNER: the orders asked otherwise (the tactics). */
  constructor(
    seat: Seat,
    odds: (label: string) => number,
    random: () => number,
    inner?: Orders,
    /** Whether a haul's escort walks the safe way to its post (off: the bot's walk, for comparison). */
    readonly safeEscort = true,
    /** The sleeper of the side's rescue, if it saw the enemy wake him (rescue.ts): the guards at his cell go after him. */
    readonly taken?: TakenSleeper,
  ) {
    this.#random = random;
    this.#ship = seat.ship;
    this.#odds = odds;
    this.#inner = inner;
  }

  plan(v: PlayerView, plan: Plan, near: (from: number, goals: readonly number[]) => number): Plan {
    // The inner orders' plan first (the hold orders', for an area held at the end), then the haul's.
    const base = this.#inner?.plan?.(v, plan, near) ?? plan;
    const hauling = haulPlan(v, this.#ship, base, near);
    // The escort of a haul (the tasks the haul plan set beside the container's way) walks the safe way too.
    if (hauling !== base)
      for (const [name, task] of hauling.tasks)
        if (task.kind === "go" && base.tasks.get(name) !== task) this.#escorts.add(name);
    this.#plan = rescuePlan(v, this.#ship, cutOffPlan(v, this.#ship, hauling, this.#odds, near), this.taken);
    return this.#plan;
  }

  act(v: PlayerView, s: Soldier, at: number, task: Task | undefined, tryCommand: Try): boolean | undefined {
    const ship = this.#ship;
    const passable = (cells: readonly number[]) => cells.filter((c) => TERRAIN[ship.cells[c]!.terrain].passable);
    // A crew at its device with every mate in place settles before it fires (station-crew.ts).
    const settled = settleFirst(v, ship, this.#plan, s, at, task, tryCommand);
    if (settled !== undefined) return settled;
    if (task?.kind === "haul") {
      const box = haulOf(v, ship)?.box;
      const far =
        box === undefined ? undefined : this.#safeWalk(v, s, at, task, passable(ship.neighbours[box]!), tryCommand);
      if (far !== undefined) return far;
      if (!s.soldier.attacked && v.enemies.some((e) => e.inSight)) {
        const fired = this.#inner?.act(v, s, at, task, tryCommand);
        if (fired === true) return true;
      }
      const pushed = haulStep(v, ship, s, at, this.#random, tryCommand);
      if (pushed !== undefined) return pushed;
    }
    if (task?.kind === "go" && this.safeEscort && this.#escorts.has(s.soldier.name)) {
      const walked = this.#safeWalk(v, s, at, task, task.goals, tryCommand);
      if (walked !== undefined) return walked;
    }
    if (task?.kind === "wake") {
      const walked = this.#safeWalk(v, s, at, task, passable(ship.neighbours[task.cryo]!), tryCommand);
      if (walked !== undefined) return walked;
    }
    if (task?.kind === "pod") {
      // The sleeper of the side's rescue: off the ship the moment he can (the bot's pod play waits for a mate).
      const sleeper = v.objectives.mine.some((o) => o.kind === "rescue" && o.sleeper === s.soldier.name);
      if (sleeper) {
        const name = s.soldier.name;
        if (deviceIndex(ship).pods.includes(at) && tryCommand(name, "launch", { verb: "launch", who: name }))
          return true;
        if (ship.airlocks.some((l) => l.exits.includes(at)) && tryCommand(name, "exit", { verb: "exit", who: name }))
          return true;
      }
      const full = new Set(
        deviceIndex(ship).pods.filter((p) => v.own.filter((m) => m.soldier && cellOf(m) === p).length >= 2),
      );
      const exits = task.locks ? ship.airlocks.flatMap((l) => l.exits) : [];
      const run = this.#safeWalk(
        v,
        s,
        at,
        task,
        [...deviceIndex(ship).pods.filter((p) => !full.has(p)), ...exits],
        tryCommand,
        sleeper ? 3 : 1,
      );
      if (run !== undefined) return run;
    }
    return this.#inner?.act(v, s, at, task, tryCommand);
  }

  /**
   * A soldier bound for GOALS (the pods, the cryo cell, the container), still far from them: fires first
   * if he can (a shot costs no move units), then steps along the way that keeps farthest from the enemy's
   * likely soldiers. Near the goals (or with nowhere to go) the task's own play takes over: undefined.
   * TRIES: how many of the ways nearer he tries when a hex is full (a woken sleeper: his mates crowd his room).
   */
  #safeWalk(
    v: PlayerView,
    s: Soldier,
    at: number,
    task: Task,
    goals: readonly number[],
    tryCommand: Try,
    tries = 1,
  ): boolean | undefined {
    const ship = this.#ship;
    const walker = walkerOf(s.soldier.armour, wreckCells(ship, v.wreck));
    if (goals.length === 0) return undefined;
    const plain = this.#field(goals, walker);
    if (!(plain[at]! > NEAR_GOAL)) return undefined;
    if (!s.soldier.attacked && v.enemies.some((e) => e.inSight)) {
      const fired = this.#inner?.act(v, s, at, task, tryCommand);
      if (fired === true) return true;
    }
    this.#extra ??= dangerCosts(ship, dangers(v, ship, this.#odds));
    const key = `safe:${walkerKey(walker)}:${goals.join(",")}`;
    let field = this.#fields.get(key);
    if (!field) this.#fields.set(key, (field = distanceField(ship, goals, walker, this.#extra)));
    const who = s.soldier.name;
    for (const next of safeSteps(ship, field, at, walker, this.#extra).slice(0, tries)) {
      const way = wayBetween(ship, at, next);
      if (!way) continue;
      const cell = ship.cells[next]!;
      if (cell.terrain === "door" && !v.openDoors.includes(cell.name)) {
        if (way !== "up" && way !== "down" && tryCommand(who, `open-${next}`, { verb: "open", who, way })) return true;
      }
      if (tryCommand(who, `move-${next}`, { verb: "move", who, ways: [way] })) return true;
    }
    // Refused (a full hex, a door it cannot open): the task's own play tries its way.
    return undefined;
  }

  #field(goals: readonly number[], walker: Walker): Float64Array {
    const key = `${walkerKey(walker)}:${goals.join(",")}`;
    let f = this.#fields.get(key);
    if (!f) this.#fields.set(key, (f = distanceField(this.#ship, goals, walker)));
    return f;
  }
}
