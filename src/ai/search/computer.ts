// The computer opponent: it plays its side through its seat alone. Its turn is its tactics in a fight
// (src/ai/tactics.ts: the bot's plan, with fire first, step back out of the enemy's lines, peek and
// ambush); at strengths 3 and 4 it also looks ahead by determinized Monte Carlo (in the spirit
// of Cowling, Powley and Whitehouse's information-set MCTS): it samples guesses of the enemy's hidden
// markers from its belief, makes candidate turns in sandboxes the seat imagines (its tactics, the
// heuristic bot's turn, a rush to the objective, holding in ambush; at 4 also the doors shut first),
// plays each out in every sampled world with a quick plain policy on both sides for a few turns
// (Sandbox.rollout), and plays another turn than its tactics only when it scores clearly better on the
// same worlds (safeChoice).
import type { Command, GamePlan, Guess, Sandbox, Seat, Side } from "../../seat/index.js";
import { autoDeploy } from "../auto-deploy.js";
import { Bot } from "../bot.js";
import { Hesitation } from "../beginner.js";
import { answerCamera } from "../decoys.js";
import { seededRandom } from "../random.js";
import { believe, odds, sample, type Belief } from "./belief.js";
import { deepPlayOut } from "./deep-playout.js";
import { enemyAims } from "./enemy-aims.js";
import { otherSide } from "../../sides/sides.js";
import { evaluate, type Aims } from "./evaluate.js";
import { rush } from "./quick-plans.js";
import { shutDoors } from "./door-plans.js";
import { evade } from "./evade-plans.js";
import { guard } from "./guard-plans.js";
import { chargedAt, worthGuarding } from "./guard-goal.js";
import { tacticsTurn } from "./tactics-turn.js";
import { takenSleeper, type TakenSleeper } from "../objectives/rescue.js";
import { STRENGTHS, type Policy, type Strength } from "./strength.js";
import { choosePlan, plannable, PLAN_POLICY } from "./game-plans.js";

export type { Policy } from "./strength.js";
import { safeChoice } from "./safe-choice.js";
export { safeChoice };

export interface ComputerOptions {
  /** 1 to 4 (the top), or a search of one's own. */
  readonly strength: 1 | 2 | 3 | 4 | Strength;
  /** Its own stream of random numbers: a game and a seed play the same every time. */
  readonly seed: number;
  /**
   * Asked before every candidate plan but a turn's first and before every simulation: true stops the
   * thinking and the best plan so far is played (a time budget, the worker's clock; none: the strength's
   * counts). The search itself reads no clock, so a test may hand it a count of steps instead.
   */
  readonly timeUp?: () => boolean;
  /**
   * Asked before every sampled world past the strength's counts: true while the budget has time to spare
   * for one more (play: the first half of it, so the last world and the turn itself still end within it).
   * None: the counts alone (tournaments, tests). The search grows with its think time this way.
   */
  readonly spare?: () => boolean;
}

/** The candidate turns, in the order a strength takes them unless it says: its tactics first (the default), then the rest. */
const POLICIES: readonly Policy[] = ["tactics", "bot", "rush", "hold"];

/** A choice of turn: the policy, the seed of its own choices, and the commands it made in the first world. */
export interface Choice {
  readonly policy: Policy;
  readonly seed: number;
  readonly commands: readonly Command[];
}

