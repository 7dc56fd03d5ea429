// What each kind of event tells an audience, as data (issue 30): one entry per event kind, every
// field the words need (src/view/words). The engine decides which audiences learn an event and what
// each one learns; it writes no words.
import type { EventKind } from "./event-kinds.js";
import type { ActionsFacts } from "./facts/actions.js";
import type { CombatFacts } from "./facts/combat.js";
import type { HiddenMovementFacts } from "./facts/hidden.js";
import type { MovesFacts } from "./facts/moves.js";
import type { SoldiersFacts } from "./facts/soldiers.js";
import type { SystemsFacts } from "./facts/systems.js";
import type { TurnsFacts } from "./facts/turns.js";
import type { Side } from "./state.js";

/** The kinds told as facts, by group (one file each under src/engine/facts/). */
export interface TypedFacts
  extends MovesFacts, ActionsFacts, CombatFacts, SoldiersFacts, HiddenMovementFacts, TurnsFacts, SystemsFacts {}

export type TypedKind = keyof TypedFacts & EventKind;

/** Every kind's facts: one entry per EventKind, no more, no fewer (checked below). */
export type Facts = TypedFacts;

// The facts name exactly the event kinds: a group that names a kind not in EVENT_KINDS does not compile.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type FactsNameEveryKind = Holds<Exactly<keyof Facts, EventKind>>;

/** What an event tells each audience: the referee always, a side only if it witnessed the event. */
export type Told<F> = { readonly referee: F } & { readonly [S in Side]?: F };

export interface EventOf<K extends EventKind> {
  readonly turn: number;
  readonly kind: K;
  readonly told: Told<Facts[K]>;
}
