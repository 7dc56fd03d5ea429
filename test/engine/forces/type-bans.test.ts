// Section III: who may board at all. No vehicles and no heavy weapons, save the Swarm's Spitters;
// no N'Kakk Heavy-Weapon Carrier; no Zrute UltraSuits or QuadSuits; any soldier-type Saur.
import { describe, expect, it } from "vitest";
import { checkComposition } from "../../../src/engine/forces/composition.js";
import type { Force } from "../../../src/engine/forces/force.js";
import { RACE_BOARDING } from "../../../src/engine/forces/race-rules.js";
import { typeRefusal } from "../../../src/engine/forces/type-bans.js";
import { entry, RACES, roster } from "./roster-fixture.js";

const barred = (race: string) =>
  [...roster(race).entries.values()].filter((t) => typeRefusal(t) !== undefined).map((t) => t.key);

describe("no vehicles and no heavy weapons", () => {
  it.each(RACES)("%s: every vehicle and heavy weapon of the roster is refused", (race) => {
    const heavy = [...roster(race).entries.values()].filter((t) => t.kind !== "soldier");
    expect(heavy.length, `${race} has a vehicle or heavy weapon for the rule to refuse`).toBeGreaterThan(0);
    for (const t of heavy.filter((h) => !(race === "swarm" && h.key === "spitter"))) {
      expect(typeRefusal(t)).toMatch(
        t.kind === "vehicle"
          ? /is a vehicle: no vehicles board a derelict$/
          : /is a heavy weapon: no heavy weapons board a derelict$/,
      );
    }
  });

  it("a soldier type is not refused for being a soldier", () => {
    expect(typeRefusal(entry("starmarines", "parm"))).toBeUndefined();
    expect(typeRefusal(entry("norx", "brute"))).toBeUndefined();
  });
});

describe("race by race", () => {
  it("N'Kakk can use any soldier-type unit except the Heavy-Weapon Carrier", () => {
    expect(entry("nkakk", "heavy-weapon-carrier").kind).toBe("soldier");
    expect(typeRefusal(entry("nkakk", "heavy-weapon-carrier"))).toBe(
      "N'Kakk Heavy-Weapon Carrier may not board: N'Kakk can use any soldier-type units except the Heavy-Weapon Carrier",
    );
    expect(barred("nkakk")).toEqual(["heavy-weapon-carrier", "tank-robot"]);
  });

  it("Zrutes cannot use UltraSuits or QuadSuits; Bounding Suits may board", () => {
    expect(entry("zrutes", "ultrasuit").kind).toBe("soldier");
    expect(typeRefusal(entry("zrutes", "ultrasuit"))).toContain("Zrutes cannot use UltraSuits");
    expect(typeRefusal(entry("zrutes", "quadsuit"))).toContain("Zrutes cannot use QuadSuits");
    expect(typeRefusal(entry("zrutes", "bounding-suit"))).toBeUndefined();
  });

  it("the Swarm are allowed their Spitters, a heavy weapon", () => {
    expect(entry("swarm", "spitter").kind).toBe("heavy-weapon");
    expect(typeRefusal(entry("swarm", "spitter"))).toBeUndefined();
    expect(typeRefusal(entry("swarm", "behemoth"))).toContain("is a vehicle");
    // Without the Swarm's exception the Spitter would be a heavy weapon like any other.
    expect(RACE_BOARDING.swarm!.heavyAllowed).toEqual(["spitter"]);
  });

  it("Saurs can use any soldier-type Saur, as many as they like: their roster's limits are lifted", () => {
    expect(barred("saurs")).toEqual(["looted-cannon"]);
    const saurs = roster("saurs");
    const force: Force = {
      race: "saurs",
      name: "stampede",
      formations: [
        {
          teams: [
            { type: "styros", at: ["t", 0] },
            { type: "styros", at: ["t", 1] },
          ],
          at: ["f", 0],
        },
        {
          teams: [
            { type: "tyrant", at: ["t", 2] },
            { type: "tyrant", at: ["t", 3] },
          ],
          at: ["f", 1],
        },
      ],
      specialists: [],
    };
    expect(saurs.entries.get("styros")!.limit).toBe(1);
    expect(checkComposition(force, saurs)).toEqual([]);
    // The same force of another race with limited types is refused.
    const marines: Force = {
      ...force,
      race: "starmarines",
      formations: [
        {
          teams: [
            { type: "scout", at: ["t", 0] },
            { type: "scout", at: ["t", 1] },
          ],
          at: ["f", 0],
        },
      ],
    };
    expect(checkComposition(marines, roster("starmarines"))).toEqual([
      { at: ["t", 1], message: "StarMarines field at most 1 fire team of Scout" },
    ]);
  });
});