export class Computer {
  readonly side: Side;
  readonly #seat: Seat;
  readonly #random: () => number;
  /**
   * The deep trial's own stream (its worlds and dice): the main stream is drawn from as strength 4 draws
   * from it, so a game goes on as strength 4's until the deep scores choose another turn (paired games).
   */
  readonly #deepRandom: () => number;
  readonly #strength: Strength;
  readonly #options: ComputerOptions;
  readonly #fields = new Map<string, Float64Array>();
  /** The bots' distance fields, shared by every bot of every rollout (the same ship throughout). */
  readonly #botFields = new Map<string, Float64Array>();
  /** Simulations run in all, and the engine actions they applied (the bench and the tournament read them). */
  simulations = 0;
  simulatedActions = 0;
  /** Candidate plans made in all (each a turn in a sandbox; the time budget covers them too). */
  plansMade = 0;
  /** Sampled worlds that scored every plan, in all (the counted ones and those the spare time bought). */
  worldsScored = 0;
  /** The turns played by each policy (how often the search changed the default: the tournament reads it). */
  readonly chosen = new Map<Policy, number>();
  /** Where each enemy marker stood as the side's last turn ended (its own memory of what it saw). */
  readonly #lastSeenAt = new Map<string, number>();
  /** Where each enemy marker stood as the side's previous turn began (none: new to it, or it stood still). */
  readonly #movedFrom = new Map<string, number | undefined>();
  /** Whether the side came aboard from outside: some of its markers waited outside or in an air lock on a turn of its own. */
  #boarding = false;
  /** The sleeper of its rescue, once it saw the enemy wake him (from its witnessed events, each turn). */
  #taken: TakenSleeper | undefined;
  /**
   * The whole-game plan it keeps (strengths with a plan search; none before its first turn of play): a
   * function of its own seat's past (what it saw and imagined), so it carries no secret of the enemy's.
   */
  #plan: GamePlan | undefined;
  /**
   * The place the side last saw the enemy charge at (strengths with guard; its memory of the markers' moves
   * on the map), and whether guarding it leads this turn (it serves the side: Computer's #policies).
   */
  #guardGoal: readonly number[] | undefined;
  #guarding = false;
  /** The turns played under each whole-game plan, and the plan's changes (the tournament may read them). */
  readonly planTurns = new Map<GamePlan, number>();
  planChanges = 0;

  constructor(seat: Seat, options: ComputerOptions) {
    this.#seat = seat;
    this.side = seat.side;
    this.#options = options;
    this.#random = seededRandom(options.seed);
    this.#deepRandom = seededRandom(options.seed ^ 0x5eed_deeb);
    this.#strength = typeof options.strength === "number" ? STRENGTHS[options.strength] : options.strength;
  }

