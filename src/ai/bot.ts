// A simple headless player: sits at its side's seat, reads only that side's view, plans toward its
// objectives, and tries each command through the seat, which refuses anything illegal. Seeded, so runs repeat.
import { deviceIndex } from "../ship/device-index.js";
import type { Command, EnemyMarker, PlayerView, Seat, Side } from "../seat/index.js";
import { TERRAIN } from "../map/terrain.js";
import { placeName, type Ship } from "../ship/ship.js";
import { autoDeploy } from "./auto-deploy.js";
import { answerCamera, ownDummies, placeDecoys, scoutGoals } from "./decoys.js";
import { activeSoldiers, cellOf, makePlan, type Plan, type Soldier, type Task } from "./plan.js";
import {
  cellBeyond,
  distanceField,
  nextStep,
  walkerKey,
  walkerOf,
  wayBetween,
  wreckCells,
  type Walker,
} from "./paths.js";

/** Tries a command for a soldier (WHO) and a kind of doing (VERB): one refused is not tried again this turn. */
export type Try = (who: string, verb: string, command: Command) => boolean;

/**
 * Orders of one's own for a soldier aboard, asked before the bot's: true or false (it acted, or not),
 * undefined to leave him to the bot. The computer's tactics (src/ai/tactics.ts); the bot alone has none.
 */
export interface Orders {
  /**
   * The computer's own plan for the turn, made from the bot's (NEAR: the walking distance from a hex to
   * the nearest of some goals); none: the bot's plan as it is.
   */
  plan?(v: PlayerView, base: Plan, near: (from: number, goals: readonly number[]) => number): Plan;
  act(v: PlayerView, s: Soldier, at: number, task: Task | undefined, tryCommand: Try): boolean | undefined;
}

/** Commands a bot may try in one turn, refused ones included: a guard against a stuck loop. */
const COMMAND_BUDGET = 300;
/** Distance fields kept between turns at most (a field is a number per hex). */
const FIELDS_KEPT = 400;

export class Bot {
  readonly #explore = new Map<string, number>();
  readonly #fields: Map<string, Float64Array>;
  readonly #badPods = new Set<number>();
  /** Hexes the side has had in view, for sweeping the ship. */
  readonly #seen = new Set<number>();
  #open: number[] | undefined;
  /** Walkable hexes not yet seen, as the turn began (one distance field a turn). */
  #unseen: number[] | undefined;

  readonly side: Side;
  readonly ship: Ship;
  readonly #seat: Seat;
  readonly #orders: Orders | undefined;

  /**
   * `fields`: distance fields to share with other bots on the same ship (the computer's rollouts make
   * many bots); each depends only on the ship, its goals and the walker, so sharing changes no choice.
   * `orders`: the computer's own tactics, asked first for every soldier aboard (none: the bot's own play).
   */
  constructor(
    seat: Seat,
    readonly random: () => number,
    fields?: Map<string, Float64Array>,
    orders?: Orders,
  ) {
    this.#fields = fields ?? new Map();
    this.#orders = orders;
    this.#seat = seat;
    this.side = seat.side;
    this.ship = seat.ship;
  }

