// Every hex a piece can reach with the move units it has left, for move highlighting.
import { MinHeap } from "../hex/min-heap.js";
import { TERRAIN } from "../map/terrain.js";
import { abilities } from "./abilities.js";
import { piecesOn } from "./board.js";
import { SOLDIERS_PER_HEX, stepCost, stepMu } from "./movement.js";
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
  // Dijkstra over nodes cell * 2 + used (whether a belowdecks step has been made), costs by node in an
  // array: `legal` works out every marker's reach over the whole ship. The nodes are taken and pushed
  // in the order src/hex/path.ts (cheapestPaths) takes them, so the reach and its order are the same.
  const start = piece.place.cell * 2 + (piece.crampedSteps > 0 && !plan ? 1 : 0);
  const budget = plan ? Infinity : piece.mu;
  const best = new Float64Array(ship.cells.length * 2).fill(Infinity);
  const found: number[] = [start];
  const heap = new MinHeap<number>();
  best[start] = 0;
  heap.push(start, 0);
  const relax = (from: number, to: number, spent: number): void => {
    // The rules of a step without the words of its refusals: a search looks at every wall and shut door.
    const mu = stepMu(state, piece, from >> 1, to >> 1, from & 1, can);
    const total = spent + (typeof mu === "number" ? mu : Infinity);
    if (total > budget || total >= best[to]!) return;
    if (best[to] === Infinity) found.push(to);
    best[to] = total;
    heap.push(to, total);
  };
  while (heap.size > 0) {
    const spent = heap.topPriority!;
    const node = heap.take()!;
    if (spent > best[node]!) continue;
    const cell = node >> 1;
    const used = node & 1;
    const links = ship.links[cell]!;
    for (const n of ship.neighbours[cell]!) {
      // A wall, a console: a step there is refused whatever else (stepMu), unless a ladder leads there too.
      if (!TERRAIN[ship.cells[n]!.terrain].passable && !links.includes(n)) continue;
      relax(node, n * 2 + (!plan && (used || cramped.has(cell) || cramped.has(n)) ? 1 : 0), spent);
    }
    for (const l of links) relax(node, l * 2 + used, spent);
    if (can.skipsWalls) for (const t of skipTargets(ship, cell)) relax(node, t * 2 + used, spent);
  }
  for (const node of found) {
    const cell = node >> 1;
    const mu = best[node]!;
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
