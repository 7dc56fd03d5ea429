// The refusal-only path (src/engine/check-action.ts, actionRefusal; a step's: Rule.refusal) against
// `apply`: at every state of seeded games on every bundled scenario, in both visibilities, each step a
// marker of the side to move might try (every neighbour, ladder's end and hex beyond a wall, and a hex
// two away) and the side's other actions are refused by both or by neither, with the same refusal.
import { describe, expect, it } from "vitest";
import { generator } from "../../bench/random-play.js";
import { scenarioFileFor } from "../../src/content/catalog.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import { apply } from "../../src/engine/apply.js";
import { actionRefusal } from "../../src/engine/check-action.js";
import type { Action } from "../../src/engine/rules.js";
import { createGame } from "../../src/engine/setup.js";
import { skipTargets } from "../../src/engine/skip.js";
import { VISIBILITIES, type GameState } from "../../src/engine/state.js";
import { cell, gameOn, pieceNamed, shipOf, TYPES } from "./fixture.js";
import { actionFor } from "./seeded-play.js";

const SCENARIOS = [
  ...["abandon-ship", "bridge-fight", "bug-hunt", "cargo-grab", "cold-sleeper", "engine-room"],
  ...["first-boarding", "introduction", "night-watch"],
];

/** The actions tried at STATE: every step of the side's markers on the map, then a few of each other kind. */
function tries(state: GameState): Action[] {
  const ship = state.ship;
  const out: Action[] = [];
  for (const p of state.pieces) {
    if (p.place.at !== "cell") {
      if (p.place.at !== "gone") out.push({ type: "move", piece: p.id, to: 0 });
      continue;
    }
    const here = p.place.cell;
    const near = [...ship.neighbours[here]!, ...ship.links[here]!, ...skipTargets(ship, here)];
    const far = ship.neighbours[near[0] ?? here]!.filter((c) => c !== here && !near.includes(c));
    for (const to of [...near, ...far.slice(0, 1), ship.cells.length]) out.push({ type: "move", piece: p.id, to });
    for (const door of ship.neighbours[here]!)
      out.push({ type: "open", piece: p.id, door }, { type: "close", piece: p.id, door });
  }
  out.push({ type: "end" }, { type: "move", piece: state.pieces.length, to: 0 });
  return out;
}

describe("the refusal-only path", () => {
  it.each(SCENARIOS.flatMap((name) => VISIBILITIES.map((v) => [name, v] as const)))(
    "answers as apply does at every state of a seeded game (%s, %s)",
    (name, visibility) => {
      const loaded = loadScenarioFile(scenarioFileFor(name)!);
      if (!loaded.ok) throw new Error(`${name} does not load`);
      let state = createGame({ ...loaded.value, seed: `check-${name}`, visibility });
      const random = generator(name.length * 101 + visibility.length);
      let compared = 0;
      let taken = 0;
      for (let i = 0; i < 150 && !state.over; i++) {
        for (const action of tries(state)) {
          const full = apply(state, action);
          const fast = actionRefusal(state, action);
          expect(fast, JSON.stringify(action)).toEqual(full.ok ? undefined : full);
          compared++;
          if (full.ok) taken++;
        }
        const out = apply(state, actionFor(state, random));
        if (out.ok) state = out.state;
      }
      expect(compared).toBeGreaterThan(500);
      expect(taken).toBeGreaterThan(20);
    },
    120_000,
  );
});

describe("the refusal-only path of a step onto enemies the side does not see", () => {
  // A Near Skipper beyond a wall from yellow in fog: the skip bumps into them (taken), or is refused
  // for want of move units as apply refuses it (src/engine/actions/move.ts).
  const ship = shipOf({
    main: ["# # # # # # # # #", " # . . # . . . #", "= . . . # . . . #", " # . . # . . . #", "# # # # # # # # #"],
  });
  const skipper = { ...TYPES.marine, id: "test/skipper", name: "Skipper", skipsWalls: true };
  const g0 = gameOn(ship, {
    blue: [{ type: "marine", at: "1:0302", name: "n" }],
    yellow: [{ type: "marine", at: "1:0502", name: "y" }],
  });
  const g: GameState = {
    ...g0,
    pieces: g0.pieces.map((p) => (p.soldier?.name === "n" ? { ...p, soldier: { ...p.soldier, type: skipper } } : p)),
  };
  const n = pieceNamed(g, "n");
  const move: Action = { type: "move", piece: n.id, to: cell(ship, "1:0502") };

  it.each([6, 2, 1, 0])("answers as apply does with %i move units left", (mu) => {
    const s: GameState = { ...g, pieces: g.pieces.map((p) => (p.id === n.id ? { ...p, mu } : p)) };
    const full = apply(s, move);
    expect(actionRefusal(s, move)).toEqual(full.ok ? undefined : full);
    if (mu >= 2) expect(full.ok && full.events.some((e) => e.kind === "bump")).toBe(true);
    else expect(full.ok).toBe(false);
  });
});
