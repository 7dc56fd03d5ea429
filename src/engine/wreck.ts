// A derelict's damage that lasts the whole game (Derelict's rules, docs/RULES.md "Wrecks"): hexes
// choked by debris, hexes breached to vacuum, doors jammed. Set at setup from the scenario's
// `condition:` block, public to both sides (the boarding parties' scans show it), never changed.
import { placeName } from "../ship/ship.js";
import { refusal, type Refusal } from "./refusal.js";
import type { SoldierType } from "./soldier-type.js";
import type { GameState } from "./state.js";

export interface Wreck {
  /** Hexes heaped with debris: no one enters them, nothing is put there; sight passes over them. */
  readonly debris: readonly number[];
  /** Hexes open to vacuum: only armoured soldiers (any armour but none) enter them; sight is unaffected. */
  readonly breached: readonly number[];
  /** Door hexes jammed as they are: no one opens or closes them, by hand or from the bridge. */
  readonly jammed: readonly number[];
}

export const NO_WRECK: Wreck = { debris: [], breached: [], jammed: [] };

export const isDebris = (state: GameState, cell: number): boolean => state.wreck?.debris.includes(cell) === true;
export const isBreached = (state: GameState, cell: number): boolean => state.wreck?.breached.includes(cell) === true;
export const isJammed = (state: GameState, door: number): boolean => state.wreck?.jammed.includes(door) === true;

/** Whether a soldier of this type may stand in vacuum: any armour seals (Derelict's rule). */
export const survivesVacuum = (type: SoldierType): boolean => type.armour !== "none";

/**
 * Why a marker may not step onto `cell` of a wreck, or undefined. A dummy is a guess of the enemy's,
 * not a body: it may go where a soldier of its side could, so it keeps out of debris only; keeping it
 * out of vacuum too would tell the enemy it is no armoured soldier.
 */
export function wreckStepRefusal(state: GameState, cell: number, type: SoldierType | undefined): Refusal | undefined {
  const bar = wreckBar(state, cell, type);
  const c = state.ship.cells[cell];
  if (!bar || !c) return undefined;
  if (bar === "debris") return refusal("blocked", `${placeName(c)} is choked with debris: no one can enter it`);
  return refusal("not-able", `${placeName(c)} is open to vacuum: ${type!.name} has no armour to survive it`);
}

/** What of a wreck keeps a marker off `cell`, as `wreckStepRefusal` says it, without the words (a path search asks it of every step). */
export function wreckBar(
  state: GameState,
  cell: number,
  type: SoldierType | undefined,
): "debris" | "vacuum" | undefined {
  if (!state.wreck || !state.ship.cells[cell]) return undefined;
  if (isDebris(state, cell)) return "debris";
  if (type && isBreached(state, cell) && !survivesVacuum(type)) return "vacuum";
  return undefined;
}

/** Why a jammed door cannot be worked, or undefined. */
export function jammedRefusal(state: GameState, door: number): Refusal | undefined {
  const c = state.ship.cells[door];
  if (!c || !isJammed(state, door)) return undefined;
  return refusal("blocked", `the door at ${placeName(c)} is jammed: it will not move`);
}
