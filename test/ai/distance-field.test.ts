// The computer's distance fields (src/ai/paths.ts, distanceField: each cell's entry priced once for all
// its neighbours, no lists made) against the way they were worked out before, kept here as the
// reference: every walker (ladders or not, sealed or not, powered, a container, cells blocked, a wreck),
// with and without danger costs, toward goals all over the full ship, give the same field; a field
// worked out only within a limit agrees with the whole one there.
import { describe, expect, it } from "vitest";
import { distanceField, stepCost, stepsFrom, entryCost, type Walker } from "../../src/ai/paths.js";
import { shipFileFor } from "../../src/content/catalog.js";
import { loadShipFile } from "../../src/content/ship-load.js";
import type { Ship } from "../../src/ship/ship.js";

/** The field as it was: a list of the steps from each cell, each priced by stepCost. */
function reference(ship: Ship, goals: Iterable<number>, w: Walker, extra?: Uint8Array): Float64Array {
  const dist = new Float64Array(ship.cells.length).fill(Infinity);
  const queue: number[] = [];
  for (const g of goals) {
    dist[g] = 0;
    queue.push(g);
  }
  const buckets: number[][] = [queue];
  for (let d = 0; d < buckets.length; d++) {
    const bucket = buckets[d];
    if (!bucket) continue;
    for (let i = 0; i < bucket.length; i++) {
      const c = bucket[i]!;
      if (dist[c]! < d) continue;
      if (entryCost(ship, c, w) === Infinity) continue;
      for (const n of stepsFrom(ship, c, w)) {
        const nd = d + stepCost(ship, n, c, w) + (extra ? extra[c]! : 0);
        if (nd < dist[n]!) {
          dist[n] = nd;
          (buckets[nd] ??= []).push(n);
        }
      }
    }
  }
  return dist;
}

describe("the computer's distance fields", () => {
  const r = loadShipFile(shipFileFor("full")!);
  if (!r.ok) throw new Error(r.problems[0]!.message);
  const ship = r.value;
  const n = ship.cells.length;
  const some = (k: number) => ship.cells.filter((c) => c.id % k === 0).map((c) => c.id);
  const wreck = { debris: new Set(some(37)), breached: new Set(some(41)) };
  const walkers: Walker[] = [
    { ladders: true },
    { ladders: false, sealed: true },
    { ladders: true, powered: true, wreck },
    { ladders: true, sealed: false, wreck },
    { ladders: false, container: true, blocked: new Set(some(29)) },
  ];
  const extra = Uint8Array.from({ length: n }, (_, i) => (i * 7) % 4);

  it.each(walkers.map((w, i) => [i, w] as const))("are the reference's for walker %i", (_i, w) => {
    let finite = 0;
    for (const goals of [[0], some(97), some(251), [n - 1, Math.floor(n / 2)]])
      for (const danger of [undefined, extra]) {
        const field = distanceField(ship, goals, w, danger);
        expect(field).toEqual(reference(ship, goals, w, danger));
        finite += field.filter(Number.isFinite).length;
      }
    expect(finite).toBeGreaterThan(n);
  });

  it.each([0, 1, 3, 6, 11])("within a limit of %i are the whole field's there and Infinity beyond", (limit) => {
    let within = 0;
    for (const w of walkers)
      for (const goal of some(61)) {
        const whole = distanceField(ship, [goal], w);
        const near = distanceField(ship, [goal], w, undefined, limit);
        expect(near).toEqual(whole.map((d) => (d <= limit ? d : Infinity)));
        within += near.filter(Number.isFinite).length;
      }
    expect(within).toBeGreaterThan(limit * 10);
  });
});
