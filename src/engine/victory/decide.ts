// How a game is decided: objectives won at once after every action; at the end (the turn
// limit, the air gone, no one left aboard) the objectives judged then; else the scenario's
// `otherwise`. The verdict ends the game with one `game-over` event, worded for each side.
import { toAll, told, type GameEvent } from "../events.js";
import type { GameOverFacts } from "../facts/turns.js";
import { done, type Outcome } from "../outcome.js";
import { SIDES, type GameState, type Side } from "../state.js";
import { met, noSoldierLeft } from "./judge.js";
import { AT_ONCE, NO_OBJECTIVES, type Objective, type ObjectiveKind, type Result } from "./objectives.js";
import { changedState } from "../shapes.js";

type Tier = (o: Objective) => boolean;

/** At-once objectives first, extermination after them: a side that got away with what it came for has not fled. */
const AT_ONCE_TIERS: readonly Tier[] = [
  (o) => AT_ONCE.has(o.kind) && o.kind !== "exterminate",
  (o) => o.kind === "exterminate",
];
const AT_END: Tier = (o) => !AT_ONCE.has(o.kind);

/** Each side's objectives of one tier, in their order. */
type TierList = Readonly<Record<Side, readonly Objective[]>>;

/** A game's objectives by tier: those won at once (in the order of AT_ONCE_TIERS), and those judged at the end. */
export interface VerdictTiers {
  readonly atOnce: readonly TierList[];
  readonly atEnd: TierList;
}

/**
 * The game's objectives sorted into the tiers once (kept in its memo: they never change in a game): the
 * verdict is asked after every action of every simulated game, and most tiers of most scenarios are empty.
 */
function tiersOf(state: GameState): VerdictTiers {
  const objectives = state.objectives ?? NO_OBJECTIVES;
  const kept = state.memo.tiers.get(objectives);
  if (kept) return kept;
  const list = (tier: Tier): TierList => ({
    blue: objectives.blue.filter(tier),
    yellow: objectives.yellow.filter(tier),
  });
  return state.memo.tiers.put(objectives, { atOnce: AT_ONCE_TIERS.map(list), atEnd: list(AT_END) });
}

function decideTier(state: GameState, tier: TierList): Result | undefined {
  if (tier.blue.length === 0 && tier.yellow.length === 0) return undefined;
  let blue: { why: string; kind: ObjectiveKind } | undefined;
  let yellow: typeof blue;
  for (const side of SIDES) {
    for (const o of tier[side]) {
      const why = met(state, side, o);
      if (why === undefined) continue;
      if (side === "blue") blue = { why, kind: o.kind };
      else yellow = { why, kind: o.kind };
      break;
    }
  }
  if (blue !== undefined && yellow !== undefined)
    return {
      winner: null,
      cause: "both-objectives",
      reason: `both sides did what they came for: ${blue.why}; ${yellow.why}`,
    };
  if (blue !== undefined) return { winner: "blue", cause: "objective", objective: blue.kind, reason: blue.why };
  return yellow !== undefined
    ? { winner: "yellow", cause: "objective", objective: yellow.kind, reason: yellow.why }
    : undefined;
}

/** The verdict while the game goes on: an at-once objective met, or no soldier of either side left. */
export function verdictNow(state: GameState): Result | undefined {
  for (const tier of tiersOf(state).atOnce) {
    const r = decideTier(state, tier);
    if (r) return r;
  }
  // No one is left to act: it ends now.
  if (noSoldierLeft(state)) return verdictAtEnd(state);
  return undefined;
}

/** The verdict when the game ends: at-once objectives, then those judged at the end, then `otherwise`. */
export function verdictAtEnd(state: GameState): Result {
  const tiers = tiersOf(state);
  for (const tier of [...tiers.atOnce, tiers.atEnd]) {
    const r = decideTier(state, tier);
    if (r) return r;
  }
  const otherwise = (state.objectives ?? NO_OBJECTIVES).otherwise;
  if (otherwise === "draw")
    return { winner: null, cause: "otherwise", reason: "no side has done what it came for: a draw" };
  return {
    winner: otherwise,
    cause: "otherwise",
    reason: `no side has done what it came for: the scenario gives the game to ${otherwise}`,
  };
}

/** The game-over event: the same result, worded for the referee, the winner and the loser. */
export function gameOverEvent(state: GameState, r: Result): GameEvent {
  const facts: GameOverFacts =
    r.winner === null ? { result: "draw", reason: r.reason } : { result: "win", side: r.winner, reason: r.reason };
  return told(state.turn, "game-over", toAll(facts));
}

/**
 * After every applied action: a game that ended (turn limit, foul air) is judged, and one still
 * going ends if an objective was won at once. Games already decided pass through.
 */
export function withVerdict(out: Outcome): Outcome {
  if (!out.ok || out.state.result) return out;
  const result = out.state.over ? verdictAtEnd(out.state) : verdictNow(out.state);
  if (!result) return out;
  const state: GameState = changedState(out.state, { over: true, result });
  return done(state, [...out.events, gameOverEvent(state, result)], out.stages);
}
