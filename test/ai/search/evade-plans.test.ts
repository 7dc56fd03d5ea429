// Strength 4's falling back (src/ai/search/evade-plans.ts): on imagined games under way, every soldier
// that walks ends in no more of the likely enemy soldiers' lines than he stood in, and farther from them
// when no nearer to safety; with the enemy in sight somewhere, some soldier does fall back.
import { describe, expect, it } from "vitest";
import { believe, odds, sample } from "../../../src/ai/search/belief.js";
import { Bot } from "../../../src/ai/bot.js";
import { evade } from "../../../src/ai/search/evade-plans.js";
import { hexDistance } from "../../../src/ai/paths.js";
import { seededRandom } from "../../../src/ai/random.js";
import { loadScenarioFile } from "../../../src/content/scenario-load.js";
import { Session } from "../../../src/play/session.js";
import { Seat, type Seat as SeatType } from "../../../src/seat/index.js";
import { findCell } from "../../../src/ship/find-cell.js";
import { lineIsClear } from "../../../src/ship/sight-lines.js";

const underWay = (name: string, seed: number, sideTurns: number) => {
  const loaded = loadScenarioFile(`scenarios/${name}.yaml`);
  if (!loaded.ok) throw new Error(name);
  const session = new Session({ ...loaded.value, seed: `${seed}` });
  const seats = { blue: new Seat(session, "blue"), yellow: new Seat(session, "yellow") };
  const bots = { blue: new Bot(seats.blue, seededRandom(seed)), yellow: new Bot(seats.yellow, seededRandom(seed + 1)) };
  for (let k = 0; k < sideTurns && !session.over; k++) bots[session.toMove].playTurn();
  return seats[session.toMove];
};

/** Each steady soldier's cell on SEAT's map, by name. */
const soldiersAt = (seat: SeatType): Map<string, number> =>
  new Map(
    seat
      .view()
      .own.flatMap((m) => (m.soldier && m.where.at === "cell" ? [[m.soldier.name, m.where.cell] as const] : [])),
  );

describe("the computer's falling back", () => {
  it("walks soldiers out of the likely enemy soldiers' lines, or farther from them, never into more", () => {
    let fell = 0;
    for (const name of ["bug-hunt", "engine-room", "first-boarding", "cargo-grab"])
      for (const seed of [1, 2, 3]) {
        const seat = underWay(name, seed, 8 + seed);
        if (seat.turn().over) continue;
        const belief = believe(seat);
        const soldierOdds = odds(belief);
        const box = seat.imagine(sample(belief, seededRandom(seed)), "evade");
        if (typeof box === "string") throw new Error(box);
        const side = seat.side;
        const mine = box.seat(side);
        const v = mine.view();
        const threats = v.enemies.filter((e) => e.revealed || soldierOdds(e.label) >= 0.15).map((e) => e.cell);
        const open: Record<number, true> = {};
        for (const d of v.openDoors) open[findCell(seat.ship, d)!] = true;
        const lines = (c: number) =>
          threats.filter((t) =>
            v.systems.lights ? lineIsClear(seat.ship, open, c, t) : hexDistance(seat.ship, c, t) <= 1,
          ).length;
        const away = (c: number) => Math.min(12, ...threats.map((t) => hexDistance(seat.ship, c, t)));
        const before = soldiersAt(mine);
        evade(mine, soldierOdds, seededRandom(seed), new Map());
        for (const [who, now] of soldiersAt(mine)) {
          const was = before.get(who)!;
          if (now === was) continue;
          fell++;
          expect(lines(now), `${name} ${seed} ${who}`).toBeLessThanOrEqual(lines(was));
          if (lines(now) === lines(was)) expect(away(now), `${name} ${seed} ${who}`).toBeGreaterThanOrEqual(away(was));
        }
      }
    expect(fell).toBeGreaterThan(0);
  }, 120_000);
});
