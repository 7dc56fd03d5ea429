// Section III: 30 points instead of 25 when more than six map sections are used.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { SCENARIOS_DIR } from "../../../src/content/catalog.js";
import { formatProblem } from "../../../src/content/problem.js";
import { loadScenarioText } from "../../../src/content/scenario-load.js";
import { BOARDING_POINTS, boardingPoints, LARGE_SHIP_POINTS } from "../../../src/engine/forces/boarding-points.js";

// 27 points: a marine team (8), a PARM team (16) and a sergeant (3).
const scenario = (ship: string, points = "") => `name: points
ship: ${ship}
first: blue
turns: 10
sides:
  blue:
    race: starmarines
${points}    force:
      formations:
        - { leader: sergeant, teams: [marine] }
        - { teams: [parm] }
    start: [lock 1]
  yellow:
    race: norx
    soldiers: [{ type: warrior, start: lock 2 }]
`;
const load = (text: string) => loadScenarioText(join(SCENARIOS_DIR, "points-test.yaml"), text);

describe("boarding points", () => {
  it("are 25, or 30 on a ship of more than six modules", () => {
    expect([1, 3, 6, 7, 11].map(boardingPoints)).toEqual([25, 25, 25, 30, 30]);
    expect([BOARDING_POINTS, LARGE_SHIP_POINTS]).toEqual([25, 30]);
  });

  it("a 27-point force is refused on the three-module ship and boards the seven-module freighter", () => {
    const small = load(scenario("small"));
    expect(small.ok).toBe(false);
    expect(
      small.ok ? [] : small.problems.map(formatProblem).map((p) => p.replace(/^.*points-test\.yaml:/, "")),
    ).toEqual([
      "9:7: the force costs 27 points, more than the 25 it may spend (on a ship of 3 modules; 30 with more than 6)",
    ]);
    const freighter = load(scenario("freighter"));
    expect(freighter.ok && freighter.value.forces.blue.soldiers.length).toBe(9);
  });

  it("a scenario may give a side other points", () => {
    expect(load(scenario("small", "    points: 27\n")).ok).toBe(true);
    const few = load(scenario("freighter", "    points: 20\n"));
    expect(few.ok ? [] : few.problems.map((p) => p.message)).toEqual([
      "the force costs 27 points, more than the 20 it may spend (the scenario's points for this side)",
    ]);
  });
});
