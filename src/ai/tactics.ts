// The computer's tactics in a fight, asked before the bot's own play for each soldier (Bot's orders):
// fire first at the likeliest soldier it can hurt most, then step back out of every enemy marker's
// line; near the enemy, peek out to fire and step back, or lie in ambush, never end a walk in the
// enemy's lines. All from the side's own view and seat (the odds come from its belief, belief.ts).
import type { PlayerView, Seat } from "../seat/index.js";
import type { Ship } from "../ship/ship.js";
import { findCell } from "../ship/find-cell.js";
import { lineIsClear } from "../ship/sight-lines.js";
import type { Orders, Try } from "./bot.js";
import {
  distanceField,
  entryCost,
  hexDistance,
  nextStep,
  walkerKey,
  walkerOf,
  wayBetween,
  wreckCells,
  type Walker,
} from "./paths.js";
import type { Soldier, Task } from "./plan.js";

/** An enemy marker on the map, and how likely it is to be a soldier (0 to 1). */
export interface Threat {
  readonly label: string;
  readonly cell: number;
  readonly soldier: number;
  readonly revealed: boolean;
  readonly wounded: boolean;
}

/** Hexes within which an enemy marker counts as near: the soldier fights rather than walks. */
const NEAR = 10;
/** Hexes within which a likely enemy soldier may come into sight next turn: a fresh soldier waits in ambush. */
const CLOSE = 6;
/** How much more a shot at the wanted marker is worth than one at another soldier. */
const WANTED = 3;
/** Steps a walk tries at most (move units end it sooner). */
const STEPS = 12;

/**
 * "skirmish": the whole of it; "aim": fire first at the target worth most, then the bot's play (no
 * stepping back or waiting); "hold": fire at what is in sight, else lie in ambush, never move.
 */
export type TacticsMode = "skirmish" | "aim" | "hold";

export class Tactics implements Orders {
  readonly #seat: Seat;
  readonly #ship: Ship;
  readonly #odds: (label: string) => number;
  readonly #mode: TacticsMode;
  readonly #random: () => number;
  readonly #fields: Map<string, Float64Array>;
  readonly #moves: (label: string) => { moved: boolean; from?: number };
  /** The side came aboard from outside (a boarding party), not a crew already in the ship. */
  readonly #hunter: boolean;

  /**
   * ODDS: the chance an enemy marker (by label, "?7") is a soldier, from the side's belief; MOVES:
   * whether it moved since the side's last turn and from where (one that stands still is not waited
   * for in ambush; one that walks elsewhere is chased).
   */
  constructor(
    seat: Seat,
    odds: (label: string) => number,
    random: () => number,
    fields: Map<string, Float64Array>,
    mode: TacticsMode = "skirmish",
    moves: (label: string) => { moved: boolean; from?: number } = () => ({ moved: true }),
    hunter = false,
    /** An enemy marker the side knows for a soldier worth most (the sleeper the enemy woke): fired at first. */
    readonly wanted?: string,
  ) {
    this.#hunter = hunter;
    this.#moves = moves;
    this.#seat = seat;
    this.#ship = seat.ship;
    this.#odds = odds;
    this.#random = random;
    this.#fields = fields;
    this.#mode = mode;
  }

