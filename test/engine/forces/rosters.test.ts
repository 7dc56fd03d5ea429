// The nine races' rosters: they load, they have the types the boarding rules name, and their
// numbers fit each race's character (shared/rules/starmarines-facts.md).
import { describe, expect, it } from "vitest";
import { reach, weaponOf } from "../../../src/engine/combat/stats.js";
import { canClimbLadders } from "../../../src/engine/soldier-type.js";
import { aboard, entry, RACES, roster } from "./roster-fixture.js";

describe("the bundled rosters", () => {
  it.each(RACES)("%s loads, with points on every type and a low and a medium leader", (race) => {
    const r = roster(race);
    expect(r.race).toBe(race);
    const all = [...r.entries.values()];
    expect(all.every((t) => Number.isInteger(t.points) && t.points > 0)).toBe(true);
    expect(all.some((t) => t.base.leader === "low")).toBe(true);
    expect(all.some((t) => t.base.leader === "medium")).toBe(true);
  });

  it("have every type the boarding rules name", () => {
    const named: [string, string][] = [
      ["colonials", "seal"],
      ["starmarines", "scout"],
      ["nkakk", "heavy-weapon-carrier"],
      ["pelgari", "death-dervish"],
      ["pelgari", "near-skipper"],
      ["saurs", "styros"],
      ["swarm", "hopper"],
      ["swarm", "spitter"],
      ["victors", "sapper"],
      ["victors", "sledder"],
      ["zrutes", "ultrasuit"],
      ["zrutes", "quadsuit"],
      ["zrutes", "bounding-suit"],
    ];
    for (const [race, key] of named) expect(roster(race).entries.has(key), `${race}/${key}`).toBe(true);
  });

  it("Saur Styros go on four legs: no ladders", () => {
    expect(canClimbLadders(aboard("saurs", "styros"))).toBe(false);
  });

  it("N'Kakk robots and every Swarm thing never fail morale; N'Kakk controllers can", () => {
    for (const t of roster("swarm").types.values()) expect(t.fearless, t.name).toBe(true);
    for (const key of ["walker", "tracker", "floater", "repair-drone", "heavy-weapon-carrier"])
      expect(aboard("nkakk", key).fearless).toBe(true);
    expect(aboard("nkakk", "controller").fearless).toBeUndefined();
  });

  it("Colonials wear no battle suits and are better up close than StarMarines; Victors are armoured and three-legged", () => {
    for (const t of roster("colonials").entries.values()) if (t.kind === "soldier") expect(t.base.armour).toBe("none");
    expect(aboard("colonials", "trooper").closeCombat).toBeGreaterThan(aboard("starmarines", "marine").closeCombat!);
    for (const t of roster("victors").types.values()) {
      expect(["heavy", "powered"]).toContain(t.armour);
      expect(t.twoLegs).toBe(false);
    }
  });

  it("Pelgari outrange everyone's basic soldier; Norx weapons are short", () => {
    const range = (race: string, key: string) => reach(weaponOf(aboard(race, key))!);
    for (const race of RACES.filter((r) => r !== "pelgari" && r !== "swarm")) {
      const basic = [...roster(race).entries.values()].find(
        (t) => t.kind === "soldier" && t.base.weapon && !t.base.leader,
      )!;
      expect(range("pelgari", "lancer")).toBeGreaterThan(range(race, basic.key));
    }
    expect(range("norx", "warrior")).toBeLessThan(range("starmarines", "marine"));
    expect(entry("norx", "berserker").base.closeCombat).toBeGreaterThan(aboard("starmarines", "marine").closeCombat!);
  });
});
