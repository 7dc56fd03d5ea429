// The host's computer player keeps time as the human sees it: each of its turns is held for the whole
// think time, and it pauses between moves only after those the human's seat saw something of, so the
// length of its turn tells nothing of what the human could not see.
import { describe, expect, it } from "vitest";
import { Bot } from "../../../src/ai/bot.js";
import { seededRandom } from "../../../src/ai/random.js";
import { loadScenarioFile } from "../../../src/content/scenario-load.js";
import type { Action } from "../../../src/engine/rules.js";
import type { Setup } from "../../../src/engine/setup.js";
import { startComputer } from "../../../src/host/computer/computer-player.js";
import type { ComputerPool } from "../../../src/host/computer/computer-pool.js";
import type { HostedGame } from "../../../src/host/hosted-game.js";
import { seating } from "../../../src/seating/seats.js";
import { Session } from "../../../src/play/session.js";
import { Seat } from "../../../src/seat/index.js";

const PACE = 7;
const BUDGET = 1000;

/** A pool whose computer is the plain bot, played on a copy of the game as the real pool's thread does. */
const botPool = {
  turn: async (
    _game: string,
    side: "blue" | "yellow",
    _s: number,
    _seed: number,
    setup: () => unknown,
    actions: readonly unknown[],
  ) => {
    const copy = new Session(setup() as Setup);
    for (const a of actions) copy.act(a as Action);
    const from = copy.actions.length;
    new Bot(new Seat(copy, side), seededRandom(5)).playTurn();
    return copy.actions.slice(from);
  },
  forget: () => undefined,
} as unknown as ComputerPool;

describe("the host's computer player's timing", () => {
  it("holds each turn for the whole think time and pauses only after moves the human saw", async () => {
    const loaded = loadScenarioFile("scenarios/introduction.yaml");
    if (!loaded.ok) throw new Error("introduction");
    const session = new Session({ ...loaded.value, visibility: "fog", seed: "4" });
    const { seats } = seating(session);
    const game = { session, seats, record: { id: "g" } } as unknown as HostedGame;
    const waits: number[] = [];
    const stop = startComputer(game, "blue", botPool, {
      strength: 1,
      paceMs: PACE,
      budgetMs: BUDGET,
      log: () => undefined,
      now: () => 0,
      wait: async (ms) => void waits.push(ms),
    });
    let humanTurns = 0;
    try {
      for (let tick = 0; tick < 5000 && humanTurns < 4 && !session.over; tick++) {
        if (session.toMove === "yellow") {
          seats.yellow.act({ verb: seats.yellow.turn().phase === "deploy" ? "ready" : "end" });
          humanTurns++;
        }
        await new Promise((r) => setImmediate(r));
      }
    } finally {
      stop();
    }
    // What the human saw of each of the computer's actions, worked out again on a fresh copy.
    const copy = new Session(session.setup);
    const human = new Seat(copy, "yellow");
    let seen = 0;
    let computerActions = 0;
    for (const a of session.actions) {
      const mover = copy.toMove;
      const before = human.mark();
      copy.act(a);
      if (mover !== "blue") continue;
      computerActions++;
      if (human.witnessed(before).length > 0) seen++;
    }
    const holds = waits.filter((w) => w === BUDGET).length;
    const paces = waits.filter((w) => w === PACE).length;
    expect(humanTurns).toBeGreaterThanOrEqual(3);
    expect(holds).toBeGreaterThanOrEqual(3);
    expect(paces).toBe(seen);
    // In fog most of the computer's moves are out of the human's sight: a pause after each would count them.
    expect(computerActions).toBeGreaterThan(seen);
  });
});
