// `legal` tries every command it lists without taking it (src/engine/check-action.ts: a step's checks
// alone, any other action played without the verdict): its answers are those of the full path, each
// first action applied whole and dropped, at every action of bot games on every bundled scenario.
import { describe, expect, it, vi } from "vitest";
import { Bot } from "../../src/ai/bot.js";
import { seededRandom } from "../../src/ai/random.js";
import { scenarioFileFor } from "../../src/content/catalog.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import { legalActions } from "../../src/play/legal-actions.js";
import { Session } from "../../src/play/session.js";
import { Seat } from "../../src/seat/index.js";
import { SIDES, type Side } from "../../src/sides/sides.js";

/** Whether the engine's trials take the full path: every action applied whole (apply), as before the fast path. */
const full = { on: false };

vi.mock("../../src/engine/check-action.js", async (original) => {
  const real = await original<typeof import("../../src/engine/check-action.js")>();
  const { apply } = await import("../../src/engine/apply.js");
  return {
    ...real,
    actionRefusal: (...args: Parameters<typeof real.actionRefusal>) => {
      if (!full.on) return real.actionRefusal(...args);
      const out = apply(...args);
      return out.ok ? undefined : out;
    },
  };
});

const SCENARIOS = [
  ...["abandon-ship", "bridge-fight", "bug-hunt", "cargo-grab", "cold-sleeper", "engine-room"],
  ...["first-boarding", "introduction", "night-watch"],
];

describe("legal's trials", () => {
  it.each(SCENARIOS.map((name, i) => [name, i % 2 === 0 ? "fog" : "open"] as const))(
    "answer as the full path at every action of a bot game (%s, %s)",
    (name, visibility) => {
      const loaded = loadScenarioFile(scenarioFileFor(name)!);
      if (!loaded.ok) throw new Error(`${name} does not load`);
      const session = new Session({ ...loaded.value, visibility, seed: `fast-${name}` });
      const seats = { blue: new Seat(session, "blue"), yellow: new Seat(session, "yellow") };
      const bots = Object.fromEntries(
        SIDES.map((side, i) => [side, new Bot(seats[side], seededRandom(i + 11))]),
      ) as Record<Side, Bot>;
      let asked = 0;
      let listed = 0;
      const ask = () => {
        if (session.over || asked >= 30) return;
        const side = session.toMove;
        const args = [session.state(), side, seats[side].ship, seats[side].view()] as const;
        const fast = legalActions(...args);
        full.on = true;
        const whole = legalActions(...args);
        full.on = false;
        expect(fast).toEqual(whole);
        asked++;
        listed += fast.markers.reduce((n, m) => n + m.actions.length, 0);
      };
      const stop = session.onAction(ask);
      ask();
      for (let turn = 0; !session.over && asked < 30 && turn < 40; turn++) {
        const side = session.toMove;
        bots[side].playTurn();
        if (!session.over && session.toMove === side) session.command("end");
      }
      stop();
      expect(asked).toBeGreaterThan(10);
      expect(listed).toBeGreaterThan(asked);
    },
    300_000,
  );
});
