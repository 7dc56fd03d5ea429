// Section III: an augmented level-2 formation. A fourth level-1 formation; any number of low
// leaders, one medium leader, one Medic, one Hero; fire teams of four; the races' limits.
import { describe, expect, it } from "vitest";
import { checkComposition, LEVEL1_ABOARD, LEVEL1_NORMAL } from "../../../src/engine/forces/composition.js";
import { forceCost, forceSoldiers, type Force, type Formation, type Member } from "../../../src/engine/forces/force.js";
import { roster } from "./roster-fixture.js";

const marines = roster("starmarines");
const formation = (i: number, teams: string[], leader?: string): Formation => ({
  teams: teams.map((type, j) => ({ type, at: ["formations", i, "teams", j] })),
  at: ["formations", i],
  ...(leader ? { leader: { type: leader, at: ["formations", i, "leader"] } } : {}),
});
const members = (types: string[]): Member[] => types.map((type, k) => ({ type, at: ["specialists", k] }));
const force = (formations: Formation[], specialists: string[] = []): Force => ({
  race: "starmarines",
  name: "test",
  formations,
  specialists: members(specialists),
});
const messages = (f: Force) => checkComposition(f, marines).map((p) => `${p.at.join(".")}: ${p.message}`);

describe("level-1 formations", () => {
  it(`a fourth may be added to the race's ${LEVEL1_NORMAL}; a fifth may not`, () => {
    expect(LEVEL1_ABOARD).toBe(LEVEL1_NORMAL + 1);
    const four = [0, 1, 2, 3].map((i) => formation(i, ["marine"]));
    expect(messages(force(four))).toEqual([]);
    expect(messages(force([...four, formation(4, ["marine"])]))).toEqual([
      "formations.4: at most 4 level-1 formations board (the race's 3 and a fourth): this is the fifth",
    ]);
  });

  it("hold one or two fire teams of four, each of one type that is not a specialist", () => {
    expect(messages(force([formation(0, ["marine", "marine", "marine"])]))).toEqual([
      "formations.0.teams.2: a level-1 formation has at most 2 fire teams",
    ]);
    expect(messages(force([formation(0, ["medic"])]))).toEqual([
      "formations.0.teams.0: Medic is bought one at a time: list it under specialists (or as a formation's leader), not as a fire team",
    ]);
    expect(forceSoldiers(force([formation(0, ["marine", "scout"])])).map((s) => s.type)).toEqual([
      ...Array(4).fill("marine"),
      ...Array(4).fill("scout"),
    ]);
  });

  it("are led by low leaders only", () => {
    expect(messages(force([formation(0, ["marine"], "sergeant")]))).toEqual([]);
    expect(messages(force([formation(0, ["marine"], "lieutenant")]))).toEqual([
      "formations.0.leader: a level-1 formation is led by a low leader: Lieutenant is a medium leader",
    ]);
  });

  it("keep to the race's limits on a type", () => {
    expect(messages(force([formation(0, ["parm"]), formation(1, ["parm"])]))).toEqual([
      "formations.1.teams.0: StarMarines field at most 1 fire team of PARM trooper",
    ]);
  });
});

describe("leaders and specialists added to the level-2 formation", () => {
  it("any number of low leaders", () => {
    const f = force(
      [formation(0, ["marine"], "sergeant"), formation(1, ["marine"], "sergeant")],
      ["sergeant", "sergeant", "sergeant", "sergeant"],
    );
    expect(messages(f)).toEqual([]);
  });

  it("one medium leader, one Medic, one Hero: a second of each is refused", () => {
    expect(messages(force([formation(0, ["marine"])], ["lieutenant", "medic", "hero"]))).toEqual([]);
    expect(
      messages(force([formation(0, ["marine"])], ["lieutenant", "medic", "hero", "lieutenant", "medic", "hero"])),
    ).toEqual([
      "specialists.3: a boarding party adds at most 1 medium leader",
      "specialists.4: a boarding party adds at most 1 Medic",
      "specialists.5: a boarding party adds at most 1 Hero",
    ]);
  });

  it("soldiers of fire-team types are not bought one at a time", () => {
    expect(messages(force([formation(0, ["marine"])], ["marine"]))).toEqual([
      "specialists.0: Marine is bought in fire teams of four: list it under a formation's teams",
    ]);
  });

  it("a type the roster lacks is named with those it has", () => {
    expect(messages(force([formation(0, ["trooper"])]))[0]).toMatch(
      /^formations\.0\.teams\.0: StarMarines have no soldier type 'trooper' \(they have: marine, sergeant/,
    );
  });
});

describe("cost", () => {
  it("is the points of every soldier: four to a fire team", () => {
    // 4 marines (2) + a sergeant (3) + 4 scouts (3) + a medic (2)
    expect(forceCost(force([formation(0, ["marine"], "sergeant"), formation(1, ["scout"])], ["medic"]), marines)).toBe(
      8 + 3 + 12 + 2,
    );
  });
});
