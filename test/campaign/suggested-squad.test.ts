// The suggested squad: valid for every race, within the difficulty's points, and spending them: no
// single upgrade it could still afford is left undone (a squad of cheap soldiers at the size limit
// once left 13 of easy's 24 points unspent).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { squadCost, squadRefusal, squadTypes, suggestedSquad } from "../../src/campaign/squad-rules.js";
import { squadPoints } from "../../src/campaign/new-run.js";
import { roster } from "./fixtures.js";

const RACES = ["colonials", "nkakk", "norx", "pelgari", "saurs", "starmarines", "swarm", "victors", "zrutes"];

/** A replacement of one soldier by a dearer type that the points left would pay for and the rules allow. */
function affordableUpgrade(race: string, squad: readonly string[], left: number): string | undefined {
  const r = roster(race);
  for (const [at, key] of squad.entries()) {
    const from = r.entries.get(key)!;
    for (const to of squadTypes(r)) {
      const cost = to.points - from.points;
      if (cost <= 0 || cost > left) continue;
      // The same roles the suggestion upgrades within: a leader to a leader, a plain soldier to a non-medic.
      if ((from.base.leader !== undefined) !== (to.base.leader !== undefined)) continue;
      if (from.base.medic === true || (from.base.leader === undefined && to.base.medic === true)) continue;
      if (to.limit !== undefined && squad.filter((k) => k === to.key).length >= to.limit) continue;
      const tried = squad.map((k, i) => (i === at ? to.key : k));
      if (squadRefusal(r, tried) === undefined) return `${key} -> ${to.key} (+${cost})`;
    }
  }
  return undefined;
}

describe("the suggested squad", () => {
  it("spends the points of every difficulty for every race, within the rules", () => {
    for (const race of RACES)
      for (const d of ["easy", "normal", "hard"] as const) {
        const points = squadPoints(d);
        const squad = suggestedSquad(roster(race), points);
        const cost = squadCost(roster(race), squad);
        expect(squadRefusal(roster(race), squad), `${race} ${d}`).toBeUndefined();
        expect(cost, `${race} ${d}`).toBeLessThanOrEqual(points);
        expect(affordableUpgrade(race, squad, points - cost), `${race} ${d}: ${squad.join(",")}`).toBeUndefined();
      }
    // The case that was wrong: the Colonials' ten cheap troopers on easy cost 11 of 24.
    expect(squadCost(roster("colonials"), suggestedSquad(roster("colonials"), 24))).toBeGreaterThanOrEqual(20);
  });

  it("holds for any budget a modder's difficulty could give", () => {
    fc.assert(
      fc.property(fc.constantFrom(...RACES), fc.integer({ min: 1, max: 60 }), (race, points) => {
        const squad = suggestedSquad(roster(race), points);
        if (squad.length === 0) return;
        expect(squadRefusal(roster(race), squad)).toBeUndefined();
        const cost = squadCost(roster(race), squad);
        expect(cost).toBeLessThanOrEqual(points);
        expect(affordableUpgrade(race, squad, points - cost)).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });
});
