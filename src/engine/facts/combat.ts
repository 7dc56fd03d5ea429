// The facts of combat (src/engine/event-facts.ts): shots and blows with their modifiers, needed roll,
// weapon, range and dice.
import type { MarkerRef } from "../events.js";

/** A modifier to a roll, by name ("dark", "light armour", "carbine damage") and value. */
export interface ModifierFacts {
  readonly why: string;
  readonly value: number;
}

/** The roll for a hit's effect: the die, its modifiers, the total and what came of it. */
export interface EffectFacts {
  readonly die: number;
  readonly modifiers: readonly ModifierFacts[];
  readonly total: number;
  readonly effect: "none" | "wounded" | "killed";
}

/** How an attack was made: a shot in one's turn, a shot from ambush in the enemy's, a blow in close combat. */
export type AttackHow = "fire" | "ambush" | "melee";

/** An attack (`fire`, `melee`) or one at a dummy (`shot-dummy`), as each audience knows it. */
export interface AttackFacts {
  readonly how: AttackHow;
  /** The attacker: own refs for his side and the referee; the target's side knows him as shown. */
  readonly marker: MarkerRef;
  /** The target: own refs for its side and the referee; the attacker's side knows a soldier's type by the dice. */
  readonly target: MarkerRef;
  /** Where the attacker stood (the target's side). */
  readonly from?: string;
  /** The target's hex. */
  readonly hex?: string;
  /** A shot's weapon, by its id (a key of WEAPONS, as in the view and the odds), and range, in hexes. */
  readonly weapon?: string;
  readonly range?: number;
  /** What the hit roll needed, before its modifiers, and the modifiers. */
  readonly needed?: number;
  readonly modifiers?: readonly ModifierFacts[];
  /** The dice: the hit roll, then the effect's die on a hit. */
  readonly rolls?: readonly number[];
  readonly hit?: boolean;
  readonly effect?: EffectFacts;
  /** The outcome in a word: "dummy", "miss", "no effect", "wounded", "killed". */
  readonly result: string;
}

export interface CombatFacts {
  readonly fire: AttackFacts;
  readonly melee: AttackFacts;
  readonly "shot-dummy": AttackFacts;
}
