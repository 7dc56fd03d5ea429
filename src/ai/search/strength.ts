// The computer's strengths: how many candidate plans, sampled worlds and side-turns of look-ahead.
// A search is fixed by these counts (tournaments); a time budget may stop it sooner (play).
import type { GamePlan } from "../../seat/index.js";

/**
 * A kind of turn the computer can play: its tactics, their aim alone (fire first at the best target,
 * then the bot's play), the bot's turn, a rush to the objective, holding in ambush, or the beginner's
 * turn (the bot's, with some soldiers hesitating: src/ai/beginner.ts); "shut" and "shut-hold": the doors
 * next to the side's markers closed first (src/ai/search/door-plans.ts), then the tactics or holding;
 * "evade": every soldier falls back out of the likely enemy soldiers' lines, as far from them as he
 * can get (src/ai/search/evade-plans.ts); "guard": soldiers to posts covering the enemy's likely goal
 * and his way there, in ambush, dummies as screens (src/ai/search/guard-plans.ts).
 */
export type Policy =
  "tactics" | "aim" | "bot" | "rush" | "hold" | "beginner" | "shut" | "shut-hold" | "evade" | "guard";

/** How a strength searches over plans: which, in how many worlds, how far, and how clear a change must be. */
export interface PlanSearch {
  readonly plans: readonly GamePlan[];
  readonly worlds: number;
  /** Side-turns played out at most (fewer when the game's turn limit comes sooner). */
  readonly horizon: number;
  /** Another plan replaces the one kept only by a mean paired gain above MARGIN and Z standard errors. */
  readonly z: number;
  readonly margin: number;
}

export interface Strength {
  /** The candidate turns in the order taken, the first the default (none: tactics, bot, rush, hold). */
  readonly policies?: readonly Policy[];
  /** Candidate plans for the turn: the bot's, a rush to the objective, holding still, then more of the bot's. */
  readonly plans: number;
  /** Determinizations: guesses of the enemy's hidden markers, each plan played out in every one. */
  readonly worlds: number;
  /** Side-turns played out by the quick policy after the plan (the enemy's reply first). */
  readonly horizon: number;
  /**
   * Anytime: sampled worlds in all, at most, while a time budget has time to spare past the counted
   * `worlds` (ComputerOptions.spare: play only; none: the counts alone).
   */
  readonly moreWorlds?: number;
  /**
   * A crew with no guns that wins when time runs out and came only to fight falls back first (evade as its
   * default, the search's other candidates its challengers): charging the enemy's guns loses it the game
   * the clock would give it (Computer's hides).
   */
  readonly hide?: boolean;
  /**
   * Guarding leads when the side sees a charge (src/ai/search/guard-goal.ts, chargedAt): several enemy
   * markers closing straight on a place he may have come for, his head within about two turns of it. The
   * play-outs' enemy only hunts, so they cannot see what a guard denies; the evidence is public.
   */
  readonly guard?: boolean;
  /** The quick policy fights from cover on both sides (src/play/rollout.ts): a truer model of a careful enemy. */
  readonly careful?: boolean;
  /** Another plan replaces the first (the tactics) only by a mean paired gain above this and z standard errors. */
  readonly margin?: number;
  readonly z?: number;
  /**
   * A plan for the whole game (src/ai/search/game-plans.ts): the side keeps one of these, each played
   * out over the rest of the game, and its kind of turn leads the candidates (none: no plan search).
   */
  readonly gamePlans?: PlanSearch;
  /**
   * Deep play-outs (a trial: src/ai/search/deep-playout.ts): the candidates re-scored in this many fresh
   * worlds (more while a budget has time to spare, up to moreWorlds) by play-outs whose enemy replies with
   * strength 3's tactics through his seat in the sandbox (none or 0: the quick play-outs alone).
   */
  readonly deep?: number;
  /** Candidates re-scored deep: the default and the best of the rest by the quick play-outs first (0: all). */
  readonly deepKeep?: number;
  /** The side's own next side-turn of a deep play-out by its tactics too (else by the quick policy). */
  readonly deepOwn?: boolean;
  /**
   * Each deep world guesses what the enemy came for (enemy-aims.ts), and scores the enemy's progress toward it
   * against the side's own (as the plan search does); else he only hunts, the imagined game's default.
   */
  readonly deepAims?: boolean;
  /** The standard errors a challenger's deep gain must clear (none: z). */
  readonly deepZ?: number;
}

