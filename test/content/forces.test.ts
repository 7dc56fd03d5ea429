// Force files and the forces of scenario sides: read, checked against the boarding rules, every
// problem at FILE:LINE:COL; forces bought for points; soldiers dealt out to their start places.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SCENARIOS_DIR } from "../../src/content/catalog.js";
import { bundledForceFiles, loadForceFile } from "../../src/content/force-load.js";
import { formatProblem, type Loaded } from "../../src/content/problem.js";
import { bundledRosterFiles, loadRosterFile } from "../../src/content/roster-load.js";
import { loadScenarioText } from "../../src/content/scenario-load.js";
import { deal } from "../../src/content/side-force.js";
import { expectWellFormed } from "./well-formed.js";

const dir = mkdtempSync(join(tmpdir(), "derelict-forces-"));
const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};
/** The problems as LINE:COL: message (the file name is the test's own). */
const problems = (r: Loaded<unknown>) => {
  if (r.ok) return [];
  expectWellFormed(r.problems);
  return r.problems.map((p) => `${p.line}:${p.col}: ${p.message}`);
};
/** A scenario beside the bundled ones, so `force: NAME` finds the bundled forces. */
const scenario = (sides: string, ship = "small") =>
  loadScenarioText(
    join(SCENARIOS_DIR, "forces-test.yaml"),
    `name: forces test\nship: ${ship}\nfirst: blue\nturns: 10\nsides:\n${sides}`,
  );
const NORX = "  yellow:\n    race: norx\n    soldiers: [{ type: warrior, start: lock 4 }]\n";

