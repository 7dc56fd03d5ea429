// The reach's own search (src/engine/reach.ts: typed arrays, the words of refusals left out) against the
// generic one it replaced (src/hex/path.ts, cheapestPaths, each step priced by stepCostFrom): the same
// cells, costs and order for every piece at every state of seeded games, this turn's and the plan's,
// with the doors as they are and every door open.
import { describe, expect, it } from "vitest";
import { generator } from "../../bench/random-play.js";
import { scenarioFileFor } from "../../src/content/catalog.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import { cheapestPaths } from "../../src/hex/path.js";
import { abilities } from "../../src/engine/abilities.js";
import { apply } from "../../src/engine/apply.js";
import { stepCostFrom } from "../../src/engine/movement.js";
import { reachable } from "../../src/engine/reach.js";
import { createGame } from "../../src/engine/setup.js";
import { skipTargets } from "../../src/engine/skip.js";
import type { GameState, Piece } from "../../src/engine/state.js";
import { shipIndex } from "../../src/ship/ship-index.js";
import { actionFor } from "./seeded-play.js";

/** The reach as it was worked out before: the generic search over nodes cell * 2 + used. */
function reference(state: GameState, piece: Piece, plan: boolean): [number, number][] {
  if (piece.place.at !== "cell" || piece.soldier?.broken || piece.carriedBy !== undefined || piece.carrying)
    return [...reachable(state, piece, plan)];
  const ship = state.ship;
  const can = abilities(state, piece);
  const cramped = shipIndex(ship).belowdecks;
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
  const result = new Map<number, number>();
  for (const [node, mu] of cheapestPaths(start, next, cost, plan ? Infinity : piece.mu).cost) {
    const cell = node >> 1;
    if (mu < (result.get(cell) ?? Infinity)) result.set(cell, mu);
  }
  return [...result];
}

const everyDoor = (s: GameState): GameState => ({
  ...s,
  openDoors: Object.fromEntries(s.ship.cells.filter((c) => c.terrain === "door").map((c) => [c.id, true])),
});

describe("the reach's search", () => {
  it.each(["bug-hunt", "night-watch", "engine-room", "abandon-ship", "first-boarding"])(
    "finds what the generic search finds, in its order, at every state of a seeded game (%s)",
    (name) => {
      const loaded = loadScenarioFile(scenarioFileFor(name)!);
      if (!loaded.ok) throw new Error(`${name} does not load`);
      let state = createGame({ ...loaded.value, seed: `reach-${name}` });
      const random = generator(name.length * 31);
      let cells = 0;
      for (let i = 0; i < 120 && !state.over; i++) {
        if (i % 3 === 0)
          for (const s of [state, everyDoor(state)])
            for (const p of s.pieces)
              for (const plan of [false, true]) {
                const found = [...reachable(s, p, plan)];
                expect(found).toEqual(reference(s, p, plan));
                cells += found.length;
              }
        const out = apply(state, actionFor(state, random));
        if (out.ok) state = out.state;
      }
      expect(cells).toBeGreaterThan(1000);
    },
    120_000,
  );
});
