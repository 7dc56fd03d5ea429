// Where the quick look-ahead policy's markers walk (src/play/rollout.ts): steps from every hex to the
// nearest of some goals, kept per ship, and the hexes a side's objectives draw it to in an imagined game.
import type { GameState, Side } from "../engine/state.js";
import type { Objective } from "../engine/victory/objectives.js";
import { TERRAIN } from "../map/terrain.js";
import type { Ship } from "../ship/ship.js";

/** Steps from every cell to the nearest goal (-1: none reachable), by ship and goals, made once each. */
const fields = new WeakMap<Ship, Map<string, Int32Array>>();

export function stepsTo(ship: Ship, goals: readonly number[]): Int32Array {
  let kept = fields.get(ship);
  if (!kept) fields.set(ship, (kept = new Map()));
  const key = goals.join(",");
  const found = kept.get(key);
  if (found) return found;
  if (kept.size > 500) kept.clear();
  const dist = new Int32Array(ship.cells.length).fill(-1);
  const queue: number[] = [];
  for (const g of goals) {
    if (dist[g] !== -1) continue;
    dist[g] = 0;
    queue.push(g);
  }
  // Made afresh for most side-turns of every look-ahead (the enemy has moved): no function made per hex.
  for (let i = 0; i < queue.length; i++) {
    const c = queue[i]!;
    for (let k = 0; k < 2; k++) {
      const around = k === 0 ? ship.neighbours[c]! : (ship.links[c] ?? []);
      for (const n of around) {
        if (dist[n] !== -1) continue;
        const t = ship.cells[n]!.terrain;
        if (!TERRAIN[t].passable || t === "airlock") continue;
        dist[n] = dist[c]! + 1;
        queue.push(n);
      }
    }
  }
  kept.set(key, dist);
  return dist;
}

/** The cells a side's objectives draw it to (none: the enemy's markers). */
export function objectiveCells(state: GameState, side: Side): number[] {
  const ship = state.ship;
  const devices = ship.lookups.devices;
  const cells: number[] = [];
  for (const o of (state.objectives?.[side] ?? []) as readonly Objective[]) {
    switch (o.kind) {
      case "hold":
        cells.push(...(ship.areas.get(o.area) ?? []));
        break;
      case "cargo": {
        const c = state.cargo[o.container];
        if (c && !c.out) cells.push(...ship.neighbours[c.cell]!);
        break;
      }
      case "engines-off":
        cells.push(...devices.consoleSpots);
        break;
      case "course":
        cells.push(...devices.captainChairs);
        break;
      case "evacuate":
        cells.push(...devices.pods);
        break;
      case "rescue":
        for (const c of devices.cryoCells) cells.push(...ship.neighbours[c]!);
        break;
    }
  }
  return cells;
}
