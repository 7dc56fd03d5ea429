// Engine figures: loading the ship, one step, reachable hexes, random play, scaling.
import { loadShipFile } from "../src/content/ship-load.js";
import { shipFileFor } from "../src/content/catalog.js";
import { apply } from "../src/engine/apply.js";
import { reachable } from "../src/engine/reach.js";
import type { GameState } from "../src/engine/state.js";
import type { Ship } from "../src/ship/ship.js";
import { crowdedGame } from "./crowd.js";
import { playCarefully } from "./careful-play.js";
import { generator, randomAction } from "./random-play.js";
import { median, percentile, timeEach } from "./stats.js";

export function loadShip(name: string): Ship {
  const loaded = loadShipFile(shipFileFor(name)!);
  if (!loaded.ok) throw new Error(`bench: ship ${name} does not load`);
  return loaded.value;
}

export function shipLoadMs(trials: number): number {
  return median(timeEach(trials, () => loadShip("full")));
}

/** Times applied steps (moves only) in random play; the first `warm` are not counted. */
export function stepTimes(start: GameState, steps: number, seed = 1, warm = 200): number[] {
  const random = generator(seed);
  let state = start;
  const samples: number[] = [];
  for (let i = 0; samples.length < steps && i < steps * 20; i++) {
    const action = randomAction(state, random);
    const t0 = performance.now();
    const out = apply(state, action);
    const ms = performance.now() - t0;
    if (!out.ok) continue;
    state = out.state;
    if (action.type === "move" && i >= warm) samples.push(ms);
  }
  return samples;
}

export function stepFigures(ship: Ship, perSide: number, steps: number): { median: number; p99: number } {
  const samples = stepTimes(crowdedGame(ship, perSide), steps);
  return { median: median(samples), p99: percentile(samples, 99) };
}

export function reachMs(ship: Ship, trials: number): number {
  const game = crowdedGame(ship, 24);
  const pieces = game.pieces.filter((p) => p.side === game.side && p.place.at === "cell");
  return median(timeEach(trials, (i) => reachable(game, pieces[i % pieces.length]!)));
}

/** Engine actions applied per second in random play by a player who looks where he steps (bench/careful-play.ts). */
export function actionsPerSecond(ship: Ship, count: number): number {
  const start = crowdedGame(ship, 24);
  const t0 = performance.now();
  const { applied } = playCarefully(start, count, 3);
  return applied / ((performance.now() - t0) / 1000);
}
