// The computer's cheap candidate plans: the rush walks the side's soldiers toward its objective's hexes
// on an imagined game, with commands the seat takes, and reads only the side's own view.
import { describe, expect, it } from "vitest";
import { believe, sample } from "../../../src/ai/search/belief.js";
import { Bot } from "../../../src/ai/bot.js";
import { distanceField } from "../../../src/ai/paths.js";
import { objectiveGoals, rush } from "../../../src/ai/search/quick-plans.js";
import { seededRandom } from "../../../src/ai/random.js";
import { loadScenarioFile } from "../../../src/content/scenario-load.js";
import { Session } from "../../../src/play/session.js";
import { Seat, type Seat as SeatType } from "../../../src/seat/index.js";

const underWay = (name: string, sideTurns: number) => {
  const loaded = loadScenarioFile(`scenarios/${name}.yaml`);
  if (!loaded.ok) throw new Error(name);
  const session = new Session({ ...loaded.value, seed: "3" });
  const seats = { blue: new Seat(session, "blue"), yellow: new Seat(session, "yellow") };
  const bots = { blue: new Bot(seats.blue, seededRandom(1)), yellow: new Bot(seats.yellow, seededRandom(2)) };
  for (let k = 0; k < sideTurns && !session.over; k++) bots[session.toMove].playTurn();
  return seats;
};

/** The side's steps from its nearest steady soldier aboard to GOALS (walking, ladders too). */
const nearest = (seat: SeatType, goals: number[]): number => {
  const f = distanceField(seat.ship, goals, { ladders: true });
  const cells = seat
    .view()
    .own.filter((m) => m.soldier && m.where.at === "cell")
    .map((m) => (m.where.at === "cell" ? f[m.where.cell]! : Infinity));
  return Math.min(...cells);
};

describe("the computer's rush plan", () => {
  for (const name of ["engine-room", "abandon-ship", "bridge-fight"])
    it(`walks the side's soldiers toward its objective's hexes (${name})`, () => {
      const seats = underWay(name, 4);
      const seat = seats[seats.blue.turn().toMove];
      const goals = objectiveGoals(seat.view().objectives.mine, seat.ship);
      expect(goals.length).toBeGreaterThan(0);
      const box = seat.imagine(sample(believe(seat), seededRandom(4)), "rush");
      if (typeof box === "string") throw new Error(box);
      const mine = box.seat(seat.side);
      const before = nearest(mine, goals);
      const aboard = mine.view().own.filter((m) => m.where.at === "cell").length;
      rush(mine, seat.ship, seededRandom(5), new Map());
      const commands = box.commands();
      expect(commands.length).toBeGreaterThan(0);
      // Nearer than before, or more of its markers aboard (boarding first).
      const after = nearest(mine, goals);
      const aboardAfter = mine.view().own.filter((m) => m.where.at === "cell").length;
      expect(after < before || aboardAfter > aboard || after === 0).toBe(true);
      // The real seat takes the same commands (the plan is played for real from them), but for doors
      // the enemy opened out of the side's sight (the imagined game has them as last known).
      for (const c of commands) {
        const done = seat.act(c);
        if (!done.ok) expect([c.verb, done.code]).toEqual(["open", "already"]);
      }
    });
});