  /** Plays the side's whole turn and ends it; nothing when it is not the side's turn. */
  playTurn(): void {
    const seat = this.#seat;
    const mine = () => {
      const t = seat.turn();
      return !t.over && t.toMove === this.side;
    };
    if (!mine()) return;
    if (seat.view().phase === "deploy") return void autoDeploy(seat, this.random);
    // The enemy's camera first, before anything else; then a decoy on a soldier's hex (open table).
    answerCamera(seat);
    placeDecoys(seat, this.random);
    if (this.#fields.size > FIELDS_KEPT) this.#fields.clear();
    const banned = new Set<string>();
    let budget = COMMAND_BUDGET;
    const tryCommand: Try = (who, verb, command) => {
      if (banned.has(`${who}:${verb}`) || budget-- <= 0) return false;
      const done = seat.act(command);
      if (!done.ok) banned.add(`${who}:${verb}`);
      return done.ok;
    };
    const first = seat.view();
    for (const c of first.inView) this.#seen.add(c);
    this.#unseen = this.#walkable().filter((c) => !this.#seen.has(c));
    const near = (from: number | undefined, goals: readonly number[]) =>
      from === undefined ? Infinity : this.#field(goals, this.#walker(undefined))[from]!;
    const botPlan = makePlan(first, this.ship, this.random, (name) => this.#exploreGoal(name, first), near);
    const plan = this.#orders?.plan?.(first, botPlan, near) ?? botPlan;
    this.#bridgeOrders(first, tryCommand);
    for (let pass = 0; pass < 20 && budget > 0; pass++) {
      let progress = false;
      for (const s of activeSoldiers(seat.view())) {
        if (!mine()) return;
        const v = seat.view();
        for (const c of v.inView) this.#seen.add(c);
        const now = v.own.find((m) => m.soldier?.name === s.soldier.name) as Soldier | undefined;
        if (!now) continue;
        if (this.#act(v, now, plan, tryCommand)) progress = true;
      }
      if (!progress) break;
    }
    // Across an open table the dummies walk ahead as scouts: one met by an enemy shows what it is.
    if (first.visibility === "open") {
      for (const d of seat.view().own.filter((m) => !m.soldier && m.where.at !== "cell")) {
        if (!mine()) return;
        if (d.where.at === "outside") tryCommand(String(d.number), "board", { verb: "board", who: d.number });
        else if (d.where.at === "lock") tryCommand(String(d.number), "leave", { verb: "leave", who: d.number });
      }
      for (const d of ownDummies(seat.view())) {
        if (!mine() || budget <= 0) break;
        const goals = scoutGoals(seat.view());
        for (let step = 0; step < 8 && goals.length > 0; step++) {
          const now = ownDummies(seat.view()).find((m) => m.number === d.number);
          if (
            !now ||
            now.where.at !== "cell" ||
            !this.#walk(seat.view(), now.number, now.where.cell, goals, tryCommand)
          )
            break;
        }
      }
    }
    if (mine()) seat.act({ verb: "end" });
  }

  #act(v: PlayerView, s: Soldier, plan: Plan, tryCommand: Try): boolean {
    const name = s.soldier.name;
    if (s.where.at === "outside") return tryCommand(name, "board", { verb: "board", who: name });
    if (s.where.at === "zone") return false;
    if (s.where.at !== "cell") {
      // A lock with several ways out (the cargo hatch) needs the hex named: try each.
      const lockName = "lock" in s.where ? s.where.lock : "";
      const exits = this.ship.airlocks.find((l) => l.name === lockName)?.exits ?? [];
      if (exits.length <= 1) return tryCommand(name, "leave", { verb: "leave", who: name });
      return exits.some((e) =>
        tryCommand(`${name}@${e}`, "leave", { verb: "leave", who: name, hex: placeName(this.ship.cells[e]!) }),
      );
    }
    const at = s.where.cell;
    const own = this.#orders?.act(v, s, at, plan.tasks.get(name), tryCommand);
    if (own !== undefined) return own;
    if (!s.soldier.attacked && v.enemies.some((e) => e.inSight)) {
      // Strong in close combat (or with no gun): close in on an enemy within this turn's reach.
      if (this.#charge(v, s, at, tryCommand)) return true;
      if (this.#attack(v, s, at, tryCommand)) return true;
    }
    const task: Task = plan.tasks.get(name) ?? { kind: "go", goals: this.#exploreGoal(name, v), stay: false };
    const fresh = s.mu === s.soldier.move && !s.soldier.attacked;
    switch (task.kind) {
      case "go":
        if (task.goals.includes(at)) {
          if (task.stay && fresh && !s.soldier.ambush) return tryCommand(name, "ambush", { verb: "ambush", who: name });
          if (!task.stay) this.#explore.delete(name);
          return false;
        }
        return this.#step(v, s, at, task.goals, tryCommand);
      case "station": {
        if (task.goals.includes(at)) {
          if (!fresh || v.devices.stations.some((x) => x.hex === this.ship.cells[at]!.name)) return false;
          const on = task.on === undefined ? {} : { on: task.on };
          return tryCommand(name, "station", { verb: "station", who: name, device: task.device, ...on });
        }
        const mates = new Set(v.own.filter((m) => m.number !== s.number).map(cellOf));
        const free = task.goals.filter((g) => !mates.has(g));
        return this.#step(v, s, at, free.length > 0 ? free : task.goals, tryCommand);
      }
      case "haul":
        return this.#haul(v, s, at, task, tryCommand);
      case "wake": {
        if (this.ship.neighbours[task.cryo]!.includes(at))
          return tryCommand(name, "wake", { verb: "wake", who: name, hex: this.ship.cells[task.cryo]!.name });
        return this.#step(
          v,
          s,
          at,
          this.ship.neighbours[task.cryo]!.filter((n) => TERRAIN[this.ship.cells[n]!.terrain].passable),
          tryCommand,
        );
      }
      case "pod": {
        const exits = task.locks ? this.ship.airlocks.flatMap((l) => l.exits) : [];
        if (exits.includes(at) && tryCommand(name, "exit", { verb: "exit", who: name })) return true;
        const pods = deviceIndex(this.ship).pods.filter((p) => !this.#badPods.has(p));
        if (pods.includes(at)) {
          const mates = v.own.filter((m) => m.soldier && m.number !== s.number);
          const here = mates.some((m) => cellOf(m) === at);
          const coming = mates.some((m) => {
            const c = cellOf(m);
            return c !== undefined && !pods.includes(c) && this.#field(pods, this.#walker(undefined))[c]! <= 6;
          });
          if (here || !coming) {
            if (tryCommand(name, "launch", { verb: "launch", who: name })) return true;
            this.#badPods.add(at);
          }
          return false;
        }
        const full = new Set(pods.filter((p) => v.own.filter((m) => m.soldier && cellOf(m) === p).length >= 2));
        return this.#step(v, s, at, [...pods.filter((p) => !full.has(p)), ...exits], tryCommand);
      }
    }
  }

  #attack(v: PlayerView, s: Soldier, at: number, tryCommand: Try): boolean {
    const name = s.soldier.name;
    const d = (e: EnemyMarker) =>
      Math.abs(this.ship.cells[e.cell]!.x - this.ship.cells[at]!.x) +
      Math.abs(this.ship.cells[e.cell]!.y - this.ship.cells[at]!.y);
    const targets = v.enemies
      .filter((e) => e.inSight)
      .sort((a, b) => d(a) - d(b))
      .slice(0, 3);
    for (const e of targets) {
      const target = e.revealed ? `${e.hex} ${e.label}` : e.label;
      if (
        this.ship.neighbours[at]!.includes(e.cell) &&
        e.revealed &&
        tryCommand(name, "melee", { verb: "melee", who: name, target })
      )
        return true;
      if (tryCommand(`${name}@${e.label}`, "fire", { verb: "fire", who: name, target })) return true;
    }
    return false;
  }

  #charge(v: PlayerView, s: Soldier, at: number, tryCommand: Try): boolean {
    const strong = s.soldier.closeCombat >= 2 || s.soldier.weapon === undefined;
    if (!strong || s.soldier.carrying !== undefined) return false;
    const name = s.soldier.name;
    const seen = v.enemies.filter((e) => e.inSight);
    const near = seen.filter((e) => this.ship.neighbours[at]!.includes(e.cell));
    for (const e of near)
      if (
        tryCommand(`${name}@${e.label}`, "melee", {
          verb: "melee",
          who: name,
          target: e.revealed ? `${e.hex} ${e.label}` : e.label,
        })
      )
        return true;
    if (near.length > 0) return false;
    const around = [...new Set(seen.flatMap((e) => this.ship.neighbours[e.cell]!))];
    const field = this.#field(around, this.#walker(s.soldier.armour));
    if (field[at]! > s.mu && s.soldier.weapon !== undefined) return false;
    return this.#step(v, s, at, around, tryCommand);
  }

  #haul(v: PlayerView, s: Soldier, at: number, task: Extract<Task, { kind: "haul" }>, tryCommand: Try): boolean {
    const name = s.soldier.name;
    const box = task.cell;
    const others = new Set(v.cargo.filter((c) => c.cell !== box).map((c) => c.cell));
    // A container keeps off debris as anyone does; vacuum is nothing to it.
    const wreck = wreckCells(this.ship, v.wreck);
    const pushed = { container: true, blocked: others, sealed: true, ...(wreck ? { wreck } : {}) };
    const field = this.#cached(`box:${task.locks.join(",")}:${[...others].join(",")}`, () =>
      distanceField(this.ship, task.locks, { ladders: false, ...pushed }),
    );
    const walker: Walker = { ladders: true, ...pushed };
    const next = nextStep(this.ship, field, box, walker, this.random);
    if (next === undefined) return this.#step(v, s, at, this.ship.neighbours[box]!, tryCommand);
    const spot = cellBeyond(this.ship, next, box, box);
    if (spot === undefined) return false;
    if (at === spot) {
      const way = wayBetween(this.ship, at, box);
      if (way && way !== "up" && way !== "down" && tryCommand(name, "push", { verb: "push", who: name, way })) {
        // The container moved: the plan follows it.
        (task as { cell: number }).cell = next;
        return true;
      }
      // A closed door in the container's way: open it from beside it.
      if (this.ship.cells[next]!.terrain === "door" && !v.openDoors.includes(this.ship.cells[next]!.name)) {
        return this.#step(
          v,
          s,
          at,
          this.ship.neighbours[next]!.filter((n) => n !== box && TERRAIN[this.ship.cells[n]!.terrain].passable),
          tryCommand,
        );
      }
      return false;
    }
    return this.#step(v, s, at, [spot], tryCommand);
  }