  /** Plays the side's whole turn (the deployment, or a turn of play) and ends it; nothing when not its turn. */
  playTurn(): void {
    const seat = this.#seat;
    const mine = () => !seat.turn().over && seat.turn().toMove === this.side;
    if (!mine()) return;
    if (seat.turn().phase === "deploy") return void autoDeploy(seat, this.#random);
    // The enemy's camera waits for the side's choice before anything else (the owner chooses): a dummy
    // aboard if it has one, else its least telling soldier; the search then chooses the turn.
    answerCamera(seat);
    this.#remember();
    this.#taken = takenSleeper(seat.view(), seat.ship, seat.witnessed());
    if (seat.view().own.some((m) => m.where.at === "outside" || m.where.at === "lock")) this.#boarding = true;
    this.#keepPlan();
    if (this.#strength.guard) {
      this.#guardGoal = chargedAt(seat, this.#moves, this.#botFields) ?? this.#guardGoal;
      this.#guarding = this.#guardGoal !== undefined && worthGuarding(seat, this.#guardGoal);
    }
    const choice = this.#strength.plans <= 1 ? undefined : this.think();
    const policy = choice?.policy ?? this.#policies()[0]!;
    this.chosen.set(policy, (this.chosen.get(policy) ?? 0) + 1);
    // The chosen policy plays on the real seat, looking at what each step shows (not the sandbox's commands).
    this.#play(seat, policy, choice?.seed ?? Math.floor(this.#random() * 2 ** 32), odds(believe(seat)));
    // A turn the policy could not end (a refusal it did not foresee): the bot plays what is left of it.
    if (mine() && !seat.play("end").ok) new Bot(seat, this.#random).playTurn();
  }

  /**
   * The candidate turns in order, the first the default: the strength's, but led by the kind of turn of the
   * whole-game plan it keeps (game-plans.ts), or, with no plan search, by falling back for a crew that hides.
   * As many candidates as before: the bot's turn (the one least often chosen) makes room.
   */
  #policies(): readonly Policy[] {
    const policies = this.#strength.policies ?? POLICIES;
    const lead =
      this.#plan !== undefined
        ? PLAN_POLICY[this.#plan]
        : this.#hides()
          ? "evade"
          : this.#guarding
            ? "guard"
            : undefined;
    if (lead === undefined || lead === policies[0]) return policies;
    const rest = policies.filter((p) => p !== lead);
    return [
      lead,
      ...(rest.length < policies.length
        ? rest
        : rest.includes("bot")
          ? rest.filter((p) => p !== "bot")
          : rest.slice(0, -1)),
    ];
  }

  /**
   * Whether the side is a crew that hides (the strength says so): one that came aboard on no boarding, wins
   * when time runs out, came only to fight and has no soldier with a gun (a brood of jaws against rifles):
   * charging the guns loses it the game the clock would give it. Its own knowledge alone: its view and force.
   */
  #hides(): boolean {
    if (!this.#strength.hide || this.#boarding) return false;
    const v = this.#seat.view();
    const unarmed = v.own.every((m) => !m.soldier || m.soldier.weapon === undefined);
    const onlyFight = v.objectives.mine.every((o) => o.kind === "exterminate");
    return unarmed && onlyFight && v.objectives.otherwise === this.side;
  }

  /**
   * The whole-game plan, chosen afresh each turn by the plan search (strengths with one), kept unless another
   * is clearly better: the first turn starts from hiding for a crew that hides, else from the quick play.
   */
  #keepPlan(): void {
    const search = this.#strength.gamePlans;
    if (!search) return;
    const kept = this.#plan ?? (this.#hides() ? "hide" : "quick");
    const v = this.#seat.view();
    const aims: Aims = {
      side: this.side,
      mine: v.objectives.mine,
      otherwise: v.objectives.otherwise,
      turnLimit: v.turnLimit,
    };
    const timeUp = () => this.#options.timeUp?.() === true;
    const found =
      timeUp() || !plannable(this.#seat)
        ? { plan: kept, actions: 0 }
        : choosePlan(this.#seat, kept, search, believe(this.#seat), this.#random, aims, this.#fields, timeUp);
    this.simulatedActions += found.actions;
    if (this.#plan !== undefined && found.plan !== this.#plan) this.planChanges++;
    this.#plan = found.plan;
    this.planTurns.set(found.plan, (this.planTurns.get(found.plan) ?? 0) + 1);
  }

  /**
   * Notes which enemy markers moved since the side's last turn began (or are new to it), and keeps
   * where they stand now for the next turn.
   */
  #remember(): void {
    this.#movedFrom.clear();
    const enemies = this.#seat.view().enemies;
    for (const e of enemies) {
      const was = this.#lastSeenAt.get(e.label);
      if (was !== e.cell) this.#movedFrom.set(e.label, was);
    }
    this.#lastSeenAt.clear();
    for (const e of enemies) this.#lastSeenAt.set(e.label, e.cell);
  }

  /** Whether an enemy marker moved since the side's last turn (or is new to it), and from where if known. */
  readonly #moves = (label: string): { moved: boolean; from?: number } => {
    if (!this.#movedFrom.has(label)) return { moved: false };
    const from = this.#movedFrom.get(label);
    return from === undefined ? { moved: true } : { moved: true, from };
  };

  /** Plays POLICY's turn on SEAT with its own stream from SEED (its turn ended, but for the rush and holding). */
  #play(seat: Seat, policy: Policy, seed: number, soldierOdds: (label: string) => number): void {
    const random = seededRandom(seed);
    switch (policy) {
      case "tactics":
      case "aim":
      case "hold":
        tacticsTurn(seat, policy, soldierOdds, random, this.#botFields, {
          moves: this.#moves,
          boarding: this.#boarding,
          ...(this.#taken ? { taken: this.#taken } : {}),
        });
        break;
      case "bot":
        new Bot(seat, random, this.#botFields).playTurn();
        break;
      case "beginner":
        new Bot(seat, random, this.#botFields, new Hesitation(seat, random)).playTurn();
        break;
      case "rush":
        rush(seat, seat.ship, random, this.#botFields);
        break;
      case "evade":
        evade(seat, soldierOdds, random, this.#botFields);
        break;
      case "guard":
        guard(seat, soldierOdds, this.#moves, random, this.#botFields, this.#guardGoal);
        break;
      case "shut":
      case "shut-hold":
        shutDoors(seat);
        this.#play(seat, policy === "shut" ? "tactics" : "hold", seed, soldierOdds);
        break;
    }
  }

  /**
   * The best turn found: a policy (its tactics unless another is clearly better across the sampled
   * worlds) and the commands it made in the first; undefined when the seat cannot imagine. Anytime: the
   * time budget (timeUp) is asked before every plan but the first and before every simulation, so it
   * covers the making of plans as well as their play-outs; the first plan (its tactics in the first
   * world) is always made, and is the answer until a whole world has scored every plan.
   */
  think(): Choice | undefined {
    const seat = this.#seat;
    const s = this.#strength;
    const timeUp = () => this.#options.timeUp?.() === true;
    // No guessed worlds (strengths 1 and 2): nothing to imagine, the default policy plays.
    if (s.worlds <= 0) return undefined;
    const belief = believe(seat);
    const soldierOdds = odds(belief);
    const worlds: Guess[] = Array.from({ length: s.worlds }, () => sample(belief, this.#random));
    const seeds = worlds.map(() => `${Math.floor(this.#random() * 2 ** 32)}`);
    const plans: Choice[] = [];
    const known = new Set<string>();
    for (let i = 0; i < s.plans; i++) {
      if (i > 0 && timeUp()) break;
      const box = seat.imagine(worlds[i % worlds.length]!, `${seeds[i % seeds.length]}:plan${i}`);
      if (typeof box === "string") return undefined;
      const policies = this.#policies();
      const policy = policies[i % policies.length]!;
      const seed = Math.floor(this.#random() * 2 ** 32);
      this.#play(box.seat(this.side), policy, seed, soldierOdds);
      this.plansMade++;
      const commands = [...box.commands()];
      const key = JSON.stringify(commands);
      if (known.has(key)) continue;
      known.add(key);
      plans.push({ policy, seed, commands });
    }
    if (plans.length <= 1) return plans[0];
    const v = seat.view();
    const aims: Aims = {
      side: this.side,
      mine: v.objectives.mine,
      otherwise: v.objectives.otherwise,
      turnLimit: v.turnLimit,
    };
    if ((s.deep ?? 0) > 0) return this.#thinkDeep(plans, worlds, seeds, belief, soldierOdds, aims, timeUp);
    // Scores count only from worlds that scored every plan: a world cut short would favour the plans it reached.
    const scores: number[][] = plans.map(() => []);
    // The strength's counted worlds, then (anytime) fresh ones while the budget has time to spare.
    const spare = () => this.#options.spare?.() === true && !timeUp();
    for (let w = 0; w < worlds.length || (w < (s.moreWorlds ?? 0) && spare()); w++) {
      if (w >= worlds.length) {
        worlds.push(sample(belief, this.#random));
        seeds.push(`${Math.floor(this.#random() * 2 ** 32)}`);
      }
      const world = this.#scoreWorld(plans, worlds[w]!, seeds[w]!, aims, timeUp);
      if (world === "none") return plans[0];
      if (world === "time") break;
      world.forEach((score, p) => scores[p]!.push(score));
    }
    this.worldsScored += scores[0]!.length;
    return plans[safeChoice(scores, s.z, s.margin)];
  }

  /**
   * The deep trial's choice (Strength.deep): the candidates first scored by the quick play-outs in the counted
   * worlds and pruned to the default and the best of the rest (deepKeep), then those re-scored in fresh
   * worlds by deep play-outs (deep-playout.ts: the enemy replies with strength 3's tactics through his seat
   * in the sandbox); the default unless another is clearly better there.
   */
  #thinkDeep(
    plans: readonly Choice[],
    worlds: readonly Guess[],
    seeds: readonly string[],
    belief: Belief,
    soldierOdds: (label: string) => number,
    aims: Aims,
    timeUp: () => boolean,
  ): Choice {
    const s = this.#strength;
    const keep = s.deepKeep ?? 0;
    let pool = plans;
    if (keep > 0 && keep < plans.length) {
      const quick: number[][] = plans.map(() => []);
      for (let w = 0; w < worlds.length; w++) {
        const world = this.#scoreWorld(plans, worlds[w]!, seeds[w]!, aims, timeUp);
        if (world === "none") return plans[0]!;
        if (world === "time") break;
        world.forEach((score, p) => quick[p]!.push(score));
      }
      this.worldsScored += quick[0]!.length;
      const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
      const rest = plans.map((_, p) => p).slice(1);
      rest.sort((a, b) => mean(quick[b]!) - mean(quick[a]!) || a - b);
      pool = [plans[0]!, ...rest.slice(0, keep - 1).map((p) => plans[p]!)];
    }
    const guessed = s.deepAims ? enemyAims(this.#seat) : undefined;
    const options = { horizon: s.horizon, ownTactics: s.deepOwn !== false, careful: s.careful === true };
    const memory = { boarding: this.#boarding, ...(this.#taken ? { taken: this.#taken } : {}) };
    const spare = () => this.#options.spare?.() === true && !timeUp();
    const scores: number[][] = pool.map(() => []);
    worlds: for (let w = 0; w < (s.deep ?? 0) || (w < (s.moreWorlds ?? 0) && spare()); w++) {
      const sampled = sample(belief, this.#deepRandom);
      const aimed = guessed?.[w % guessed.length];
      const world = aimed ? { ...sampled, objectives: aimed.objectives } : sampled;
      // Scored for both when the enemy's aims are guessed, as the plan search does: the side's standing, and
      // the enemy's toward what he was guessed to have come for.
      const theirs: Aims | undefined = aimed && { ...aims, side: otherSide(this.side), mine: aimed.lines };
      const seed = `${Math.floor(this.#deepRandom() * 2 ** 32)}:deep`;
      const dice = Math.floor(this.#deepRandom() * 2 ** 32);
      const row: number[] = [];
      for (const plan of pool) {
        if (timeUp()) break worlds;
        const box = this.#seat.imagine(world, seed);
        if (typeof box === "string") return pool[0]!;
        this.#replay(box, plan.commands);
        const replayed = box.actions();
        const out = deepPlayOut(box, this.side, soldierOdds, dice, this.#botFields, options, memory);
        this.simulatedActions += replayed + out.actions;
        this.simulations++;
        const mine = evaluate(out.outcome, aims, this.#seat.ship, this.#fields);
        row.push(theirs ? (mine + 1 - evaluate(out.outcome, theirs, this.#seat.ship, this.#fields)) / 2 : mine);
      }
      row.forEach((score, p) => scores[p]!.push(score));
    }
    this.worldsScored += scores[0]!.length;
    return pool[safeChoice(scores, s.deepZ ?? s.z, s.margin)]!;
  }

  /** Every plan played out in one sampled world with one look-ahead seed; "time" when the budget ran out first. */
  #scoreWorld(
    plans: readonly Choice[],
    world: Guess,
    seed: string,
    aims: Aims,
    timeUp: () => boolean,
  ): number[] | "none" | "time" {
    const rollout = Math.floor(this.#random() * 2 ** 32);
    const scores: number[] = [];
    for (const plan of plans) {
      if (timeUp()) return "time";
      const box = this.#seat.imagine(world, seed);
      if (typeof box === "string") return "none";
      scores.push(this.#playOut(box, plan.commands, rollout, aims));
      this.simulations++;
    }
    return scores;
  }

  /** Plays a candidate turn's commands in the sandbox and ends the side's turn there. */
  #replay(box: Sandbox, plan: readonly Command[]): void {
    for (const command of plan) if (box.turn().toMove === this.side && !box.turn().over) box.play(command);
    if (!box.turn().over && box.turn().toMove === this.side) box.play("end");
  }

  /** Plays PLAN in the sandbox, then the quick policy on both sides for the strength's horizon; the score for this side. */
  #playOut(box: Sandbox, plan: readonly Command[], seed: number, aims: Aims): number {
    this.#replay(box, plan);
    const ahead = box.rollout(this.#strength.horizon, seededRandom(seed), this.#strength.careful === true);
    this.simulatedActions += box.actions() + ahead.actions;
    return evaluate(ahead.outcome, aims, this.#seat.ship, this.#fields);
  }
}
