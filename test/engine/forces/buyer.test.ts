// Forces bought for a race's points: within the points and the composition rules, every race, always the same.
import { describe, expect, it } from "vitest";
import { buyForce } from "../../../src/engine/forces/buyer.js";
import { checkComposition } from "../../../src/engine/forces/composition.js";
import { forceCost, forceSoldiers } from "../../../src/engine/forces/force.js";
import { isSpecialist } from "../../../src/engine/forces/roster-type.js";
import { typeRefusal } from "../../../src/engine/forces/type-bans.js";
import { RACES, roster } from "./roster-fixture.js";

const BUDGETS = [4, 10, 16, 20, 25, 30, 40, 60, 100];

describe("the buyer", () => {
  it.each(RACES)("%s: every force it buys keeps to the points and the rules", (race) => {
    const r = roster(race);
    for (const points of BUDGETS) {
      const force = buyForce(r, points);
      if (typeof force === "string") {
        // Only when not even the cheapest fire team fits.
        const cheapest = Math.min(
          ...[...r.entries.values()].filter((t) => !isSpecialist(t) && !typeRefusal(t)).map((t) => t.points * 4),
        );
        expect(points, `${race} ${points}: ${force}`).toBeLessThan(cheapest);
        continue;
      }
      expect(forceCost(force, r), `${race} at ${points}`).toBeLessThanOrEqual(points);
      expect(checkComposition(force, r), `${race} at ${points}`).toEqual([]);
      for (const s of forceSoldiers(force)) expect(typeRefusal(r.entries.get(s.type)!)).toBeUndefined();
    }
  });

  it.each(RACES)("%s: a 25- and a 30-point party has fire teams, a leader, and little left over", (race) => {
    const r = roster(race);
    for (const points of [25, 30]) {
      const force = buyForce(r, points);
      if (typeof force === "string") throw new Error(force);
      expect(force.formations.length).toBeGreaterThan(0);
      expect(forceSoldiers(force).some((s) => r.entries.get(s.type)!.base.leader !== undefined)).toBe(true);
      expect(points - forceCost(force, r)).toBeLessThan(5);
    }
  });

  it("buys the same force every time", () => {
    for (const race of RACES) expect(buyForce(roster(race), 30)).toEqual(buyForce(roster(race), 30));
  });

  it("a StarMarine party of 25: two marine teams, a lieutenant, a Medic and a sergeant", () => {
    const force = buyForce(roster("starmarines"), 25);
    if (typeof force === "string") throw new Error(force);
    expect(
      forceSoldiers(force)
        .map((s) => s.type)
        .join(" "),
    ).toBe("sergeant marine marine marine marine marine marine marine marine lieutenant medic");
  });

  it("says so when the points buy nothing", () => {
    expect(buyForce(roster("victors"), 10)).toBe("10 points buy not even one fire team of Victors");
  });
});
