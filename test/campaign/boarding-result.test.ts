// The result read through the referee's handle matches the finished game's own state, soldier by soldier.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boardingResult } from "../../src/campaign/boarding-result.js";
import { scenarioFileFor } from "../../src/content/catalog.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import { playBots } from "../../src/seating/bot-game.js";
import { refereeHandle } from "../../src/seating/referee-handle.js";
import type { Side } from "../../src/engine/state.js";

function scenario(name: string) {
  const s = loadScenarioFile(scenarioFileFor(name)!);
  if (!s.ok) throw new Error(name);
  return s.value;
}

describe("boardingResult", () => {
  it("is undefined while the game goes on", () => {
    const game = playBots(scenario("first-boarding"), 1);
    expect(boardingResult(undefined, "blue")).toBeUndefined();
    expect(game.session.over).toBe(true);
  });

  it.each(["first-boarding", "bug-hunt"])("matches the game's end in %s: fates, kills, winner", (name) => {
    const s = scenario(name);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom<Side>("blue", "yellow"), (seed, side) => {
        const game = playBots(s, seed);
        const r = boardingResult(refereeHandle(game.session).revealed(), side)!;
        const state = game.session.state();
        const mine = state.pieces.filter((p) => p.side === side && p.soldier);
        expect(r.soldiers.map((f) => f.name).sort()).toEqual(mine.map((p) => p.soldier!.name).sort());
        for (const p of mine) {
          const f = r.soldiers.find((x) => x.name === p.soldier!.name)!;
          const fate = p.soldier!.dead ? "killed" : p.soldier!.wounded ? "wounded" : "fine";
          expect(f.fate, p.soldier!.name).toBe(fate);
          expect(f.left).toBe(!p.soldier!.dead && p.place.at === "gone");
        }
        const enemy = state.pieces.filter((p) => p.side !== side && p.soldier);
        expect(r.enemyKilled).toBe(enemy.filter((p) => p.soldier!.dead).length);
        expect(r.soldiers.reduce((n, f) => n + f.kills.length, 0)).toBeLessThanOrEqual(r.enemyKilled);
        expect(r.winner).toBe(state.result?.winner ?? null);
        expect(r.turns).toBe(state.turn);
      }),
      { numRuns: 12 },
    );
  });
});
