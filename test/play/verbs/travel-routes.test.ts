// Travel's routes (src/play/verbs/travel.ts: typed arrays, each reach's order kept) against the way they
// were worked out before, kept here as the reference: every marker's plan reach at states of seeded
// games, with the doors as known and every door open, and stacks of several sizes, give the same first
// step for every hex and the same route to a sample of them.
import { describe, expect, it } from "vitest";
import { generator } from "../../../bench/random-play.js";
import { scenarioFileFor } from "../../../src/content/catalog.js";
import { loadScenarioFile } from "../../../src/content/scenario-load.js";
import { apply } from "../../../src/engine/apply.js";
import { createGame } from "../../../src/engine/setup.js";
import { firstSteps, routeTo } from "../../../src/play/verbs/travel.js";
import type { Ship } from "../../../src/ship/ship.js";
import { reachView } from "../../../src/view/reach-view.js";
import { actionFor } from "../../engine/seeded-play.js";

/** The steps before as they were: Maps and a sort of the reach's cells for every call. */
function reference(ship: Ship, reach: ReadonlyMap<number, number>, from: number, stacks: ReadonlySet<number>) {
  const mu = new Float64Array(ship.neighbours.length).fill(Infinity);
  for (const [cell, m] of reach) mu[cell] = m;
  const order = [...reach.keys()].sort((a, b) => mu[a]! - mu[b]! || a - b);
  const passed = new Int32Array(ship.neighbours.length).fill(-1);
  passed[from] = 0;
  const before = new Map<number, number>();
  for (const cell of order) {
    if (cell === from) continue;
    const here = mu[cell]!;
    let best = -1;
    for (const list of [ship.neighbours[cell]!, ship.links[cell]!])
      for (const n of list) {
        const m = mu[n]!;
        if (m >= here || passed[n]! < 0) continue;
        if (
          best < 0 ||
          m < mu[best]! ||
          (m === mu[best]! && (passed[n]! < passed[best]! || (passed[n] === passed[best] && n < best)))
        )
          best = n;
      }
    if (best < 0) continue;
    before.set(cell, best);
    passed[cell] = passed[best]! + (stacks.has(cell) ? 1 : 0);
  }
  const first = new Map<number, number>();
  for (const cell of order) {
    const b = before.get(cell);
    if (cell === from || b === undefined) continue;
    const step = b === from ? cell : first.get(b);
    if (step !== undefined) first.set(cell, step);
  }
  const route = (to: number): number[] => {
    if (!reach.has(to) || from === to) return [];
    const r = [to];
    let c = to;
    while (c !== from) {
      const b = before.get(c);
      if (b === undefined) return [];
      if (b !== from) r.unshift(b);
      c = b;
    }
    return r;
  };
  return { first, route };
}

describe("travel's routes", () => {
  it.each(["bug-hunt", "night-watch", "engine-room", "cargo-grab"])(
    "are the reference's at states of a seeded game (%s)",
    (name) => {
      const loaded = loadScenarioFile(scenarioFileFor(name)!);
      if (!loaded.ok) throw new Error(`${name} does not load`);
      let state = createGame({ ...loaded.value, seed: `routes-${name}` });
      const random = generator(name.length * 17);
      let compared = 0;
      for (let i = 0; i < 120 && !state.over; i++) {
        if (i % 4 === 0 && state.phase === "play")
          for (const p of state.pieces) {
            if (p.side !== state.side || p.place.at !== "cell") continue;
            const own = state.pieces.flatMap((q) => (q.side === p.side && q.place.at === "cell" ? [q.place.cell] : []));
            for (const doors of ["known", "all"] as const) {
              const reach = reachView(state, p.side, p.number, true, doors);
              const cells = [...reach.keys()];
              // The side's own cells, none, and a band of the reach's (ties hang on the stacks passed).
              for (const stacks of [new Set(own), new Set<number>(), new Set(cells.filter((c) => c % 3 === 0))]) {
                const ref = reference(state.ship, reach, p.place.cell, stacks);
                expect(firstSteps(state.ship, reach, p.place.cell, stacks)).toEqual(ref.first);
                for (const to of cells.filter((_, k) => k % 7 === 0))
                  expect(routeTo(state.ship, reach, p.place.cell, to, stacks)).toEqual(ref.route(to));
                compared += ref.first.size;
              }
            }
          }
        const out = apply(state, actionFor(state, random));
        if (out.ok) state = out.state;
      }
      expect(compared).toBeGreaterThan(1000);
    },
    120_000,
  );
});
