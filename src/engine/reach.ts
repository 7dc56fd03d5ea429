// Every hex a piece can reach with the move units it has left, for move highlighting.
import { cheapestPaths } from "../hex/path.js";
import { abilities } from "./abilities.js";
import { stepCostFrom } from "./movement.js";
import { shipIndex } from "./ship-index.js";
import { skipTargets } from "./skip.js";
import type { GameState, Piece } from "./state.js";

/** Cell id -> the fewest move units to get there this turn (the piece's own cell at 0). */
export function reachable(state: GameState, piece: Piece): Map<number, number> {
  const result = new Map<number, number>();
  if (piece.place.at !== "cell") return result;
  const ship = state.ship;
  const can = abilities(state, piece);
  const cramped = shipIndex(ship).belowdecks;
  // A node is a cell and whether a belowdecks step has been made: cell * 2 + used.
  const start = piece.place.cell * 2 + (piece.crampedSteps > 0 ? 1 : 0);
  const next = (node: number): number[] => {
    const cell = node >> 1;
    const used = node & 1;
    const out: number[] = [];
    for (const n of ship.neighbours[cell]!) out.push(n * 2 + (used || cramped.has(cell) || cramped.has(n) ? 1 : 0));
    for (const l of ship.links[cell]!) out.push(l * 2 + used);
    if (can.skipsWalls) for (const t of skipTargets(ship, cell)) out.push(t * 2 + used);
    return out;
  };
  const cost = (from: number, to: number): number => {
    const c = stepCostFrom(state, piece, from >> 1, to >> 1, from & 1, can);
    return c.ok ? c.mu : Infinity;
  };
  const reach = cheapestPaths(start, next, cost, piece.mu);
  for (const [node, mu] of reach.cost) {
    const cell = node >> 1;
    if (mu < (result.get(cell) ?? Infinity)) result.set(cell, mu);
  }
  return result;
}

