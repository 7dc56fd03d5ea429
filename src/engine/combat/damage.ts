// The effect of a hit: a die plus the weapon's damage, less the armour's protection.
import type { Armour } from "../soldier-type.js";
import { ARMOUR_PROTECTION, KILL_AT, MOD, WOUND_AT } from "./tables.js";
import { total, type Modifier } from "./to-hit.js";

export type Effect = "none" | "wounded" | "killed";

export interface EffectRoll {
  readonly die: number;
  readonly mods: readonly Modifier[];
  readonly total: number;
  readonly effect: Effect;
}

export function effectOf(totalRoll: number): Effect {
  if (totalRoll >= KILL_AT) return "killed";
  if (totalRoll >= WOUND_AT) return "wounded";
  return "none";
}

/** The modifiers of an effect roll: damage (weapon, or close-combat strength), armour, belowdecks close combat. */
export function effectModifiers(
  damage: number,
  damageWhy: string,
  armour: Armour,
  belowdecksMelee: boolean,
): Modifier[] {
  const mods: Modifier[] = [{ why: damageWhy, value: damage }];
  if (ARMOUR_PROTECTION[armour] > 0) mods.push({ why: `${armour} armour`, value: -ARMOUR_PROTECTION[armour] });
  if (belowdecksMelee) mods.push({ why: "belowdecks", value: MOD.belowdecksMeleeDamage });
  return mods;
}

export function rollEffect(die: number, mods: readonly Modifier[]): EffectRoll {
  const t = die + total(mods);
  return { die, mods, total: t, effect: effectOf(t) };
}
