// Golden replays: seeded random games on the bundled scenarios, in both visibilities, must give
// the very states, events and refusals they gave when recorded. Speed work on the engine keeps
// every rule and outcome: this catches any change at all, even in a word of an event's text.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generator } from "../../bench/random-play.js";
import { scenarioFileFor } from "../../src/content/catalog.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import { apply } from "../../src/engine/apply.js";
import { createGame } from "../../src/engine/setup.js";
import { VISIBILITIES, type GameState, type Visibility } from "../../src/engine/state.js";
import { actionFor } from "./seeded-play.js";

/**
 * The recorded digests. After a deliberate change of a rule or of an event's words, write them
 * afresh with GOLDEN_RECORD=1 (npx vitest run test/engine/golden-replay.test.ts) and say so in the commit.
 */
const FILE = new URL("../fixtures/golden-replays.json", import.meta.url);
const SCENARIOS = [
  ...["abandon-ship", "bridge-fight", "bug-hunt", "cargo-grab", "cold-sleeper", "engine-room"],
  ...["first-boarding", "introduction", "night-watch"],
];
const ACTIONS = 500;

/** Keys in order: the order in which an object's keys were made is no rule (a speed-up may make them all at once). */
const sorted = (_key: string, value: unknown): unknown =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : value;

/** Everything in a state but the ship (fixed for the game) and the memo (what the engine worked out, no rule's). */
const stateText = (s: GameState): string => JSON.stringify({ ...s, ship: undefined, memo: undefined }, sorted);

/** A digest of one game: every action tried, what it gave (events, moments, the state) or why it was refused. */
function replay(name: string, visibility: Visibility, seed: number): { digest: string; applied: number; turn: number } {
  const loaded = loadScenarioFile(scenarioFileFor(name)!);
  if (!loaded.ok) throw new Error(`${name} does not load`);
  let state = createGame({ ...loaded.value, seed: `golden-${seed}`, visibility });
  const random = generator(seed);
  const hash = createHash("sha256").update(stateText(state));
  let applied = 0;
  for (let i = 0; i < ACTIONS && !state.over; i++) {
    const action = actionFor(state, random);
    const out = apply(state, action);
    hash.update(JSON.stringify(action));
    if (!out.ok) {
      hash.update(`refused ${out.code}: ${out.reason}`);
      continue;
    }
    applied++;
    hash.update(JSON.stringify(out.events, sorted));
    for (const stage of out.stages ?? []) hash.update(`${stage.events} ${stateText(stage.state)}`);
    state = out.state;
    hash.update(stateText(state));
  }
  return { digest: hash.digest("hex"), applied, turn: state.turn };
}

const games = SCENARIOS.flatMap((name) => VISIBILITIES.map((visibility) => ({ name, visibility })));
const keyOf = (g: { name: string; visibility: Visibility }) => `${g.name} ${g.visibility}`;

describe("golden replays", () => {
  if (process.env.GOLDEN_RECORD) {
    it("records the digests", () => {
      const all = Object.fromEntries(games.map((g) => [keyOf(g), replay(g.name, g.visibility, 1)]));
      writeFileSync(FILE, `${JSON.stringify(all, null, 2)}\n`);
    });
    return;
  }
  const recorded = JSON.parse(readFileSync(FILE, "utf8")) as Record<string, ReturnType<typeof replay>>;
  it.each(games)("$name in $visibility plays as recorded", (g) => {
    const now = replay(g.name, g.visibility, 1);
    // A game that got somewhere: steps made, turns ended (else it would prove little).
    expect(now.applied).toBeGreaterThan(ACTIONS / 4);
    expect(now).toEqual(recorded[keyOf(g)]);
  });
});
