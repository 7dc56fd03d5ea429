// Hitting: the range band gives the number needed on a die, modifiers are added to the die.
import { distance } from "../../hex/coords.js";
import { CARGO, type Cargo } from "../../map/terrain.js";
import { isDarkened } from "../board.js";
import type { GameState, Piece } from "../state.js";
import { coverFor } from "./cover.js";
import { closeCombatOf } from "./stats.js";
import { MOD, NATURAL_HIT, NATURAL_MISS, type Band, type Weapon } from "./tables.js";

export interface Modifier {
  readonly why: string;
  readonly value: number;
}

/** The band a range falls in, or undefined beyond the weapon's reach. Point-blank counts as 1 hex. */
export function bandFor(w: Weapon, range: number): Band | undefined {
  return w.bands.find((b) => Math.max(1, range) <= b.upTo);
}

/** Whether a die hits: natural 1 misses, natural 6 hits, else die + modifiers >= needed. */
export function hits(die: number, needed: number, mods: readonly Modifier[]): boolean {
  if (die <= NATURAL_MISS) return false;
  if (die >= NATURAL_HIT) return true;
  return die + total(mods) >= needed;
}

export const total = (mods: readonly Modifier[]): number => mods.reduce((s, m) => s + m.value, 0);

export function cellRange(state: GameState, a: number, b: number): number {
  return distance(state.ship.cells[a]!, state.ship.cells[b]!);
}

/** What affects a ranged shot, read from the board. */
export interface RangedSituation {
  readonly dark: boolean;
  readonly belowdecks: boolean;
  readonly floorToCatwalk: boolean;
  readonly cover?: Cargo;
  readonly hardToHit: boolean;
  readonly woundedFirer: boolean;
}

export function rangedSituation(state: GameState, firer: Piece, target: Piece): RangedSituation {
  const from = cellOf(firer);
  const to = cellOf(target);
  const a = state.ship.cells[from]!;
  const b = state.ship.cells[to]!;
  const cover = coverFor(state, from, target);
  return {
    dark: !state.systems.lights || isDarkened(state, from) || isDarkened(state, to),
    belowdecks: a.level === "belowdecks" || b.level === "belowdecks",
    floorToCatwalk: a.level === "floor" && b.level === "main",
    ...(cover ? { cover } : {}),
    hardToHit: target.soldier?.type.hardToHit === true,
    woundedFirer: firer.soldier?.wounded === true,
  };
}

/** The cell of a piece on the map (combat only deals with such pieces). */
export function cellOf(p: Piece): number {
  if (p.place.at !== "cell") throw new Error(`piece ${p.id} is not on the map`);
  return p.place.cell;
}

export function rangedModifiers(s: RangedSituation): Modifier[] {
  const mods: Modifier[] = [];
  if (s.dark) mods.push({ why: "dark", value: MOD.dark });
  if (s.belowdecks) mods.push({ why: "belowdecks", value: MOD.belowdecksRanged });
  if (s.floorToCatwalk) mods.push({ why: "floor to catwalk", value: MOD.floorToCatwalk });
  if (s.cover) mods.push({ why: `cover of a ${CARGO[s.cover].label}`, value: MOD.cover });
  if (s.hardToHit) mods.push({ why: "hard to hit", value: MOD.hardToHit });
  if (s.woundedFirer) mods.push({ why: "firer wounded", value: MOD.woundedAttacker });
  return mods;
}

/** Close combat: die + these >= MELEE_HIT. */
export function meleeModifiers(attacker: Piece, defender: Piece): Modifier[] {
  const a = attacker.soldier!;
  const d = defender.soldier!;
  const mods: Modifier[] = [
    { why: "strength", value: closeCombatOf(a.type) },
    { why: "enemy strength", value: -closeCombatOf(d.type) },
  ];
  if (a.wounded) mods.push({ why: "attacker wounded", value: MOD.woundedAttacker });
  return mods;
}

/** "+1 strength, -2 dark" */
export function describeMods(mods: readonly Modifier[]): string {
  return mods
    .filter((m) => m.value !== 0)
    .map((m) => `${m.value > 0 ? "+" : ""}${m.value} ${m.why}`)
    .join(", ");
}
