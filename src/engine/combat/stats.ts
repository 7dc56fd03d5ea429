// A soldier type's fighting numbers, with the defaults for a type that does not say.
import type { SoldierType } from "../soldier-type.js";
import { DEFAULT_CLOSE_COMBAT, DEFAULT_MORALE, isWeapon, WEAPONS, type Weapon } from "./tables.js";

export function weaponOf(t: SoldierType): Weapon | undefined {
  return t.weapon !== undefined && isWeapon(t.weapon) ? WEAPONS[t.weapon] : undefined;
}

export const closeCombatOf = (t: SoldierType): number => t.closeCombat ?? DEFAULT_CLOSE_COMBAT;

export const moraleOf = (t: SoldierType): number => t.morale ?? DEFAULT_MORALE;

/** Never checks morale: fearless races and Heroes. */
export const neverBreaks = (t: SoldierType): boolean => t.fearless === true || t.hero === true;

/** The longest range a weapon reaches, in hexes. */
export const reach = (w: Weapon): number => w.bands.at(-1)!.upTo;
