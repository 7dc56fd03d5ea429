// A game is its setup, seed and actions: the same three always give the same state.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apply } from "../../src/engine/apply.js";
import type { Action } from "../../src/engine/rules.js";
import type { GameState } from "../../src/engine/state.js";
import { gameOn, shipOf } from "./fixture.js";
import { wordsFor } from "./event-words.js";

const ship = shipOf({
  main: [
    "# # # # # # # # # # #",
    " # . . . # . . . . #",
    "# . . . . + . . . . #",
    " # . . . # . . . . #",
    "# # # # # # # # # # #",
  ],
});

const choice = fc.record({ kind: fc.nat(9), piece: fc.nat(9), target: fc.nat(ship.cells.length - 1) });

function actionFor(s: GameState, c: { kind: number; piece: number; target: number }): Action {
  const own = s.pieces.filter((p) => p.side === s.side && p.place.at !== "gone");
  const p = own[c.piece % own.length]!;
  if (c.kind === 0) return { type: "end" };
  if (c.kind === 1) return { type: "dummy", cell: c.target };
  if (c.kind === 2) return { type: "open", piece: p.id, door: c.target };
  const from = p.place.at === "cell" ? p.place.cell : 0;
  const near = ship.neighbours[from]!;
  return { type: "move", piece: p.id, to: near[c.target % near.length]! };
}

function playOut(
  seed: number,
  choices: { kind: number; piece: number; target: number }[],
): { state: GameState; log: string[] } {
  let s = gameOn(
    ship,
    {
      blue: [{ type: "marine", at: "1:0202" }, { at: "1:0101" }],
      yellow: [{ type: "marine", at: "1:0702" }, { at: "1:0801" }],
    },
    seed,
  );
  const log: string[] = [];
  for (const c of choices) {
    const out = apply(s, actionFor(s, c));
    if (out.ok) {
      s = out.state;
      log.push(...out.events.map((e) => wordsFor(e)!));
    } else log.push(`refused: ${out.reason}`);
  }
  return { state: s, log };
}

describe("determinism", () => {
  it("the same setup, seed and actions give the same state and events", () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.array(choice, { maxLength: 60 }), (seed, choices) => {
        const a = playOut(seed, choices);
        const b = playOut(seed, choices);
        expect(JSON.stringify({ ...b.state, ship: undefined })).toBe(JSON.stringify({ ...a.state, ship: undefined }));
        expect(b.log).toEqual(a.log);
      }),
      { numRuns: 100 },
    );
  });
});
