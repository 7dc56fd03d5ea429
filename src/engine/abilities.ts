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
  // The same for every dummy of a side: worked out once per pieces array (src/engine/memo.ts).
  const kept = state.memo.dummies[piece.side];
  return kept.get(state.pieces) ?? kept.put(state.pieces, sideAbilities(state, piece.side));
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
