// The fields of an event tell each audience no more than its text (test/engine/field-check.ts), on
// every event of bot games and of random play (every kind of action) on every bundled scenario. The
// engine's fixtures check every event of their games too (fixture.ts, systems/full-ship.ts).
import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../src/ai/random.js";
import { bundledScenarioFiles } from "../../src/content/catalog.js";
import { loadScenarioFile, type Scenario } from "../../src/content/scenario-load.js";
import { apply } from "../../src/engine/apply.js";
import type { GameEvent } from "../../src/engine/events.js";
import type { MoveFacts } from "../../src/engine/facts/moves.js";
import { createGame } from "../../src/engine/setup.js";
import { SIDES, type Side, type Visibility } from "../../src/engine/state.js";

const VISIBILITIES: readonly Visibility[] = ["open", "fog"];
import { playBots } from "../../src/seating/bot-game.js";
import { anyAction } from "./any-action.js";
import { fieldProblems } from "./field-check.js";

const scenarios = bundledScenarioFiles().map((file): [string, Scenario] => {
  const loaded = loadScenarioFile(file);
  if (!loaded.ok) throw new Error(`${file}: ${loaded.problems[0]?.message}`);
  return [basename(file, ".yaml"), loaded.value];
});

/** Every event of a random game: any action of any kind, most refused, from a fixed walk. */
function randomEvents(scenario: Scenario, seed: number, tries: number): GameEvent[] {
  let state = createGame({ ...scenario, seed: String(seed) });
  const random = seededRandom(seed);
  const events: GameEvent[] = [];
  for (let i = 0; i < tries && !state.over; i++) {
    const out = apply(state, random() < 0.08 ? { type: "end" } : anyAction(state, random));
    if (!out.ok) continue;
    state = out.state;
    events.push(...out.events);
  }
  return events;
}

describe("event fields", () => {
  it.each(
    scenarios.flatMap(([id, s]) =>
      VISIBILITIES.map((v): [string, Visibility, Scenario] => [id, v, { ...s, visibility: v }]),
    ),
  )(
    "%s, %s table: a side's fields say nothing its text does not (bot games and random play)",
    (_id, _visibility, scenario) => {
      const events = [
        ...playBots(scenario, 5).session.history().events,
        ...randomEvents(scenario, 11, 3000),
        ...randomEvents(scenario, 12, 3000),
      ];
      expect(events.length).toBeGreaterThan(50);
      expect(events.flatMap(fieldProblems)).toEqual([]);
      // The fields are really there: most events name a marker or a hex to some side.
      const told = events.filter((e) => SIDES.some((s: Side) => Object.keys(e.told[s] ?? {}).length > 0));
      expect(told.length).toBeGreaterThan(events.length / 2);
    },
    120_000,
  );

  it("the check finds a fact that the words do not say", () => {
    const ok: GameEvent = {
      turn: 1,
      kind: "move",
      told: {
        referee: {
          marker: { side: "blue", number: 3, label: "Rojas" },
          from: "89:1006",
          to: "89:1106",
          mu: 1,
          left: 3,
        },
        yellow: { marker: { side: "blue", number: 3 }, from: "89:1006", to: "89:1106" },
      },
    };
    expect(fieldProblems(ok)).toEqual([]);
    const leaks: MoveFacts[] = [
      { marker: { side: "blue", number: 3, label: "Rojas" }, from: "89:1006", to: "89:1106" },
      { marker: { side: "blue", number: 3, dummy: true }, from: "89:1006", to: "89:1106" },
      {
        marker: { side: "blue", number: 3 },
        from: "89:1006",
        to: "89:1106",
        leaving: [{ side: "blue", number: 4, label: "d1" }],
      },
    ];
    for (const yellow of leaks) expect(fieldProblems({ ...ok, told: { ...ok.told, yellow } })).toHaveLength(1);
  });
});
