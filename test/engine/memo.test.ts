// The memo's still-shown answers (src/engine/memo.ts, Lines): kept after a step, and a game played with
// them goes exactly as one that works every answer out afresh.
import { describe, expect, it } from "vitest";
import { crowdedGame } from "../../bench/crowd.js";
import { generator, randomAction } from "../../bench/random-play.js";
import { shipFileFor } from "../../src/content/catalog.js";
import { loadShipFile } from "../../src/content/ship-load.js";
import { apply } from "../../src/engine/apply.js";
import { newMemo } from "../../src/engine/memo.js";
import type { GameState } from "../../src/engine/state.js";

const loaded = loadShipFile(shipFileFor("small")!);
if (!loaded.ok) throw new Error("the small ship does not load");
const ship = loaded.value;

/** The state's text without its memo (what the engine worked out for reuse is no part of the game). */
const text = (s: GameState): string => JSON.stringify({ ...s, ship: undefined, memo: undefined });

describe("the memo's still-shown answers", () => {
  it("are kept once soldiers are revealed, and change nothing: each step matches the same step with a fresh memo", () => {
    const random = generator(5);
    let state = crowdedGame(ship, 12, 3);
    let revealedSteps = 0;
    let kept = 0;
    for (let i = 0; i < 600; i++) {
      const action = randomAction(state, random);
      const out = apply(state, action);
      const fresh = apply({ ...state, memo: newMemo() }, action);
      expect(fresh.ok).toBe(out.ok);
      if (!out.ok || !fresh.ok) continue;
      expect(JSON.stringify(fresh.events)).toBe(JSON.stringify(out.events));
      expect(text(fresh.state)).toBe(text(out.state));
      state = out.state;
      if (state.pieces.some((p) => p.revealed && p.place.at === "cell")) revealedSteps++;
      kept = Math.max(kept, state.memo.lines.blue.size + state.memo.lines.yellow.size);
    }
    // The game got to revealed soldiers, and their answers were kept.
    expect(revealedSteps).toBeGreaterThan(20);
    expect(kept).toBeGreaterThan(0);
  });
});