  act(v: PlayerView, s: Soldier, at: number, task: Task | undefined, tryCommand: Try): boolean | undefined {
    const threats = this.threats(v);
    if (threats.length === 0) return undefined;
    const name = s.soldier.name;
    const open = this.#openDoors(v);
    const lights = v.systems.lights;
    const sees = (a: number, b: number) =>
      lights ? lineIsClear(this.#ship, open, a, b) : hexDistance(this.#ship, a, b) <= 1;
    const danger = (cell: number) => threats.reduce((d, t) => d + (sees(cell, t.cell) ? t.soldier : 0), 0);
    if (!s.soldier.attacked && this.#fire(s, at, threats, sees, tryCommand)) return true;
    const fresh = s.mu === s.soldier.move && !s.soldier.attacked && !s.soldier.ambush;
    if (this.#mode === "hold") {
      if (task?.kind === "station" || task?.kind === "haul" || task?.kind === "wake" || task?.kind === "pod")
        return undefined;
      return fresh && s.soldier.weapon !== undefined
        ? tryCommand(name, "ambush", { verb: "ambush", who: name })
        : false;
    }
    // Soldiers at work on the objective, or bound for the hexes they are to hold, keep at it (they fired
    // first if they could); so do those with no gun (they close in, the bot's charge), and every hunter
    // once the clock runs against the side (waiting would lose the game).
    if (task && (task.kind !== "go" || task.stay)) return undefined;
    if (s.soldier.weapon === undefined || this.#mode === "aim") return undefined;
    // A side that wins when time runs out and came for nothing but the fight: the enemy must get
    // somewhere to win, so its soldiers go after him (the bot's chase) rather than wait for him.
    if (this.#hunter && v.objectives.otherwise === v.side && v.objectives.mine.every((o) => o.kind === "exterminate"))
      return undefined;
    if (v.objectives.otherwise !== v.side && v.turn > v.turnLimit * 0.7) return undefined;
    // A side that loses outright when time runs out and must hold an area then: no waiting, it goes for it.
    if (
      v.objectives.otherwise !== v.side &&
      v.objectives.otherwise !== "draw" &&
      v.objectives.mine.some((o) => o.kind === "hold")
    )
      return undefined;
    // Likely enemy soldiers near that moved: if none of them came nearer, they go elsewhere (for their
    // objective): the bot's chase, no stepping back.
    const moving = threats.filter(
      (t) => t.soldier > 0.3 && this.#moves(t.label).moved && hexDistance(this.#ship, at, t.cell) <= NEAR,
    );
    const nearer = (t: Threat) => {
      const from = this.#moves(t.label).from;
      return from === undefined || hexDistance(this.#ship, at, t.cell) < hexDistance(this.#ship, at, from);
    };
    if (moving.length > 0 && !moving.some(nearer)) return undefined;
    const here = danger(at);
    if (here > 0 && s.soldier.attacked) return this.#move(v, s, at, threats, task?.goals, "retreat", tryCommand);
    const near = threats.some((t) => t.soldier > 0.15 && hexDistance(this.#ship, at, t.cell) <= NEAR);
    if (!near) return undefined;
    if (task?.goals.includes(at)) return undefined;
    if (!s.soldier.attacked) {
      const peek = this.#peek(s, at, threats, sees, danger);
      if (peek !== undefined) return this.#walk(s, at, peek, tryCommand);
    }
    // One close that came nearer: wait for him in ambush (he walks into the shot); else bound on to the
    // hex out of every enemy line that is nearest the goal.
    const close = moving.some((t) => nearer(t) && hexDistance(this.#ship, at, t.cell) <= CLOSE);
    if (fresh && close) return tryCommand(name, "ambush", { verb: "ambush", who: name });
    if (task && task.goals.length > 0 && this.#move(v, s, at, threats, task.goals, "bound", tryCommand)) return true;
    if (fresh) return tryCommand(name, "ambush", { verb: "ambush", who: name });
    return here > 0 ? this.#move(v, s, at, threats, task?.goals, "retreat", tryCommand) : false;
  }

  /** The enemy markers on the map that may be soldiers, with their odds. */
  threats(v: PlayerView): Threat[] {
    return v.enemies
      .map((e) => ({
        label: e.label,
        cell: e.cell,
        soldier: e.revealed || e.label === this.wanted ? 1 : this.#odds(e.label),
        revealed: e.revealed,
        wounded: e.wounded,
      }))
      .filter((t) => t.soldier > 0);
  }

  /** Fires at the target worth most: odds of a soldier times the chance to hit, a wounded or revealed one first. */
  #fire(
    s: Soldier,
    at: number,
    threats: readonly Threat[],
    sees: (a: number, b: number) => boolean,
    tryCommand: Try,
  ): boolean {
    const name = s.soldier.name;
    const ranked: { t: Threat; value: number; melee: boolean }[] = [];
    for (const t of threats) {
      if (!sees(at, t.cell)) continue;
      const target = t.revealed ? `${this.#ship.cells[t.cell]!.name} ${t.label}` : t.label;
      const beside = this.#ship.neighbours[at]!.includes(t.cell);
      const bonus = (t.wounded ? 1.6 : 1) * (t.revealed ? 1.2 : 1) * (t.label === this.wanted ? WANTED : 1);
      if (beside && s.soldier.closeCombat >= 2) {
        const odds = this.#seat.odds({ verb: "melee", who: name, target });
        if (odds?.ok) ranked.push({ t, value: t.soldier * bonus * ((odds.percent ?? 50) / 100) * 1.1, melee: true });
      }
      if (s.soldier.weapon === undefined) continue;
      const odds = this.#seat.odds({ verb: "fire", who: name, target });
      if (odds?.ok) ranked.push({ t, value: t.soldier * bonus * ((odds.percent ?? 50) / 100), melee: false });
    }
    ranked.sort((a, b) => b.value - a.value);
    for (const r of ranked.slice(0, 3)) {
      const target = r.t.revealed ? `${this.#ship.cells[r.t.cell]!.name} ${r.t.label}` : r.t.label;
      const verb = r.melee ? "melee" : "fire";
      if (tryCommand(`${name}@${r.t.label}`, verb, { verb, who: name, target })) return true;
    }
    return false;
  }

  /**
   * Moves S within this turn's move units (through closed doors too, counted open: a door opened on the
   * way stays open). "retreat": out of the lines of the likeliest enemy soldiers, nearest the goal of
   * those; "bound": to the hex out of every line nearest the goal, if nearer than where it stands.
   */
  #move(
    v: PlayerView,
    s: Soldier,
    at: number,
    threats: readonly Threat[],
    goals: readonly number[] | undefined,
    how: "retreat" | "bound",
    tryCommand: Try,
  ): boolean {
    if (s.mu <= 0) return false;
    const ship = this.#ship;
    const walker = this.#walker(s.soldier.armour);
    const field = goals && goals.length > 0 ? this.#field(goals, walker) : undefined;
    // Move units from AT to each cell: the field toward AT, less AT's entry, plus the cell's own. Only
    // the cells within S's move units matter (each cell's entry costs 1 at least): the field stops past
    // them, at its move units and AT's entry.
    const back = this.#near(at, walker, s.mu + entryCost(ship, at, walker));
    const cost = (c: number) => back[c]! - entryCost(ship, at, walker) + entryCost(ship, c, walker);
    const within: number[] = [];
    for (let c = 0; c < back.length; c++) if (c !== at && Number.isFinite(back[c]) && cost(c) <= s.mu) within.push(c);
    const open = { ...this.#openDoors(v) };
    for (const c of within) if (ship.cells[c]!.terrain === "door") open[c] = true;
    const lights = v.systems.lights;
    const danger = (cell: number) =>
      threats.reduce(
        (d, t) =>
          d + ((lights ? lineIsClear(ship, open, cell, t.cell) : hexDistance(ship, cell, t.cell) <= 1) ? t.soldier : 0),
        0,
      );
    const toGoal = (c: number) => (Number.isFinite(field?.[c]) ? field![c]! : 1e6);
    const score =
      how === "retreat"
        ? (c: number) => danger(c) * 100 + toGoal(c) / 50 + (c === at ? 0 : cost(c) / 200)
        : (c: number) => (c !== at && danger(c) > 0 ? Infinity : toGoal(c) + (c === at ? 0 : cost(c) / 200));
    let best = at;
    let bestScore = score(at);
    for (const c of within) {
      if (ship.cells[c]!.terrain === "door") continue;
      const sc = score(c);
      if (sc < bestScore) {
        best = c;
        bestScore = sc;
      }
    }
    if (how === "bound" && best !== at && toGoal(best) >= toGoal(at)) return false;
    return best === at ? false : this.#walk(s, at, best, tryCommand);
  }

  /** A hex within reach from which a likely soldier is in line, with a hex out of every line beside it. */
  #peek(
    s: Soldier,
    at: number,
    threats: readonly Threat[],
    sees: (a: number, b: number) => boolean,
    danger: (cell: number) => number,
  ): number | undefined {
    let best: number | undefined;
    let bestValue = 0;
    const reach = this.#seat.reach(s.number);
    for (const [cell, cost] of reach) {
      if (cost === 0 || cost > s.mu - 1) continue;
      const value = Math.max(
        0,
        ...threats.filter((t) => t.soldier >= 0.3 && sees(cell, t.cell)).map((t) => t.soldier * (t.wounded ? 1.5 : 1)),
      );
      if (value <= bestValue) continue;
      const back = this.#ship.neighbours[cell]!.some((n) => reach.has(n) && danger(n) === 0);
      if (!back) continue;
      best = cell;
      bestValue = value - danger(cell) * 0.05 - cost * 0.01;
    }
    return best;
  }

  /** Walks soldier S from AT to TO step by step (opening doors); true if it moved at all. */
  #walk(s: Soldier, at: number, to: number, tryCommand: Try): boolean {
    const who = s.soldier.name;
    const walker = this.#walker(s.soldier.armour);
    const field = this.#field([to], walker);
    let moved = false;
    const open = new Set(this.#seat.view().openDoors);
    for (let step = 0; step < STEPS && at !== to; step++) {
      const next = nextStep(this.#ship, field, at, walker, this.#random);
      const way = next === undefined ? undefined : wayBetween(this.#ship, at, next);
      if (next === undefined || !way) break;
      const cell = this.#ship.cells[next]!;
      if (cell.terrain === "door" && !open.has(cell.name) && way !== "up" && way !== "down") {
        if (!tryCommand(who, `open-${next}`, { verb: "open", who, way })) break;
        open.add(cell.name);
        moved = true;
      }
      if (!tryCommand(who, `move-${next}`, { verb: "move", who, ways: [way] })) break;
      moved = true;
      at = next;
    }
    return moved;
  }

  #openDoors(v: PlayerView): Record<number, true> {
    const open: Record<number, true> = {};
    for (const name of v.openDoors) {
      const cell = findCell(this.#ship, name);
      if (cell !== undefined) open[cell] = true;
    }
    return open;
  }

  #field(goals: readonly number[], walker: Walker): Float64Array {
    const key = `${walkerKey(walker)}:${goals.join(",")}`;
    let f = this.#fields.get(key);
    if (!f) this.#fields.set(key, (f = distanceField(this.#ship, goals, walker)));
    return f;
  }

  /** The field toward AT worked out only within LIMIT (paths.ts, distanceField), kept as the others are. */
  #near(at: number, walker: Walker, limit: number): Float64Array {
    const key = `near:${limit}:${walkerKey(walker)}:${at}`;
    let f = this.#fields.get(key);
    if (!f) this.#fields.set(key, (f = distanceField(this.#ship, [at], walker, undefined, limit)));
    return f;
  }

  /** How a soldier of this armour walks, the wreck kept off (src/ai/paths.ts). */
  #walker(armour: string): Walker {
    return walkerOf(armour, wreckCells(this.#ship, this.#seat.view().wreck));
  }
}
