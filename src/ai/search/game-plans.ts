// Strength 4's plan for the whole game: which way of playing (the careful quick play, a race for the
// objective, holding where it stands, hiding) the side keeps turn after turn. Each plan is played by
// the side on every one of its side-turns of an imagined game, to the game's end or a long horizon,
// against the careful enemy (going for what it guesses he came for: enemy-aims.ts), in worlds sampled
// from its belief, and scored by how the game ends. The
// side keeps its plan unless another beats it clearly on the same worlds (hysteresis: no dithering);
// the plan's own kind of turn is then the default of the turn search (computer.ts).
import type { GamePlan, Seat } from "../../seat/index.js";
import { otherSide } from "../../sides/sides.js";
import { seededRandom } from "../random.js";
import { sample, type Belief } from "./belief.js";
import { enemyAims } from "./enemy-aims.js";
import { evaluate, type Aims } from "./evaluate.js";
import { safeChoice } from "./safe-choice.js";
import type { PlanSearch, Policy } from "./strength.js";

/** The real turn each plan's look-ahead stands for (what plays on the seat while the plan is kept). */
export const PLAN_POLICY: Readonly<Record<GamePlan, Policy>> = {
  quick: "tactics",
  race: "aim",
  hold: "hold",
  hide: "evade",
};

/** Objectives a play-out can see met (the quick policy works no console, wakes no sleeper, pushes no cargo). */
const SEEN_MET: ReadonlySet<string> = new Set(["hold", "evacuate", "exterminate"]);

/**
 * Whether a plan search can tell plans apart for SEAT's side: every objective of its own is one a
 * play-out can see met. Elsewhere it would weigh only the fight (a race for the sleeper never ends in
 * the play-outs), and the side keeps the plan it starts with.
 */
export function plannable(seat: Seat): boolean {
  return seat.view().objectives.mine.every((o) => SEEN_MET.has(o.kind));
}

/** What a plan search found: the plan to keep, the worlds that scored every plan, the engine actions spent. */
export interface PlanVerdict {
  readonly plan: GamePlan;
  readonly worlds: number;
  readonly actions: number;
  /** Each plan's mean score over those worlds (the kept plan first): for tests and the diary. */
  readonly means: Readonly<Partial<Record<GamePlan, number>>>;
}

/**
 * Plays every plan of SEARCH out from the side's turn now in sampled worlds (from BELIEF, drawn with
 * RANDOM) and returns the plan to keep: KEPT unless another is clearly better. Reads only the seat (its
 * belief, its sandboxes). TIME_UP is asked before every play-out; a world cut short does not count.
 */
export function choosePlan(
  seat: Seat,
  kept: GamePlan,
  search: PlanSearch,
  belief: Belief,
  random: () => number,
  aims: Aims,
  fields: Map<string, Float64Array>,
  timeUp: () => boolean,
): PlanVerdict {
  const order = [kept, ...search.plans.filter((p) => p !== kept)];
  const v = seat.view();
  const left = 2 * (v.turnLimit - v.turn + 1);
  const horizon = Math.max(1, Math.min(search.horizon, left));
  const scores: number[][] = order.map(() => []);
  const aimsOf = enemyAims(seat);
  let actions = 0;
  worlds: for (let w = 0; w < search.worlds; w++) {
    // The enemy's objectives guessed too, one guess a world, in turn (the same for every plan in it).
    const guess = aimsOf[w % aimsOf.length]!;
    const world = { ...sample(belief, random), objectives: guess.objectives };
    // Scored for both: the side's standing, and the enemy's toward what he was guessed to have come for.
    const theirs: Aims = { ...aims, side: otherSide(aims.side), mine: guess.lines };
    const seed = `${Math.floor(random() * 2 ** 32)}:game-plan`;
    const dice = Math.floor(random() * 2 ** 32);
    const row: number[] = [];
    for (const plan of order) {
      if (timeUp()) break worlds;
      const box = seat.imagine(world, seed);
      if (typeof box === "string") break worlds;
      const ahead = box.rollout(horizon, seededRandom(dice), true, { side: seat.side, plan });
      actions += ahead.actions;
      const them = evaluate(ahead.outcome, theirs, seat.ship, fields);
      row.push((evaluate(ahead.outcome, aims, seat.ship, fields) + 1 - them) / 2);
    }
    row.forEach((score, p) => scores[p]!.push(score));
  }
  const n = scores[0]!.length;
  const means: Partial<Record<GamePlan, number>> = {};
  order.forEach((p, i) => (means[p] = n === 0 ? 0 : scores[i]!.reduce((a, b) => a + b, 0) / n));
  return { plan: order[safeChoice(scores, search.z, search.margin)]!, worlds: n, actions, means };
}
