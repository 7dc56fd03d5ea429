// What a piece may do when it moves. A dummy may do anything any soldier of its side could,
// so the enemy can never tell it apart by what it does.
import { livingSoldiers } from "./board.js";
import { woundedMove } from "./combat/wounds.js";
import { canClimbLadders, type SoldierType } from "./soldier-type.js";
import type { GameState, Piece, Side } from "./state.js";

export interface Abilities {
  readonly move: number;
  readonly climbsLadders: boolean;
  /** Powered armour: magnetic boots keep costs normal in zero gravity. */
  readonly magneticBoots: boolean;
  /** Move units to go up or down the cargo-hold stairs. */
  readonly stairsCost: number;
  /** Steps through a wall onto the hex beyond (src/engine/skip.ts). */
  readonly skipsWalls: boolean;
}

export const LADDER_COST = 2;
export const STAIRS_COST = 2;
export const STAIRS_COST_POWERED = 3;

export function typeAbilities(t: SoldierType): Abilities {
  return {
    move: t.move,
    climbsLadders: canClimbLadders(t),
    magneticBoots: t.armour === "powered",
    stairsCost: t.armour === "powered" ? STAIRS_COST_POWERED : STAIRS_COST,
    skipsWalls: t.skipsWalls === true,
  };
}

export function abilities(state: GameState, piece: Piece): Abilities {
  if (piece.soldier) {
    const own = typeAbilities(piece.soldier.type);
    return piece.soldier.wounded ? { ...own, move: woundedMove(own.move) } : own;
  }
  // The same for every dummy of a side: worked out once per pieces array (src/engine/memo.ts), and
  // kept from the last array while the side's living soldiers are the same (a step, a door: most actions).
  const kept = state.memo.dummies[piece.side];
  const found = kept.get(state.pieces);
  if (found) return found;
  const last = kept.last();
  if (last && sameSoldiers(last.pieces, state.pieces, piece.side)) return kept.put(state.pieces, last.value);
  return kept.put(state.pieces, sideAbilities(state, piece.side));
}

const living = (p: Piece | undefined, side: Side): boolean =>
  p !== undefined && p.side === side && p.soldier !== undefined && !p.soldier.dead && p.place.at !== "gone";

/** Whether two pieces arrays have the same living soldiers of a side, of the same types (what sideAbilities reads). */
function sameSoldiers(a: readonly Piece[], b: readonly Piece[], side: Side): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    const alive = living(x, side);
    if (alive !== living(y, side) || (alive && x!.soldier!.type !== y!.soldier!.type)) return false;
  }
  return true;
}

/** What any soldier of the side could do. */
function sideAbilities(state: GameState, side: Side): Abilities {
  const all = livingSoldiers(state, side).map((p) => typeAbilities(p.soldier!.type));
  if (all.length === 0)
    return { move: 0, climbsLadders: false, magneticBoots: false, stairsCost: STAIRS_COST, skipsWalls: false };
  return {
    move: Math.max(...all.map((a) => a.move)),
    climbsLadders: all.some((a) => a.climbsLadders),
    magneticBoots: all.some((a) => a.magneticBoots),
    stairsCost: Math.min(...all.map((a) => a.stairsCost)),
    skipsWalls: all.some((a) => a.skipsWalls),
  };
}
