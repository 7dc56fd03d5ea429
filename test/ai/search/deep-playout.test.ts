// Strength 4's deep play-outs (src/ai/search/deep-playout.ts): after the side's candidate turn the imagined
// enemy replies with strength 3's tactics through his own seat in the sandbox, the side's next turn by its
// tactics too if asked, then the quick policy; and the imagined enemy reads the sandbox alone, never the
// real game (twin games differing only in the enemy's secrets give the same play-out).
import { describe, expect, it } from "vitest";
import { Bot } from "../../../src/ai/bot.js";
import { seededRandom } from "../../../src/ai/random.js";
import { believe, odds, sample } from "../../../src/ai/search/belief.js";
import { deepPlayOut } from "../../../src/ai/search/deep-playout.js";
import { loadScenarioFile } from "../../../src/content/scenario-load.js";
import { Session } from "../../../src/play/session.js";
import { Seat, type Sandbox } from "../../../src/seat/index.js";
import { ROOMS_FIGHT } from "../../seat/rooms-ship.js";
import { inMode, secretTwin, table, VISIBILITY } from "../../seat/twin-games.js";

/** Bridge fight some turns in by the bots' play, and the seat of the side to move then. */
const underWay = (turns: number): Seat => {
  const loaded = loadScenarioFile("scenarios/bridge-fight.yaml");
  if (!loaded.ok) throw new Error("bridge-fight");
  const session = new Session({ ...loaded.value, seed: "3" });
  const seats = { blue: new Seat(session, "blue"), yellow: new Seat(session, "yellow") };
  const bots = { blue: new Bot(seats.blue, seededRandom(1)), yellow: new Bot(seats.yellow, seededRandom(2)) };
  for (let k = 0; k < turns && !session.over; k++) bots[session.toMove].playTurn();
  return seats[session.toMove];
};

/** A sandbox of SEAT's imagining (a world drawn with SEED) with the side's turn ended there. */
const imagined = (seat: Seat, seed: number): Sandbox => {
  const box = seat.imagine(sample(believe(seat), seededRandom(seed)), `${seed}`);
  if (typeof box === "string") throw new Error(box);
  box.play("end");
  return box;
};

const deep = (seat: Seat, box: Sandbox, horizon: number, ownTactics: boolean) =>
  deepPlayOut(box, seat.side, odds(believe(seat)), 7, new Map(), { horizon, ownTactics, careful: true }, {});

describe("deep play-outs", () => {
  const seat = underWay(8);
  const enemy = seat.side === "blue" ? "yellow" : "blue";

  it("plays the enemy's reply through his seat in the sandbox, by commands as a player's", () => {
    const box = imagined(seat, 1);
    const mark = box.mark();
    const turn = box.turn().turn;
    expect(box.turn().toMove).toBe(enemy);
    const out = deep(seat, box, 1, false);
    // The quick policy plays on the engine's states and leaves no commands: these are the tactics' own.
    expect(box.commands(mark).length).toBeGreaterThan(0);
    expect(box.turn().toMove).toBe(seat.side);
    expect(box.turn().turn - turn).toBeLessThanOrEqual(1);
    expect(out.actions).toBeGreaterThan(0);
  }, 120_000);

  it("plays the side's own next turn by its tactics too when asked, then the quick policy to the horizon", () => {
    const alone = imagined(seat, 1);
    const mark = alone.mark();
    deep(seat, alone, 1, false);
    const enemyOnly = alone.commands(mark).length;
    const both = imagined(seat, 1);
    const out = deep(seat, both, 3, true);
    // The same enemy reply (the same world and seed), then the side's own commands.
    expect(both.commands(mark).slice(0, enemyOnly)).toEqual(alone.commands(mark));
    expect(both.commands(mark).length).toBeGreaterThan(enemyOnly);
    // The third side-turn is the quick policy's: the sandbox itself stays where the tactics left it.
    expect(both.turn().toMove).toBe(enemy);
    expect(out.outcome.turn).toBeGreaterThanOrEqual(both.turn().turn);
  }, 120_000);
});

// Two rooms joined by a door and a hall (the seat's property): blue imagines, yellow's secrets differ.
const plain = ROOMS_FIGHT;

describe.each(VISIBILITY)("the imagined enemy reads the sandbox alone (%s visibility)", (mode) => {
  it("gives the same play-out in twin games that differ only in the enemy's secrets", () => {
    const start = inMode(plain, mode);
    const twin = secretTwin(start, "yellow", [2, 0, 1, 5, 3, 4], [5, 4, 3, 2, 1, 0]);
    const runs = [start, twin.state].map((state) => {
      const blue = table(state).blue;
      const box = imagined(blue, 11);
      const mark = box.mark();
      const out = deep(blue, box, 3, true);
      return JSON.stringify({ commands: box.commands(mark), out });
    });
    expect(runs[1]).toBe(runs[0]);
    expect(JSON.parse(runs[0]!).commands.length).toBeGreaterThan(0);
  }, 120_000);
});
