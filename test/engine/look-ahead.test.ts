// A look-ahead's game (src/engine/look-ahead.ts) is the real game without words: played side by side
// from the same start with the same actions, every refusal, die, state and event kind is the same;
// only the look-ahead's events lack words and fields, and its open table no tracks. Real games never
// have the switch on.
import { describe, expect, it } from "vitest";
import { generator } from "../../bench/random-play.js";
import { scenarioFileFor } from "../../src/content/catalog.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import { apply } from "../../src/engine/apply.js";
import { forLookAhead, inLookAhead } from "../../src/engine/look-ahead.js";
import { createGame } from "../../src/engine/setup.js";
import { SIDES, VISIBILITIES, type GameState, type Visibility } from "../../src/engine/state.js";
import { rollout } from "../../src/play/rollout.js";
import { actionFor } from "./seeded-play.js";

const SCENARIOS = ["bug-hunt", "night-watch", "abandon-ship"];
const ACTIONS = 200;

function gameOf(name: string, visibility: Visibility): GameState {
  const loaded = loadScenarioFile(scenarioFileFor(name)!);
  if (!loaded.ok) throw new Error(`${name} does not load`);
  return createGame({ ...loaded.value, seed: "look-ahead", visibility });
}

/** The state as the rules have it: not the ship, the memo, the switch itself or the table's tracks. */
function ruled(s: GameState): string {
  const known = Object.fromEntries(SIDES.map((side) => [side, { ...s.known[side], tracks: undefined }]));
  return JSON.stringify({ ...s, ship: undefined, memo: undefined, lookAhead: undefined, known });
}

describe("a look-ahead's game", () => {
  it.each(SCENARIOS.flatMap((name) => VISIBILITIES.map((visibility) => ({ name, visibility }))))(
    "$name in $visibility: the same game as the real one, without words",
    ({ name, visibility }) => {
      let real = gameOf(name, visibility);
      let quiet = forLookAhead(real);
      expect(inLookAhead(real)).toBe(false);
      expect(inLookAhead(quiet)).toBe(true);
      const random = generator(7);
      let applied = 0;
      for (let i = 0; i < ACTIONS && !real.over; i++) {
        const action = actionFor(real, random);
        const a = apply(real, action);
        const b = apply(quiet, action);
        expect(b.ok).toBe(a.ok);
        if (!a.ok || !b.ok) {
          if (!a.ok && !b.ok) expect(b.code).toBe(a.code);
          continue;
        }
        applied++;
        // The look-ahead tells the very events the real game does, facts and all (no words are made in either).
        expect(b.events).toEqual(a.events);
        expect(ruled(b.state)).toBe(ruled(a.state));
        expect(inLookAhead(a.state)).toBe(false);
        expect(inLookAhead(b.state)).toBe(true);
        real = a.state;
        quiet = b.state;
      }
      expect(applied).toBeGreaterThan(ACTIONS / 4);
      // Across an open table the real game keeps the tracks the look-ahead leaves out.
      if (visibility === "open") expect(Object.keys(real.known.blue.tracks).length).toBeGreaterThan(0);
    },
  );

  it("is what a rollout plays, and the game it starts from stays as it was", () => {
    const start = gameOf("bug-hunt", "open");
    const { state, actions } = rollout(start, 4, generator(3));
    expect(actions).toBeGreaterThan(10);
    expect(inLookAhead(state)).toBe(true);
    expect(inLookAhead(start)).toBe(false);
  });
});
