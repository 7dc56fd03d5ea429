// What combat does as a side's turn begins: its ambushes end, carriers may step again,
// and its broken soldiers rally or run.
import type { GameState } from "../state.js";
import { routBroken, type Routed } from "./rout.js";
import { withPieces } from "../shapes.js";

export function combatTurnStart(state: GameState): Routed {
  const side = state.side;
  const pieces = state.pieces.map((p) => {
    if (p.side !== side) return p;
    let q = p;
    if (q.ambush) q = { ...q, ambush: false };
    if (q.carrying?.stepped) q = { ...q, carrying: { ...q.carrying, stepped: false } };
    return q;
  });
  return routBroken(withPieces(state, pieces));
}
