// What a rule of the game is, one per action (the registry is src/engine/rules.ts): how the action
// is carried out in play, and before play if it may be taken while the sides deploy. Its events say
// what happened to each side that saw it (src/engine/events.ts).
import type { Deployment } from "./deploy/zones.js";
import type { Outcome } from "./outcome.js";
import type { Refusal } from "./refusal.js";
import type { GameState } from "./state.js";

export interface Rule<A extends { readonly type: string }> {
  readonly type: A["type"];
  /** The action in play. */
  play(state: GameState, action: A): Outcome;
  /**
   * Whether `play` would refuse the action, and why, without working out what it does (no new state,
   * no events): undefined if it would take it. The same checks as `play`, in the same order, so the
   * same refusal; `legal` tries every offer this way (src/engine/check-action.ts). None: `play` is run.
   */
  refusal?(state: GameState, action: A): Refusal | undefined;
  /** The action while the side deploys; none: it waits for play. */
  deploy?(state: GameState, action: A, deployment: Deployment): Outcome;
}

/** The action a rule takes. */
export type ActionOf<R> = R extends Rule<infer A> ? A : never;
