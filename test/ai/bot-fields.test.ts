// Bots may share their distance fields (the computer's rollouts do): a field depends only on the ship,
// its goals and the walker, so a bot with a shared, already-filled store plays exactly as a fresh one.
import { describe, expect, it } from "vitest";
import { Bot } from "../../src/ai/bot.js";
import { seededRandom } from "../../src/ai/random.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import { Session } from "../../src/play/session.js";
import { Seat, type Sandbox } from "../../src/seat/index.js";
import { guessFrom } from "../seat/seat-output.js";

describe("the bot's shared distance fields", () => {
  it("change no command: a bot with a store another bot filled plays as one with its own", () => {
    const loaded = loadScenarioFile("scenarios/bug-hunt.yaml");
    if (!loaded.ok) throw new Error("bug-hunt");
    const session = new Session({ ...loaded.value, seed: "3" });
    const seats = { blue: new Seat(session, "blue"), yellow: new Seat(session, "yellow") };
    for (let k = 0; k < 4; k++) new Bot(seats[session.toMove], seededRandom(k)).playTurn();
    const box = seats[session.toMove].imagine(guessFrom(seats[session.toMove]), "fields") as Sandbox;
    const shared = new Map<string, Float64Array>();
    const warm = box.copy();
    for (let t = 0; t < 3 && !warm.turn().over; t++)
      new Bot(warm.seat(warm.turn().toMove), seededRandom(50 + t), shared).playTurn();
    expect(shared.size).toBeGreaterThan(0);
    const played = (fields?: Map<string, Float64Array>) => {
      const b = box.copy();
      for (let t = 0; t < 3 && !b.turn().over; t++)
        new Bot(b.seat(b.turn().toMove), seededRandom(7 + t), fields).playTurn();
      return JSON.stringify(b.commands());
    };
    const fresh = played();
    expect(played(shared)).toBe(fresh);
    expect(fresh.length).toBeGreaterThan(50);
  }, 60_000);
});