describe("force files", () => {
  it("the bundled forces and rosters are valid", () => {
    expect(bundledForceFiles().length).toBeGreaterThanOrEqual(3);
    for (const f of bundledForceFiles()) expect(problems(loadForceFile(f)), f).toEqual([]);
    expect(bundledRosterFiles().length).toBe(9);
    for (const f of bundledRosterFiles()) expect(problems(loadRosterFile(f)), f).toEqual([]);
  });

  it("name each broken rule at its line and column, in the file's order", () => {
    const file = write(
      "bad.yaml",
      [
        "name: Too much", // 1
        "race: nkakk", // 2
        "points: 25", // 3
        "formations:", // 4
        "  - teams: [walker, heavy-weapon-carrier]", // 5
        "  - leader: master-controller", // 6
        "    teams: [tank-robot]", // 7
        "  - teams: [floater, floater, walker]", // 8
        "  - teams: [walker]", // 9
        "  - teams: [walker]", // 10
        "specialists: [repair-drone, repair-drone, walker, dragon]", // 11
        "",
      ].join("\n"),
    );
    expect(problems(loadForceFile(file))).toEqual([
      "3:9: the force costs 143 points, more than the 25 it may spend (its points)",
      "5:21: N'Kakk Heavy-Weapon Carrier may not board: N'Kakk can use any soldier-type units except the Heavy-Weapon Carrier",
      "6:13: a level-1 formation is led by a low leader: N'Kakk Master Controller is a medium leader",
      "7:13: N'Kakk Tank Robot is a vehicle: no vehicles board a derelict",
      "8:31: a level-1 formation has at most 2 fire teams",
      "10:5: at most 4 level-1 formations board (the race's 3 and a fourth): this is the fifth",
      "11:29: a boarding party adds at most 1 Medic",
      "11:43: N'Kakk Walker is bought in fire teams of four: list it under a formation's teams",
      "11:51: N'Kakk have no soldier type 'dragon' (they have: walker, tracker, floater, controller, master-controller, repair-drone, heavy-weapon-carrier, tank-robot)",
    ]);
  });

  it("name schema mistakes and an unknown race at their place", () => {
    expect(
      problems(loadForceFile(write("keys.yaml", "race: norx\nformations:\n  - teams: [warrior]\n    squads: 2\n"))),
    ).toEqual(["4:5: formations.0: unknown key 'squads'; expected 'name', 'leader', 'teams'"]);
    expect(
      problems(loadForceFile(write("race.yaml", "race: klingons\nformations:\n  - teams: [warrior]\n")))[0],
    ).toMatch(/^1:7: no race 'klingons': expected one of colonials, .*, or a roster file's path$/);
    expect(problems(loadForceFile(write("empty.yaml", "race: norx\nformations: []\n")))).toEqual([
      "2:13: formations: a force needs at least one level-1 formation",
    ]);
  });

  it("without points: checked against the most a boarding party has", () => {
    const file = write("big.yaml", "race: starmarines\nformations:\n  - teams: [parm, marine]\n  - teams: [scout]\n");
    expect(problems(loadForceFile(file))).toEqual([
      "1:1: the force costs 36 points, more than the 30 it may spend (a boarding party has at most 30 points, on a ship of more than 6 modules; say points: to build for fewer)",
    ]);
  });
});

describe("a scenario side's force", () => {
  it("from a force file: named soldiers, generated names for the rest, dealt fire team by fire team to the starts", () => {
    const s = scenario(
      `  blue:\n    race: starmarines\n    force: engine-room-detail\n    start: [lock 1, lock 2]\n${NORX}`,
    );
    if (!s.ok) throw new Error(s.problems.map(formatProblem).join("\n"));
    const blue = s.value.forces.blue.soldiers;
    expect(blue.map((x) => x.name)).toEqual([
      "Osaka",
      "Menkovich",
      "Steinberger",
      "Rojas",
      "O'Day",
      "Scout-1",
      "Scout-2",
      "Scout-3",
      "Scout-4",
      "Singh",
    ]);
    const lock = (name: string) => s.value.ship.airlocks.find((l) => l.name === name)!.id;
    expect(blue.map((x) => (x.start.at === "outside" ? x.start.lock : -1))).toEqual([
      ...Array(5).fill(lock("lock 1")),
      ...Array(4).fill(lock("lock 2")),
      lock("lock 1"),
    ]);
    expect(blue[0]!.type.leader).toBe("low");
  });

  it("a force file of another race is refused", () => {
    const s = scenario(`  blue:\n    race: starmarines\n    force: norx-looters\n    start: [lock 1]\n${NORX}`);
    expect(problems(s)).toEqual(["8:12: the force 'norx-looters' is of Norx, but this side is StarMarines"]);
  });

  it("inline formations: their problems at their place in the scenario", () => {
    const s = scenario(
      [
        "  blue:", // 6
        "    race: zrutes", // 7
        "    force:", // 8
        "      formations:", // 9
        "        - teams: [hunter, ultrasuit]", // 10
        "      specialists: [suit-tech, suit-tech]", // 11
        "    start: [lock 1]", // 12
        NORX,
      ].join("\n"),
    );
    expect(problems(s)).toEqual([
      "10:27: Zrute UltraSuit may not board: Zrutes cannot use UltraSuits aboard a derelict",
      "11:32: a boarding party adds at most 1 Medic",
    ]);
  });

  it("points alone buy a force; besides it, a soldiers list still works", () => {
    const s = scenario(`  blue:\n    race: swarm\n    points: 25\n    start: [lock 1, lock 2, lock 3]\n${NORX}`);
    if (!s.ok) throw new Error(s.problems.map(formatProblem).join("\n"));
    expect(s.value.forces.blue.soldiers.length).toBeGreaterThan(12);
    expect(s.value.markers.blue).toBe(Math.max(24, s.value.forces.blue.soldiers.length + 8));
    const both = scenario(
      `  blue:\n    race: norx\n    force: norx-looters\n    soldiers: [{ type: warrior, name: Extra, start: "89:0306" }]\n    start: [lock 1]\n${NORX}`,
    );
    if (!both.ok) throw new Error(both.problems.map(formatProblem).join("\n"));
    expect(both.value.forces.blue.soldiers.map((x) => x.name)).toEqual([
      "Extra",
      "Grok",
      "Norx-Warrior-1",
      "Norx-Warrior-2",
      "Norx-Warrior-3",
      "Norx-Warrior-4",
      "Norx-Brute-1",
      "Norx-Brute-2",
      "Norx-Brute-3",
      "Norx-Brute-4",
      "Norx-Healer-1",
    ]);
  });

  it("a side needs soldiers, and a force needs start places", () => {
    expect(problems(scenario(`  blue:\n    race: norx\n${NORX}`))).toEqual([
      "7:5: a side needs soldiers: a soldiers list, a force, or points to buy a force with",
    ]);
    expect(problems(scenario(`  blue:\n    race: norx\n    force: norx-looters\n${NORX}`))).toEqual([
      "7:5: say where the force starts: start: [lock 1, lock 2] (air locks or hexes)",
    ]);
    expect(problems(scenario(`  blue:\n    race: norx\n    points: 25\n    start: [lock 99]\n${NORX}`))[0]).toMatch(
      /^9:13: this ship has no lock 99/,
    );
  });

  it("start hexes hold two soldiers each", () => {
    const s = scenario(`  blue:\n    race: norx\n    force: norx-looters\n    start: ["89:0306", "89:0406"]\n${NORX}`);
    expect(problems(s)).toEqual([
      "9:12: the force has 10 soldiers and its start hexes hold 4 (2 a hex): add start places, or an air lock",
    ]);
  });

  it("a vehicle or a barred type is refused in a plain soldiers list too, and as a sleeper", () => {
    const s = scenario(
      `  blue:\n    race: starmarines\n    soldiers:\n      - { type: marine, start: lock 1 }\n      - { type: carrier, start: lock 1 }\n${NORX}sleepers:\n  - { race: nkakk, type: heavy-weapon-carrier, name: Bzz, cell: "93:0108" }\n`,
      "freighter",
    );
    expect(problems(s)).toEqual([
      "10:17: Armoured Carrier is a vehicle: no vehicles board a derelict",
      "15:26: N'Kakk Heavy-Weapon Carrier may not board: N'Kakk can use any soldier-type units except the Heavy-Weapon Carrier",
    ]);
  });
});

describe("dealing out start places", () => {
  const soldiers = [0, 0, 0, 0, 1, 1, 1, 1, 2].map((unit) => ({ type: "x", unit }));
  it("a unit keeps together at an air lock; units take the places in turn", () => {
    const out = deal(soldiers, [
      { at: "outside", lock: 0 },
      { at: "outside", lock: 1 },
    ]);
    expect(Array.isArray(out) && out.map((s) => (s.at === "outside" ? s.lock : -1))).toEqual([
      0, 0, 0, 0, 1, 1, 1, 1, 0,
    ]);
  });
  it("on hexes, two to a hex, spilling over to the next with room", () => {
    const out = deal(soldiers.slice(0, 6), [
      { at: "cell", cell: 10 },
      { at: "cell", cell: 11 },
      { at: "cell", cell: 12 },
    ]);
    expect(Array.isArray(out) && out.map((s) => (s.at === "cell" ? s.cell : -1))).toEqual([10, 10, 11, 11, 12, 12]);
  });
});
