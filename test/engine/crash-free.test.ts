// No action crashes the engine: on every bundled scenario, any action of any kind (most of them
// refused) either applies or is refused, and an exception fails this test (it is a bug, not a refusal).
import { basename } from "node:path";
import fc from "fast-check";
import { describe, it } from "vitest";
import { bundledScenarioFiles } from "../../src/content/catalog.js";
import { loadScenarioFile, type Scenario } from "../../src/content/scenario-load.js";
import { apply } from "../../src/engine/apply.js";
import { createGame } from "../../src/engine/setup.js";
import { carefulAction } from "../../bench/careful-play.js";
import { generator } from "../../bench/random-play.js";
import { anyAction } from "./any-action.js";

const RUNS = Number(process.env.DERELICT_PROPERTY_RUNS ?? 40);

const scenarios = bundledScenarioFiles().map((file): [string, Scenario] => {
  const loaded = loadScenarioFile(file);
  if (!loaded.ok) throw new Error(`${file}: ${loaded.problems[0]?.message}`);
  return [basename(file, ".yaml"), loaded.value];
});

describe("the engine under any action", () => {
  it.each(scenarios)(
    "%s: every action applies or is refused, none throws",
    (_id, scenario) => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.nat(), (seed, walk) => {
          let state = createGame({ ...scenario, seed: String(seed) });
          const random = generator(walk);
          // Ends of turn now and then, so the game goes on through many turns in a few thousand tries.
          for (let i = 0; i < 3000 && !state.over; i++) {
            const action = random() < 0.5 ? anyAction(state, random) : carefulAction(state, random);
            const out = apply(state, action);
            if (out.ok) state = out.state;
          }
        }),
        { numRuns: Math.max(1, Math.round(RUNS / 8)) },
      );
    },
    120_000,
  );
});
