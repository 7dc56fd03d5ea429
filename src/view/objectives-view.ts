// A side's own objectives and the game's result, as that side may know them: never the enemy's
// objectives, and the result only once the game is over (then both sides read the same words).
import type { GameState, Side } from "../engine/state.js";
import { describeObjective } from "../engine/victory/describe.js";
import { AT_ONCE, NO_OBJECTIVES, type ObjectiveKind } from "../engine/victory/objectives.js";

export interface ObjectivesView {
  /** What this side came for, in words, and when each counts. */
  readonly mine: readonly { readonly kind: ObjectiveKind; readonly text: string; readonly when: "at once" | "at the end" }[];
  /** Who wins when the game ends and no side has met an objective (the scenario says it to both). */
  readonly otherwise: Side | "draw";
}

export interface ResultView {
  /** The winner, or null for a draw. */
  readonly winner: Side | null;
  readonly reason: string;
}

export function objectivesView(state: GameState, side: Side): ObjectivesView {
  const objectives = state.objectives ?? NO_OBJECTIVES;
  return {
    mine: objectives[side].map((o) => ({ kind: o.kind, text: describeObjective(state.ship, o), when: AT_ONCE.has(o.kind) ? "at once" : "at the end" })),
    otherwise: objectives.otherwise,
  };
}

export function resultView(state: GameState): ResultView | null {
  return state.over && state.result ? { winner: state.result.winner, reason: state.result.reason } : null;
}

/** Names of the containers this side's own objectives speak of, by container id. */
export function cargoNames(state: GameState, side: Side): ReadonlyMap<number, string> {
  const names = new Map<number, string>();
  for (const o of (state.objectives ?? NO_OBJECTIVES)[side]) if (o.kind === "cargo") names.set(o.container, o.label);
  return names;
}
