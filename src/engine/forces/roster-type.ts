// A soldier type as its race's roster gives it, before the boarding rules: its cost, its kind
// and the abilities of the open field that the rules of section III change aboard a ship.
import type { SoldierType } from "../soldier-type.js";

/** Vehicles and heavy weapons are barred from boarding (section III). */
export type UnitKind = "soldier" | "vehicle" | "heavy-weapon";

export interface RosterType {
  /** The roster key, e.g. "scout". */
  readonly key: string;
  readonly race: string;
  /** The fighting numbers as the roster gives them, before any boarding rule. */
  readonly base: SoldierType;
  /** What one soldier of the type costs. */
  readonly points: number;
  readonly kind: UnitKind;
  /** The race's level-2 rules: at most this many fire teams of the type. */
  readonly limit?: number;
  /** Hard to hit in the open (Colonial Seals, StarMarine Scouts): aboard the firer subtracts 1 instead. */
  readonly hardToHit?: boolean;
  /** Flies in the open: aboard it walks. */
  readonly airborne?: boolean;
  /** Hops (Swarm Hoppers) or jumps (Zrute Bounding Suits) in the open: not aboard. */
  readonly hops?: boolean;
  readonly jumps?: boolean;
  /** Digs in and clears cover in the open (Victor Sappers): not aboard. */
  readonly makesCover?: boolean;
  /** Rides a sled (Victor Sledders): aboard it moves at most SLED_HEXES_ABOARD hexes a turn. */
  readonly sled?: boolean;
}

/** A race's roster as the boarding rules read it. */
export interface RaceRoster {
  readonly race: string;
  readonly name: string;
  /** In the roster's order: the buyer prefers the types listed first. */
  readonly entries: ReadonlyMap<string, RosterType>;
}

/** Leaders, Medics and Heroes are bought one at a time; every other type in fire teams of four. */
export const isSpecialist = (t: RosterType): boolean =>
  t.base.leader !== undefined || t.base.medic === true || t.base.hero === true;
