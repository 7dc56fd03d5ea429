// Every bundled scenario loads, gives each side something to play for, and finishes in headless
// play: bots on both sides (each at its own seat), and random legal play to the turn limit.
import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import { playBots } from "../../src/seating/bot-game.js";
import { bundledScenarioFiles } from "../../src/content/catalog.js";
import { loadScenarioFile, type Scenario } from "../../src/content/scenario-load.js";
import { apply } from "../../src/engine/apply.js";
import { createGame } from "../../src/engine/setup.js";
import { generator, randomAction } from "../../bench/random-play.js";

const scenarios = bundledScenarioFiles().map((file) => {
  const loaded = loadScenarioFile(file);
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => `${p.file}:${p.line}:${p.col}: ${p.message}`).join("\n"));
  return [basename(file, ".yaml"), loaded.value] as [string, Scenario];
});

describe("bundled scenarios", () => {
  it("are at least six, one of them the introduction", () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(6);
    expect(scenarios.filter(([, s]) => s.intro).map(([id]) => id)).toEqual(["introduction"]);
    const ships = new Set(scenarios.map(([, s]) => s.ship.name));
    expect(ships).toContain("full");
  });

  it.each(scenarios)("%s gives each side an objective or the win otherwise", (_id, s) => {
    expect(s.objectives).toBeDefined();
    for (const side of ["blue", "yellow"] as const) {
      expect(s.objectives![side].length > 0 || s.objectives!.otherwise === side, side).toBe(true);
    }
    expect(s.story ?? "").not.toBe("");
  });

  it.each(scenarios)(
    "%s finishes with a result when bots play both sides",
    (_id, s) => {
      const game = playBots(s, 3);
      expect(game.session.over).toBe(true);
      expect(game.reason).not.toBe("unfinished");
      const blue = game.seats.blue.view().result;
      expect(blue).toEqual(game.seats.yellow.view().result);
      expect(game.seats.blue.witnessed().at(-1)?.kind).toBe("game-over");
      expect(game.seats.yellow.witnessed().at(-1)?.kind).toBe("game-over");
      // Enough markers (the scenario's supply): neither side ran out of numbers at any turn.
      expect(game.lowestFree).toBeGreaterThan(0);
      expect(game.lowestFree).toBeLessThanOrEqual(Math.max(s.markers.blue, s.markers.yellow));
    },
    30_000,
  );

  // Random play deploys at random too (bench/random-play.ts).
  it.each(scenarios)(
    "%s reaches its end under random legal play",
    (_id, s) => {
      let state = createGame({ ...s, seed: "11" });
      const random = generator(5);
      for (let i = 0; i < 100_000 && !state.over; i++) {
        const out = apply(state, random() < 0.05 ? { type: "end" } : randomAction(state, random));
        if (out.ok) state = out.state;
      }
      expect(state.over).toBe(true);
      expect(state.result).toBeDefined();
    },
    30_000,
  );
});

describe("playtest", () => {
  it("tallies every game as a win for blue or yellow, or a draw, with the reasons", async () => {
    const { playtest } = await import("../../bench/playtest.js");
    const intro = scenarios.find(([id]) => id === "introduction")![1];
    const t = playtest(intro, 3);
    expect(t.blue + t.yellow + t.draw).toBe(3);
    expect(Object.values(t.reasons).reduce((a, b) => a + b, 0)).toBe(3);
    expect(t.turns).toBeGreaterThan(0);
    expect(t.byObjective + t.byExtermination + t.byDefault).toBe(t.blue + t.yellow);
    expect(t.lowestFree).toBeGreaterThan(0);
    // Seeds make it repeatable.
    expect(playtest(intro, 3).reasons).toEqual(t.reasons);
  }, 30_000);

  it("tells a win by extermination, by the scenario's default and by another objective apart", async () => {
    const { wonBy } = await import("../../bench/playtest.js");
    expect(wonBy("no yellow soldier is left aboard: every one is dead or gone")).toBe("extermination");
    expect(wonBy("no side has done what it came for: the scenario gives the game to blue")).toBe("default");
    expect(wonBy("no side has done what it came for: a draw")).toBe("draw");
    expect(wonBy("both sides did what they came for: a; b")).toBe("draw");
    expect(wonBy("blue carried the crate out through lock 3")).toBe("objective");
    expect(wonBy("the engines are shut down and the ship is not moving")).toBe("objective");
  });
});
