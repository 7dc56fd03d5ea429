// The beginner (strength 1): each turn some of its soldiers hesitate and do nothing, and none lies in
// ambush; the rest is the bot's turn.
import { describe, expect, it } from "vitest";
import { Bot } from "../../src/ai/bot.js";
import { Hesitation } from "../../src/ai/beginner.js";
import type { Soldier } from "../../src/ai/plan.js";
import { seededRandom } from "../../src/ai/random.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import { Session } from "../../src/play/session.js";
import { Seat } from "../../src/seat/index.js";

/** The introduction four side-turns in, blue to move with soldiers aboard. */
function underWay(): Seat {
  const loaded = loadScenarioFile("scenarios/introduction.yaml");
  if (!loaded.ok) throw new Error("introduction");
  const session = new Session({ ...loaded.value, seed: "1" });
  const seats = { blue: new Seat(session, "blue"), yellow: new Seat(session, "yellow") };
  const bots = { blue: new Bot(seats.blue, seededRandom(1)), yellow: new Bot(seats.yellow, seededRandom(2)) };
  for (let k = 0; k < 4; k++) bots[session.toMove].playTurn();
  return seats.blue;
}

const never = () => false;
const aboard = (seat: Seat) =>
  seat.view().own.filter((m): m is Soldier => m.soldier !== undefined && m.where.at === "cell");

describe("the beginner's hesitation", () => {
  it("a soldier who hesitates does nothing, whatever his task", () => {
    const seat = underWay();
    const all = new Hesitation(seat, () => 0);
    const soldiers = aboard(seat);
    expect(soldiers.length).toBeGreaterThan(0);
    for (const s of soldiers) {
      const at = s.where.at === "cell" ? s.where.cell : -1;
      expect(all.act(seat.view(), s, at, { kind: "go", goals: [at + 1], stay: false }, never)).toBe(false);
    }
  });

  it("one who does not is left to the bot, but waits at his goal without lying in ambush", () => {
    const seat = underWay();
    const none = new Hesitation(seat, () => 0.99);
    const s = aboard(seat)[0]!;
    const at = s.where.at === "cell" ? s.where.cell : -1;
    expect(none.act(seat.view(), s, at, { kind: "go", goals: [at + 1], stay: false }, never)).toBeUndefined();
    expect(none.act(seat.view(), s, at, { kind: "go", goals: [at], stay: true }, never)).toBe(false);
  });

  it("a whole turn of the beginner with every soldier hesitating moves none of them", () => {
    const seat = underWay();
    const before = aboard(seat).map((s) => JSON.stringify(s.where));
    new Bot(seat, seededRandom(3), undefined, new Hesitation(seat, () => 0)).playTurn();
    expect(seat.turn().toMove).toBe("yellow");
    expect(aboard(seat).filter((s) => before.includes(JSON.stringify(s.where))).length).toBe(before.length);
    // The same turn without hesitation moves someone (the test could fail).
    const other = underWay();
    new Bot(other, seededRandom(3), undefined, new Hesitation(other, () => 0.99)).playTurn();
    expect(aboard(other).filter((s) => !before.includes(JSON.stringify(s.where))).length).toBeGreaterThan(0);
  });
});
