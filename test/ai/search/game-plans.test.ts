// Strength 4's whole-game plans (src/ai/search/game-plans.ts): the plan kept unless another is clearly
// better on the same worlds, the best by its mean when any gain will do, the enemy's aims guessed from
// the side's own knowledge, and the crew that hides starting from hiding.
import { describe, expect, it } from "vitest";
import { Bot } from "../../../src/ai/bot.js";
import { seededRandom } from "../../../src/ai/random.js";
import { believe } from "../../../src/ai/search/belief.js";
import { Computer } from "../../../src/ai/search/computer.js";
import { enemyAims } from "../../../src/ai/search/enemy-aims.js";
import { choosePlan } from "../../../src/ai/search/game-plans.js";
import { PLAN_SEARCH, STRENGTHS } from "../../../src/ai/search/strength.js";
import { loadScenarioFile } from "../../../src/content/scenario-load.js";
import { Session } from "../../../src/play/session.js";
import { Seat } from "../../../src/seat/index.js";

const scenario = (name: string) => {
  const loaded = loadScenarioFile(`scenarios/${name}.yaml`);
  if (!loaded.ok) throw new Error(name);
  return loaded.value;
};

/** NAME some turns in by the bots' play, and a seat for the side to move then (SIDE: played on till it moves). */
const underWay = (name: string, turns: number, side?: "blue" | "yellow") => {
  const session = new Session({ ...scenario(name), seed: "3" });
  const seats = { blue: new Seat(session, "blue"), yellow: new Seat(session, "yellow") };
  const bots = { blue: new Bot(seats.blue, seededRandom(1)), yellow: new Bot(seats.yellow, seededRandom(2)) };
  for (let k = 0; k < turns && !session.over; k++) bots[session.toMove].playTurn();
  if (side && session.toMove !== side) bots[session.toMove].playTurn();
  return seats[session.toMove];
};

const SEARCH = { ...PLAN_SEARCH, worlds: 4, horizon: 8 };

describe("choosing a plan for the whole game", () => {
  const seat = underWay("bridge-fight", 7);
  const v = seat.view();
  const aims = { side: seat.side, mine: v.objectives.mine, otherwise: v.objectives.otherwise, turnLimit: v.turnLimit };
  const choose = (z: number, margin: number, kept: "quick" | "hold") =>
    choosePlan(seat, kept, { ...SEARCH, z, margin }, believe(seat), seededRandom(5), aims, new Map(), () => false);

  it("plays every plan out in every world and keeps its plan unless another clears the bar", () => {
    const never = choose(1e9, 0.03, "hold");
    expect(never.plan).toBe("hold");
    expect(never.worlds).toBe(4);
    expect(never.actions).toBeGreaterThan(0);
    expect(Object.keys(never.means).sort()).toEqual(["hide", "hold", "quick"]);
  }, 120_000);

  it("with no bar, takes the plan of the best mean when it beats the one kept", () => {
    const free = choose(0, -1, "quick");
    const means = free.means;
    const best = (Object.keys(means) as (keyof typeof means)[]).reduce((a, b) => (means[b]! > means[a]! ? b : a));
    expect(free.plan).toBe(means[best]! > means.quick! ? best : "quick");
    // The same worlds and dice: the same answer again.
    expect(choose(0, -1, "quick")).toEqual(free);
  }, 120_000);

  it("stops at once when the time is up, keeping its plan", () => {
    const cut = choosePlan(seat, "quick", SEARCH, believe(seat), seededRandom(5), aims, new Map(), () => true);
    expect(cut).toMatchObject({ plan: "quick", worlds: 0, actions: 0 });
  });
});

describe("the enemy's aims the plan search guesses", () => {
  it("a side the clock favours guesses he goes for what the ship offers: never extermination alone", () => {
    // Night watch's marines win when time runs out; the Norx must take the bridge (secret to blue).
    const guesses = enemyAims(underWay("night-watch", 2, "blue"));
    const kinds = guesses.map((g) => g.objectives.map((o) => o.kind).join("+"));
    expect(kinds).toContain("hold+exterminate");
    expect(kinds).not.toContain("exterminate");
    expect(guesses.some((g) => g.objectives.some((o) => o.kind === "hold" && o.area.endsWith(":bridge")))).toBe(true);
    for (const g of guesses) expect(g.lines.map((l) => l.kind)).toEqual(g.objectives.map((o) => o.kind));
  });

  it("a side racing for an objective guesses the enemy races for it too, or only fights", () => {
    const guesses = enemyAims(underWay("cold-sleeper", 2, "yellow"));
    const kinds = guesses.map((g) => g.objectives.map((o) => o.kind).join("+"));
    expect(kinds).toEqual(["rescue+exterminate", "exterminate"]);
  });
});

describe("the plan kept between turns", () => {
  /** The plans strength 4 (small counts) kept on its first turns as SIDE in NAME, the bot playing the other side. */
  const plansOf = (name: string, side: "blue" | "yellow", gamePlans = SEARCH) => {
    const session = new Session({ ...scenario(name), seed: "2" });
    const seats = { blue: new Seat(session, "blue"), yellow: new Seat(session, "yellow") };
    const bots = { blue: new Bot(seats.blue, seededRandom(1)), yellow: new Bot(seats.yellow, seededRandom(2)) };
    const strength = { ...STRENGTHS[4], plans: 1, worlds: 0, gamePlans };
    const c = new Computer(seats[side], { strength, seed: 1 });
    for (let k = 0; k < 6 && !session.over; k++)
      if (session.toMove === side && session.state().phase !== "deploy") c.playTurn();
      else bots[session.toMove].playTurn();
    return c;
  };

  it("starts from hiding for the crew that hides, from the quick play elsewhere, and leads with its turn", () => {
    const never = { ...SEARCH, z: 1e9 };
    const brood = plansOf("bug-hunt", "yellow", never);
    expect([...brood.planTurns.keys()]).toEqual(["hide"]);
    expect([...brood.chosen.keys()]).toEqual(["evade"]);
    const troopers = plansOf("bug-hunt", "blue", never);
    expect([...troopers.planTurns.keys()]).toEqual(["quick"]);
    expect([...troopers.chosen.keys()]).toEqual(["tactics"]);
    expect(brood.planChanges + troopers.planChanges).toBe(0);
  }, 120_000);
});
