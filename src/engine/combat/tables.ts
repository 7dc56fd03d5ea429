// Every number of combat, wounds and morale in one typed table; docs/RULES.md lists them all.
import type { Armour } from "../soldier-type.js";

/** A range band: up to `upTo` hexes the shot hits on a die of `hit` or more (after modifiers). */
export interface Band {
  readonly upTo: number;
  readonly hit: number;
}

export interface Weapon {
  readonly name: string;
  /** Bands from short to long; beyond the last the weapon cannot reach. */
  readonly bands: readonly Band[];
  /** Added to the effect die. */
  readonly damage: number;
}

const weapon = (name: string, damage: number, ...bands: [number, number][]): Weapon => ({
  name,
  damage,
  bands: bands.map(([upTo, hit]) => ({ upTo, hit })),
});

/** The ranged weapons rosters name (`weapon: gauss-rifle`). */
export const WEAPONS = {
  pistol: weapon("pistol", 1, [3, 3], [6, 4], [10, 5]),
  carbine: weapon("carbine", 2, [4, 3], [8, 4], [12, 5]),
  "gauss-rifle": weapon("gauss rifle", 3, [4, 3], [10, 4], [16, 5]),
  "power-gun": weapon("power gun", 4, [5, 3], [10, 4], [16, 5]),
  blaster: weapon("blaster", 3, [3, 4], [6, 5]),
  "heavy-blaster": weapon("heavy blaster", 4, [3, 4], [6, 5], [8, 6]),
  /** Pelgari: light, accurate, far-reaching. */
  "laser-rifle": weapon("laser rifle", 2, [6, 3], [12, 4], [20, 5]),
  /** Swarm Spitters: a gob of acid, short but armour-eating. */
  spit: weapon("acid spit", 3, [2, 3], [4, 4]),
} as const satisfies Record<string, Weapon>;

export type WeaponKey = keyof typeof WEAPONS;

export const isWeapon = (key: string): key is WeaponKey => Object.hasOwn(WEAPONS, key);

/** Subtracted from the effect die. */
export const ARMOUR_PROTECTION: Readonly<Record<Armour, number>> = { none: 0, battle: 1, heavy: 2, powered: 3 };

/** Effect total (die + damage - armour + modifiers): at least this kills... */
export const KILL_AT = 6;
/** ...at least this wounds; less does nothing. A wounded soldier wounded again dies. */
export const WOUND_AT = 4;

/** Whatever the modifiers, a natural 1 misses and a natural 6 hits. */
export const NATURAL_MISS = 1;
export const NATURAL_HIT = 6;

/** Close combat hits on a die + attacker's strength - defender's strength of at least this. */
export const MELEE_HIT = 4;

/** Modifiers to the to-hit die (ranged fire unless said). */
export const MOD = {
  dark: -2,
  belowdecksRanged: -1,
  floorToCatwalk: -1,
  cover: -1,
  hardToHit: -1,
  woundedAttacker: -1,
  /** To the effect die of close combat in a belowdecks passage. */
  belowdecksMeleeDamage: -1,
} as const;

/** A type that does not say. */
export const DEFAULT_CLOSE_COMBAT = 1;
export const DEFAULT_MORALE = 4;

/** A wounded soldier's move units: half, rounded down, at least this. */
export const WOUNDED_MIN_MOVE = 1;

/** A Medic next to a wounded friend heals him on a die of this or more (one try a turn). */
export const MEDIC_HEALS_ON = 3;

/** Morale: bonus of the best leader in sight (himself included). */
export const LEADER_BONUS: Readonly<Record<"low" | "medium" | "high", number>> = { low: 1, medium: 2, high: 3 };
/** Morale: bonus when a Hero is in sight (Heroes themselves never break). */
export const HERO_BONUS = 1;
/** Morale: a wounded soldier checks at this. */
export const WOUNDED_MORALE = -1;
/** Morale: a 1 always passes, a 6 always fails. */
export const MORALE_ALWAYS_PASS = 1;
export const MORALE_ALWAYS_FAIL = 6;