/** The strengths a player may choose, 1 (a beginner) to 4 (the top). */
export type Level = 1 | 2 | 3 | 4;
/** The strength a game against the computer gets when none is given. */
export const DEFAULT_LEVEL: Level = 3;

/**
 * The search over plans for the whole game (src/ai/search/game-plans.ts), a trial of strength 4 (the
 * tournament's "4+gameplans"): each plan played out to the game's end (48 side-turns at most) in 10
 * worlds; a change of plan needs 2.4 standard errors (Bonferroni's share for three challengers, kept
 * for two). The race is left out: its real turn (the aim, then the bot's walk) is not the play-out's.
 */
export const PLAN_SEARCH: PlanSearch = {
  plans: ["quick", "hold", "hide"],
  worlds: 10,
  horizon: 48,
  z: 2.4,
  margin: 0.03,
};

// Look-ahead is the quick policy (Sandbox.rollout), cheap enough for many more worlds than the bot's turns were.
export const STRENGTHS: Readonly<Record<Level, Strength>> = {
  // 1: the beginner: the bot's turn with some soldiers hesitating each turn, for a first game.
  1: { policies: ["beginner"], plans: 1, worlds: 0, horizon: 2 },
  // 2: the heuristic bot's turn alone (today's bot), no tactics and no search.
  2: { policies: ["bot"], plans: 1, worlds: 0, horizon: 2 },
  // 3: the tactics and the objective play; another turn only when clearly better across the sampled worlds.
  3: { policies: ["tactics", "aim", "bot", "rush", "hold"], plans: 5, worlds: 10, horizon: 2 },
  // 4: the search that thinks: more candidates (the doors shut, the tactics a second time with other
  // choices), more sampled worlds and a longer look-ahead; the time budget stops it sooner in play. Seven
  // challengers to its tactics: each must clear 2.7 standard errors (2 for one challenger, Bonferroni's
  // share for seven), else the best of seven noisy estimates would replace its tactics by luck one turn
  // in six (a pilot at z 2 changed 16% of its turns). More worlds shrink the errors: more thinking finds
  // more of the real gains, never more of the lucky ones.
  4: {
    policies: ["tactics", "shut", "hold", "shut-hold", "tactics", "aim", "bot", "rush"],
    plans: 8,
    worlds: 16,
    horizon: 3,
    z: 2.7,
    // Its play-outs' enemy (and its own side in them) fights from cover, as the tactics do: one that walks
    // into every line makes holding in ambush look better than it is against a careful enemy.
    careful: true,
    hide: true,
    // A side that wins when time runs out guards the place it saw the enemy charge at (guard-plans.ts):
    // against strength 3 on those seats, 111/200 against 93/200 without it (docs/COMPUTER.md).
    guard: true,
    // Anytime: in play, up to 64 worlds while the first half of the 2 s budget lasts (the 16 alone by counts).
    moreWorlds: 64,
    // No plan for the whole game by default: the plan search (PLAN_SEARCH, the tournament's "4+gameplans")
    // was measured against this strength 4 without it and won no more games (docs/COMPUTER.md).
  },
};

/**
 * The deep play-outs' trial (the tournament's "4+deep"): the eight candidates scored by the quick
 * play-outs in the 16 worlds, the tactics and the best two others re-scored in 6 fresh worlds whose enemy
 * replies with strength 3's tactics toward aims guessed for him (scored against the side's own), the side's
 * own next turn by its tactics too; two challengers, so 2.2 standard errors (Bonferroni's share of 2 for
 * each; the fresh worlds carry no winner's curse from the first stage). Measured and not made the default
 * (docs/COMPUTER.md, "Deep play-outs").
 */
export const DEEP: Partial<Strength> = { deep: 6, deepKeep: 3, deepOwn: true, deepAims: true, deepZ: 2.2 };

/** Strength 4 at the counts a quarter second affords (the tournament's "4q": does more thinking make it stronger?). */
export const QUICK_4: Strength = { ...STRENGTHS[4], worlds: 3 };

/** Think time per turn in play, in milliseconds, by strength (3 and 4: the 2 s at most). */
export const THINK_MS: Readonly<Record<Level, number>> = { 1: 300, 2: 300, 3: 2000, 4: 2000 };

export function isStrength(n: number): n is Level {
  return n === 1 || n === 2 || n === 3 || n === 4;
}
