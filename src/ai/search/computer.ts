// The computer opponent: it plays its side through its seat alone, and looks ahead by determinized
// Monte Carlo (in the spirit of Cowling, Powley and Whitehouse's information-set MCTS): it samples
// guesses of the enemy's hidden markers from its belief, makes candidate plans for its turn in sandboxes
// the seat imagines (the heuristic bot's turns, a rush to the objective, holding still: quick-plans.ts),
// plays each plan out in every sampled world with a quick plain policy on both sides for a few turns
// (Sandbox.rollout: no seats or views, so many worlds are affordable), and plays the plan that scores
// best across the worlds.
import type { Command, Guess, Sandbox, Seat, Side } from "../../seat/index.js";
import { autoDeploy } from "../auto-deploy.js";
import { Bot } from "../bot.js";
import { answerCamera } from "../decoys.js";
import { seededRandom } from "../random.js";
import { believe, sample } from "./belief.js";
import { evaluate, type Aims } from "./evaluate.js";
import { rush } from "./quick-plans.js";
import { STRENGTHS, type Strength } from "./strength.js";

export interface ComputerOptions {
  /** 1, 2 or 3 (the top), or a search of one's own. */
  readonly strength: 1 | 2 | 3 | Strength;
  /** Its own stream of random numbers: a game and a seed play the same every time. */
  readonly seed: number;
  /**
   * Asked before every candidate plan but a turn's first and before every simulation: true stops the
   * thinking and the best plan so far is played (a time budget, the worker's clock; none: the strength's
   * counts). The search itself reads no clock, so a test may hand it a count of steps instead.
   */
  readonly timeUp?: () => boolean;
  /** Told as the thinking goes: simulations done of those planned. */
  readonly progress?: (done: number, of: number) => void;
}

/** What happened that the plan did not foresee: a re-think follows. */
const SURPRISES = new Set(["revealed", "fire", "melee", "killed", "bump", "dummy-removed", "shot-dummy", "hidden"]);
/** Re-thinks in one turn at most (each a whole search). */
const RETHINKS = 2;

export class Computer {
  readonly side: Side;
  readonly #seat: Seat;
  readonly #random: () => number;
  readonly #strength: Strength;
  readonly #options: ComputerOptions;
  readonly #fields = new Map<string, Float64Array>();
  /** The bots' distance fields, shared by every bot of every rollout (the same ship throughout). */
  readonly #botFields = new Map<string, Float64Array>();
  /** Simulations run in all, and the engine actions they applied (the bench and the tournament read them). */
  simulations = 0;
  simulatedActions = 0;
  /** Candidate plans made in all (each a bot turn in a sandbox; the time budget covers them too). */
  plansMade = 0;

  constructor(seat: Seat, options: ComputerOptions) {
    this.#seat = seat;
    this.side = seat.side;
    this.#options = options;
    this.#random = seededRandom(options.seed);
    this.#strength = typeof options.strength === "number" ? STRENGTHS[options.strength] : options.strength;
  }

