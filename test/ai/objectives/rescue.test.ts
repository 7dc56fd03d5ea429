// The computer's rescue play (src/ai/objectives/rescue.ts) on the cold sleeper: the sleeper's room held
// as an area until he is woken, the sleeper the enemy woke known by the marker seen stepping out of the
// cell, the guards at the empty cell sent after him, and the tactics firing at him first.
import { describe, expect, it } from "vitest";
import { Bot } from "../../../src/ai/bot.js";
import { rescuePlan, sleeperRoom, takenSleeper, waysOff } from "../../../src/ai/objectives/rescue.js";
import { HoldOrders, objectiveOrders } from "../../../src/ai/objectives/hold.js";
import { Tactics } from "../../../src/ai/tactics.js";
import { makePlan } from "../../../src/ai/plan.js";
import { distanceField } from "../../../src/ai/paths.js";
import { seededRandom } from "../../../src/ai/random.js";
import { loadScenarioFile } from "../../../src/content/scenario-load.js";
import { Session } from "../../../src/play/session.js";
import { Seat, type Side } from "../../../src/seat/index.js";
import { findCell } from "../../../src/ship/find-cell.js";

function scenario(name: string) {
  const loaded = loadScenarioFile(new URL(`../../../scenarios/${name}.yaml`, import.meta.url).pathname);
  if (!loaded.ok) throw new Error(name);
  return loaded.value;
}

/** The cold sleeper (SEED) played by the bot on both sides until someone wakes the sleeper: the seats. */
function untilWoken(seed: string) {
  const session = new Session({ ...scenario("cold-sleeper"), seed });
  const seats: Record<Side, Seat> = { blue: new Seat(session, "blue"), yellow: new Seat(session, "yellow") };
  const bots = { blue: new Bot(seats.blue, seededRandom(3)), yellow: new Bot(seats.yellow, seededRandom(4)) };
  const woken = () => session.state().devices.sleepers[0]!.wokenBy;
  for (let t = 0; t < 40 && !session.over && !woken(); t++) bots[session.toMove].playTurn();
  return { seats, waker: woken()! };
}

const near = (seat: Seat) => (from: number | undefined, goals: readonly number[]) =>
  from === undefined ? Infinity : distanceField(seat.ship, goals, { ladders: true })[from]!;

describe("rescue play", () => {
  // Seed 1: blue wakes Vance on turn 12, in sight of yellow's markers across the open table.
  const { seats, waker } = untilWoken("1");
  const enemy = seats.yellow;

  it("knows the sleeper the enemy woke by the marker it saw step out; not without that sight, nor its own", () => {
    expect(waker).toBe("blue");
    const v = enemy.view();
    const taken = takenSleeper(v, enemy.ship, enemy.witnessed());
    expect(taken?.cryo).toBe(findCell(enemy.ship, "93:0108"));
    expect(v.enemies.map((e) => e.label)).toContain(taken!.label);
    const unseen = enemy.witnessed().filter((e) => e.kind !== "sleeper-woken");
    expect(takenSleeper(v, enemy.ship, unseen)).toBeUndefined();
    // The waker's own view no longer names the cell, so nothing is taken from it.
    expect(takenSleeper(seats.blue.view(), seats.blue.ship, seats.blue.witnessed())).toBeUndefined();
  });

  it("sends the soldiers the bot left to wake or guard the empty cell after him; the bot's stay at the cell", () => {
    const v = enemy.view();
    const taken = takenSleeper(v, enemy.ship, enemy.witnessed())!;
    const him = v.enemies.find((e) => e.label === taken.label)!.cell;
    const beside = new Set(enemy.ship.neighbours[taken.cryo]!);
    const bot = makePlan(v, enemy.ship, seededRandom(1), () => [], near(enemy));
    const atCell = (p: typeof bot) =>
      [...p.tasks.values()].filter(
        (t) => t.kind === "wake" || (t.kind === "go" && t.goals.every((g) => beside.has(g))),
      );
    expect(atCell(bot).length).toBeGreaterThan(0);
    const mine = rescuePlan(v, enemy.ship, bot, taken);
    for (const [name, task] of bot.tasks) {
      const was = atCell({ tasks: new Map([[name, task]]) }).length > 0;
      expect(mine.tasks.get(name)).toEqual(was ? { kind: "go", goals: [him], stay: false } : task);
    }
  });

  it("once he is out of sight, they wait in ambush at the ways off the ship nearest his cell (the sickbay's lock, say)", () => {
    const v = enemy.view();
    const taken = { ...takenSleeper(v, enemy.ship, enemy.witnessed())!, label: "?999" };
    const ways = waysOff(enemy.ship, taken.cryo);
    const names = ways.map((c) => enemy.ship.cells[c]!.name);
    expect(names).toContain("98:0611");
    expect(names.every((n) => /^9[468]:/.test(n))).toBe(true);
    const bot = makePlan(v, enemy.ship, seededRandom(1), () => [], near(enemy));
    const mine = rescuePlan(v, enemy.ship, bot, taken);
    const beside = new Set(enemy.ship.neighbours[taken.cryo]!);
    let moved = 0;
    for (const [name, task] of bot.tasks) {
      const was = task.kind === "wake" || (task.kind === "go" && task.goals.every((g) => beside.has(g)));
      if (was) moved++;
      expect(mine.tasks.get(name)).toEqual(was ? { kind: "go", goals: ways, stay: true } : task);
    }
    expect(moved).toBeGreaterThan(0);
  });

  it("fires at him first: the tactics count the wanted marker a soldier for sure", () => {
    const taken = takenSleeper(enemy.view(), enemy.ship, enemy.witnessed())!;
    const odds = () => 0.25;
    const plain = new Tactics(enemy, odds, seededRandom(1), new Map());
    const hunting = new Tactics(enemy, odds, seededRandom(1), new Map(), "skirmish", undefined, false, taken.label);
    const of = (t: Tactics) => t.threats(enemy.view()).find((x) => x.label === taken.label)!.soldier;
    expect(of(plain)).toBeLessThan(1);
    expect(of(hunting)).toBe(1);
  });

  it("holds the sleeper's room as an area until he is woken (posts, not every soldier at the cell); not once taken", () => {
    const start = new Session({ ...scenario("cold-sleeper"), seed: "1" });
    const seat = new Seat(start, "yellow");
    const room = sleeperRoom(seat.view(), seat.ship)!;
    expect(room).toEqual(seat.ship.areas.get("93:cryo-room"));
    const tactics = new Tactics(seat, () => 1, seededRandom(1), new Map());
    expect(objectiveOrders(seat, tactics, seededRandom(1), new Map())).toBeInstanceOf(HoldOrders);
    const taken = takenSleeper(enemy.view(), enemy.ship, enemy.witnessed());
    const later = new Tactics(enemy, () => 1, seededRandom(1), new Map());
    expect(objectiveOrders(enemy, later, seededRandom(1), new Map(), taken)).toBe(later);
    // No rescue, no room: the first boarding's sides hold an area of their own.
    const other = new Seat(new Session({ ...scenario("bug-hunt"), seed: "1" }), "blue");
    expect(sleeperRoom(other.view(), other.ship)).toBeUndefined();
  });
});
