// Seeded play that gets somewhere, for tests that compare whole games (golden replays, the look-ahead's
// games against real ones): markers meet, reveal, hide, fire and work devices.
import { carefulAction } from "../../bench/careful-play.js";
import type { Action } from "../../src/engine/rules.js";
import type { GameState } from "../../src/engine/state.js";
import { TERRAIN } from "../../src/map/terrain.js";
import { anyAction } from "./any-action.js";

/**
 * Markers board and leave air locks, walk mostly towards the nearest enemy (so they meet: reveals,
 * hiding, ambushes, fire, morale, routs), soldiers near the enemy fire and strike; sometimes a random
 * careful step, and some of anything (devices, carrying, nonsense).
 */
export function actionFor(state: GameState, random: () => number): Action {
  if (random() < 0.15) return anyAction(state, random);
  if (state.phase !== "play") return carefulAction(state, random);
  const ship = state.ship;
  const own = state.pieces.filter((p) => p.side === state.side && p.place.at !== "gone" && p.place.at !== "zone");
  const p = own[Math.floor(random() * own.length)];
  if (!p || random() < 0.04) return { type: "end" };
  if (p.place.at === "outside") return { type: "board", piece: p.id };
  if (p.place.at === "lock") {
    const exits = ship.airlocks[p.place.lock]!.exits;
    return { type: "leave", piece: p.id, to: exits[Math.floor(random() * exits.length)] ?? -1 };
  }
  if (p.place.at !== "cell" || random() < 0.3) return carefulAction(state, random);
  // Steps to the nearest enemy marker on the map from every hex (walls and air locks in the way).
  const steps = new Int32Array(ship.cells.length).fill(-1);
  const queue: number[] = [];
  for (const e of state.pieces)
    if (e.side !== p.side && e.place.at === "cell" && steps[e.place.cell] === -1) {
      steps[e.place.cell] = 0;
      queue.push(e.place.cell);
    }
  const reach = (from: number, n: number) => {
    if (steps[n] !== -1 || !TERRAIN[ship.cells[n]!.terrain].passable || ship.cells[n]!.terrain === "airlock") return;
    steps[n] = steps[from]! + 1;
    queue.push(n);
  };
  for (let i = 0; i < queue.length; i++) {
    for (const n of ship.neighbours[queue[i]!]!) reach(queue[i]!, n);
    for (const n of ship.links[queue[i]!]!) reach(queue[i]!, n);
  }
  const far = (c: number) => (steps[c]! < 0 ? 1e9 : steps[c]!);
  const here = far(p.place.cell);
  if (p.soldier && here < 10 && random() < 0.5) {
    // Near the enemy: at any enemy marker on the map (the engine refuses those out of sight).
    const near = state.pieces.filter((e) => e.side !== p.side && e.place.at === "cell");
    const target = near[Math.floor(random() * near.length)];
    if (target) return { type: random() < 0.8 ? "fire" : "melee", piece: p.id, target: target.id };
  }
  const ways = [...ship.neighbours[p.place.cell]!, ...ship.links[p.place.cell]!];
  const to = ways.sort((x, y) => far(x) - far(y))[random() < 0.8 ? 0 : Math.floor(random() * ways.length)];
  if (to === undefined) return { type: "end" };
  if (ship.cells[to]!.terrain === "door" && !state.openDoors[to]) return { type: "open", piece: p.id, door: to };
  return { type: "move", piece: p.id, to };
}
