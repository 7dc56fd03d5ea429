// Every hex a piece can reach with the move units it has left, for move highlighting.
import { cheapestPaths } from "../hex/path.js";
import { abilities } from "./abilities.js";
import { piecesOn } from "./board.js";
import { SOLDIERS_PER_HEX, stepCost, stepCostFrom } from "./movement.js";
import { shipIndex } from "../ship/ship-index.js";
import { skipTargets } from "./skip.js";
import type { GameState, Piece } from "./state.js";

/**
 * Cell id -> the fewest move units to get there this turn (the piece's own cell at 0). PLAN: with no
 * budget and none of a turn's limits (the one belowdecks hex a turn), the costs of a route over as many
 * turns as it takes, for travel (src/play/verbs/travel.ts).
 */
export function reachable(state: GameState, piece: Piece, plan = false): Map<number, number> {
  const result = new Map<number, number>();
  if (piece.place.at !== "cell") return result;
  // A broken soldier runs on his own and a carried one goes where he is carried: neither moves himself.
  if (piece.soldier?.broken || piece.carriedBy !== undefined) return result.set(piece.place.cell, 0);
  if (piece.carrying) return carrierReach(state, piece, piece.place.cell);
  const ship = state.ship;
  const can = abilities(state, piece);
  const cramped = shipIndex(ship).belowdecks;
  // A node is a cell and whether a belowdecks step has been made: cell * 2 + used.
  const start = piece.place.cell * 2 + (piece.crampedSteps > 0 && !plan ? 1 : 0);
  const next = (node: number): number[] => {
    const cell = node >> 1;
    const used = node & 1;
    const out: number[] = [];
    for (const n of ship.neighbours[cell]!)
      out.push(n * 2 + (!plan && (used || cramped.has(cell) || cramped.has(n)) ? 1 : 0));
    for (const l of ship.links[cell]!) out.push(l * 2 + used);
    if (can.skipsWalls) for (const t of skipTargets(ship, cell)) out.push(t * 2 + used);
    return out;
  };
  const cost = (from: number, to: number): number => {
    const c = stepCostFrom(state, piece, from >> 1, to >> 1, from & 1, can);
    return c.ok ? c.mu : Infinity;
  };
  const reach = cheapestPaths(start, next, cost, plan ? Infinity : piece.mu);
  for (const [node, mu] of reach.cost) {
    const cell = node >> 1;
    if (mu < (result.get(cell) ?? Infinity)) result.set(cell, mu);
  }
  return result;
}

/** A carrier moves one hex a turn, whatever the step costs, spending all its move units (src/engine/combat/carry.ts). */
function carrierReach(state: GameState, carrier: Piece, here: number): Map<number, number> {
  const result = new Map<number, number>([[here, 0]]);
  const load = carrier.carrying!;
  if (load.stepped) return result;
  for (const to of [...state.ship.neighbours[here]!, ...state.ship.links[here]!]) {
    if (!stepCost(state, carrier, to).ok) continue;
    const others = piecesOn(state, to).filter((p) => p.soldier && p.id !== load.piece && p.id !== carrier.id);
    if (others.length + 2 <= SOLDIERS_PER_HEX) result.set(to, carrier.mu);
  }
  return result;
}