  #step(v: PlayerView, s: Soldier, at: number, goals: readonly number[], tryCommand: Try): boolean {
    return this.#walk(v, s.soldier.name, at, goals, tryCommand, s.soldier.armour);
  }

  /** One step of marker `name` (a soldier's name, or a number) from `at` toward the goals. */
  #walk(
    v: PlayerView,
    name: string | number,
    at: number,
    goals: readonly number[],
    tryCommand: Try,
    armour?: string,
  ): boolean {
    if (goals.length === 0) return false;
    const who = String(name);
    const walker = this.#walker(armour);
    const field = this.#field(goals, walker);
    const next = nextStep(this.ship, field, at, walker, this.random);
    if (next === undefined) return false;
    const way = wayBetween(this.ship, at, next);
    if (!way) return false;
    const cell = this.ship.cells[next]!;
    if (
      cell.terrain === "door" &&
      !v.openDoors.includes(cell.name) &&
      way !== "up" &&
      way !== "down" &&
      tryCommand(who, `open-${next}`, { verb: "open", who, way })
    )
      return true;
    return tryCommand(who, "move", { verb: "move", who, ways: [way] });
  }

  #bridgeOrders(v: PlayerView, tryCommand: Try): void {
    const roll = v.devices.bridgeRoll;
    if (!roll || roll.used) return;
    // The camera costs nothing and tells what one enemy marker is.
    if (roll.result === 6) tryCommand("bridge", "camera", { verb: "bridge", order: { do: "camera" } });
    if (!v.objectives.mine.some((o) => o.kind === "course")) return;
    if (roll.result === 3 && !v.systems.moving)
      tryCommand("bridge", "start", { verb: "bridge", order: { do: "start" } });
    if (roll.result === 2 && v.systems.moving && v.systems.course !== v.side)
      tryCommand("bridge", "course", { verb: "bridge", order: { do: "course" } });
  }

  #field(goals: readonly number[], walker: Walker): Float64Array {
    return this.#cached(`${walkerKey(walker)}:${goals.join(",")}`, () => distanceField(this.ship, goals, walker));
  }

  /** How a marker of this armour walks (none: a dummy), the wreck kept off (src/ai/paths.ts). */
  #walker(armour: string | undefined): Walker {
    return walkerOf(armour, wreckCells(this.ship, this.#seat.view().wreck));
  }

  #cached(key: string, make: () => Float64Array): Float64Array {
    let f = this.#fields.get(key);
    if (!f) this.#fields.set(key, (f = make()));
    return f;
  }

  /**
   * Where to look when no enemy is known: hexes the side has not seen yet (the nearest draw the
   * soldier on), or once everything was seen, a far hex picked at random and kept until reached.
   */
  #exploreGoal(name: string, v: PlayerView): number[] {
    void v;
    const unseen = this.#unseen ?? [];
    if (unseen.length > 0 && this.random() < 0.8) return unseen;
    const kept = this.#explore.get(name);
    if (kept !== undefined) return [kept];
    const open = this.#walkable();
    const pick = open[Math.floor(this.random() * open.length)]!;
    this.#explore.set(name, pick);
    return [pick];
  }

  #walkable(): number[] {
    this.#open ??= this.ship.cells
      .filter(
        (c) => c.level === "main" && TERRAIN[c.terrain].passable && c.terrain !== "airlock" && c.terrain !== "door",
      )
      .map((c) => c.id);
    return this.#open;
  }
}
