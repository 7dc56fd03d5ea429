// Random legal play for the benchmark: steps, doors and turn ends, chosen by a seeded generator.
import type { Action } from "../src/engine/rules.js";
import { apply } from "../src/engine/apply.js";
import type { GameState } from "../src/engine/state.js";
import { seededRandom } from "../src/ai/random.js";

/** A tiny deterministic generator, separate from the game's own dice (the bot's, src/ai/random.ts). */
export const generator = seededRandom;

/** A plausible action for the side to move: mostly a step, sometimes a door, now and then the end of the turn. */
export function randomAction(state: GameState, random: () => number): Action {
  if (state.phase === "deploy") return randomDeployment(state, random);
  const own = state.pieces.filter((p) => p.side === state.side && p.place.at === "cell" && p.mu > 0);
  if (own.length === 0 || random() < 0.03) return { type: "end" };
  const piece = own[Math.floor(random() * own.length)]!;
  const from = (piece.place as { cell: number }).cell;
  const near = state.ship.neighbours[from]!;
  const to = near[Math.floor(random() * near.length)]!;
  if (state.ship.cells[to]!.terrain === "door" && random() < 0.5) {
    return { type: state.openDoors[to] ? "close" : "open", piece: piece.id, door: to };
  }
  return { type: "move", piece: piece.id, to };
}

/** Before play: a marker still to place onto a random hex of its zone, or ready once all are placed. */
function randomDeployment(state: GameState, random: () => number): Action {
  const d = state.deployment!;
  const waiting = state.pieces.filter((p) => p.side === state.side && p.place.at === "zone");
  const piece = waiting[Math.floor(random() * waiting.length)];
  if (!piece) return { type: "ready" };
  const cells = d.zones[d.zoneOf[piece.id]!]!.cells;
  return { type: "deploy", piece: piece.id, cell: cells[Math.floor(random() * cells.length)]! };
}

/** Plays `count` attempted actions; returns the final state and how many applied. */
export function playRandomly(start: GameState, count: number, seed: number): { state: GameState; applied: number } {
  const random = generator(seed);
  let state = start;
  let applied = 0;
  for (let i = 0; i < count && !state.over; i++) {
    const out = apply(state, randomAction(state, random));
    if (out.ok) {
      state = out.state;
      applied++;
    }
  }
  return { state, applied };
}
