// The facts of what befalls a soldier (src/engine/event-facts.ts): wounds, death, healing, a Medic's
// tending, morale checks. The enemy hears of a soldier only while it sees him, by type and hex.
import type { MarkerRef } from "../events.js";
import type { ModifierFacts } from "./combat.js";

/** What hurt or healed a soldier: fire, close combat, the foul air, the auto-doc, or a Medic (by name). */
export type SoldierCause =
  { readonly by: "fire" | "melee" | "air" | "auto-doc" } | { readonly by: "medic"; readonly medic: string };

/** A soldier wounded, killed or healed. */
export interface SoldierFacts {
  /** Own refs for his side and the referee; the enemy's by type. */
  readonly marker: MarkerRef;
  /** Where (the enemy's; a death's for all). */
  readonly hex?: string;
  /** Why: his side's and the referee's. */
  readonly cause?: SoldierCause;
}

/** A Medic tending a wounded friend. */
export interface TendFacts {
  readonly marker: MarkerRef;
  /** The friend tended, the die, what it needed and whether it healed: its side's and the referee's. */
  readonly friend?: MarkerRef;
  readonly rolls?: readonly number[];
  readonly needed?: number;
  readonly healed?: boolean;
  /** The enemy's: where the Medic and his friend stand. */
  readonly hex?: string;
  readonly friendHex?: string;
}

/** Why a soldier checks morale: he is wounded, or he saw a friend (by name) fall. */
export type MoraleWhy = { readonly why: "wounded" } | { readonly why: "saw-fall"; readonly fallen: string };

/** A morale check: its reason, die, what it needed and the modifiers (his side's and the referee's). */
export interface MoraleCheck {
  readonly reason: MoraleWhy;
  readonly die: number;
  readonly needed: number;
  readonly modifiers: readonly ModifierFacts[];
}

/** A soldier's morale held or broke. */
export interface MoraleFacts {
  readonly marker: MarkerRef;
  readonly check?: MoraleCheck;
  /** Broken: the hex he will run from, and the friend he drops (by number): his side's and the referee's. */
  readonly from?: string;
  readonly dropped?: number;
  /** The enemy's: where he stands. */
  readonly hex?: string;
}

/** A broken soldier's run: frozen, running (from the enemy at `from`), stopped at a dead end, turned. */
export interface RoutFacts {
  readonly marker: MarkerRef;
  /** Where he stands (the enemy's; the dead end he stopped at, for all). */
  readonly hex?: string;
  /** The enemy's hex he runs from, or the one he met and turned from: his side's and the referee's. */
  readonly from?: string;
}

/** A broken soldier trying to rally: the die, the most it may show and the modifiers (his side's and the referee's). */
export interface RallyFacts {
  readonly marker: MarkerRef;
  readonly die?: number;
  readonly needed?: number;
  readonly modifiers?: readonly ModifierFacts[];
  /** The enemy's: where he stands. */
  readonly hex?: string;
}

/** A soldier and a friend he picks up, puts down, or (`ambush-set`) none: his side's and the referee's. */
export interface PairFacts {
  readonly marker: MarkerRef;
  readonly friend?: MarkerRef;
}

export interface SoldiersFacts {
  readonly frozen: RoutFacts;
  readonly running: RoutFacts;
  readonly stopped: RoutFacts;
  readonly turns: RoutFacts;
  readonly rallied: RallyFacts;
  readonly "still-broken": RallyFacts;
  readonly carry: PairFacts;
  readonly drop: PairFacts;
  readonly "ambush-set": PairFacts;
  readonly wounded: SoldierFacts;
  readonly killed: SoldierFacts;
  readonly healed: SoldierFacts;
  readonly tend: TendFacts;
  readonly "morale-held": MoraleFacts;
  readonly "morale-broken": MoraleFacts;
}