  /** Plays the side's whole turn (the deployment, or a turn of play) and ends it; nothing when not its turn. */
  playTurn(): void {
    const seat = this.#seat;
    const mine = () => !seat.turn().over && seat.turn().toMove === this.side;
    if (!mine()) return;
    if (seat.turn().phase === "deploy") return void autoDeploy(seat, this.#random);
    // The enemy's camera waits for the side's choice before anything else (the owner chooses): a dummy
    // aboard if it has one, else its least telling soldier; the search then plans the rest of the turn.
    answerCamera(seat);
    for (let think = 0; think <= RETHINKS && mine(); think++) {
      // A re-think past the budget would make a plan anyway: the bot plays the rest of the turn at once.
      const plan = think > 0 && this.#options.timeUp?.() === true ? undefined : this.think();
      if (!plan) {
        new Bot(seat, this.#random).playTurn();
        break;
      }
      let surprised = false;
      for (const command of plan) {
        if (!mine()) break;
        const before = seat.mark();
        seat.act(command);
        if (think < RETHINKS && seat.witnessed(before).some((e) => SURPRISES.has(e.kind))) {
          surprised = true;
          break;
        }
      }
      if (!surprised) break;
    }
    // A turn the plan could not end (a refusal it did not foresee): the bot plays what is left of it.
    if (mine() && !seat.play("end").ok) new Bot(seat, this.#random).playTurn();
  }

  /**
   * The commands of the best plan found for the rest of the turn; undefined when the seat cannot imagine.
   * Anytime: the time budget (timeUp) is asked before every plan but the first and before every
   * simulation, so it covers the making of plans as well as their play-outs; the first plan (the bot's
   * turn in the first world) is always made, and is the answer until a whole world has scored every plan.
   */
  think(): readonly Command[] | undefined {
    const seat = this.#seat;
    const s = this.#strength;
    const timeUp = () => this.#options.timeUp?.() === true;
    const belief = believe(seat);
    const worlds: Guess[] = Array.from({ length: s.worlds }, () => sample(belief, this.#random));
    const seeds = worlds.map(() => `${Math.floor(this.#random() * 2 ** 32)}`);
    const plans: Command[][] = [];
    const known = new Set<string>();
    for (let i = 0; i < s.plans; i++) {
      if (i > 0 && timeUp()) break;
      const box = seat.imagine(worlds[i % worlds.length]!, `${seeds[i % seeds.length]}:plan${i}`);
      if (typeof box === "string") return undefined;
      const random = seededRandom(Math.floor(this.#random() * 2 ** 32));
      // The bot's turn first (always available), then a rush to the objective and holding still, then more bots.
      const kind = i === 1 ? "rush" : i === 2 ? "hold" : "bot";
      if (kind === "bot") new Bot(box.seat(this.side), random, this.#botFields).playTurn();
      else if (kind === "rush") rush(box.seat(this.side), seat.ship, random, this.#botFields);
      this.plansMade++;
      const plan = [...box.commands()];
      const key = JSON.stringify(plan);
      if (known.has(key)) continue;
      known.add(key);
      plans.push(plan);
    }
    if (plans.length <= 1) return plans[0];
    const v = seat.view();
    const aims: Aims = {
      side: this.side,
      mine: v.objectives.mine,
      otherwise: v.objectives.otherwise,
      turnLimit: v.turnLimit,
    };
    // Scores count only from worlds that scored every plan: a world cut short would favour the plans it reached.
    const total = plans.map(() => 0);
    let complete = 0;
    const of = worlds.length * plans.length;
    let done = 0;
    search: for (let w = 0; w < worlds.length; w++) {
      const rollout = Math.floor(this.#random() * 2 ** 32);
      const scores: number[] = [];
      for (let p = 0; p < plans.length; p++) {
        if (timeUp()) break search;
        const box = seat.imagine(worlds[w]!, seeds[w]!);
        if (typeof box === "string") return plans[0];
        scores.push(this.#playOut(box, plans[p]!, rollout, aims));
        this.simulations++;
        this.#options.progress?.(++done, of);
      }
      scores.forEach((score, p) => (total[p]! += score));
      complete++;
    }
    if (complete === 0) return plans[0];
    let best = 0;
    for (let p = 1; p < plans.length; p++) if (total[p]! > total[best]!) best = p;
    return plans[best];
  }

  /** Plays PLAN in the sandbox, then the quick policy on both sides for the strength's horizon; the score for this side. */
  #playOut(box: Sandbox, plan: readonly Command[], seed: number, aims: Aims): number {
    for (const command of plan) if (box.turn().toMove === this.side && !box.turn().over) box.play(command);
    if (!box.turn().over && box.turn().toMove === this.side) box.play("end");
    const ahead = box.rollout(this.#strength.horizon, seededRandom(seed));
    this.simulatedActions += box.actions() + ahead.actions;
    return evaluate(ahead.outcome, aims, this.#seat.ship, this.#fields);
  }
}
