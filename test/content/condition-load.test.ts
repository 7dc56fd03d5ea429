// A scenario's `condition:` block (docs/FORMATS.md, "A wreck's condition"): read into the game's
// setup, and each mistake refused at FILE:LINE:COL of the entry that makes it.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatProblem } from "../../src/content/problem.js";
import { loadScenarioText } from "../../src/content/scenario-load.js";
import { findCell } from "../../src/ship/find-cell.js";

const FILE = join(import.meta.dirname, "condition-test.yaml");

/** A scenario on the small ship with these lines under `condition:`. */
function scenario(condition: readonly string[]): string {
  return [
    "name: wrecked",
    "ship: small",
    "first: blue",
    "turns: 5",
    "sides:",
    "  blue:",
    "    race: starmarines",
    "    soldiers:",
    '      - { type: marine, name: Ash, start: "89:0302" }',
    "  yellow:",
    "    race: norx",
    "    soldiers:",
    "      - { type: warrior, name: Grask, start: lock 5 }",
    "condition:",
    ...condition.map((l) => `  ${l}`),
    "",
  ].join("\n");
}

const problems = (lines: readonly string[]): string[] => {
  const loaded = loadScenarioText(FILE, scenario(lines));
  return loaded.ok ? [] : loaded.problems.map(formatProblem);
};

describe("a scenario's condition", () => {
  it("is read into the setup: systems, open and jammed doors, debris and vacuum", () => {
    const loaded = loadScenarioText(
      FILE,
      scenario([
        "lights: off",
        "air: 12",
        "coolers: off",
        'open-doors: ["89:0206"]',
        'jammed-doors: ["89:0206", "99:0702"]',
        'debris: ["89:0603"]',
        'breached: ["89:0703", "89:0803"]',
      ]),
    );
    if (!loaded.ok) throw new Error(loaded.problems.map(formatProblem).join("\n"));
    const ship = loaded.value.ship;
    const c = (name: string) => findCell(ship, name)!;
    expect(loaded.value.condition).toEqual({
      lightsOff: true,
      airTurns: 12,
      coolersOff: true,
      openDoors: [c("89:0206")],
      wreck: { debris: [c("89:0603")], breached: [c("89:0703"), c("89:0803")], jammed: [c("89:0206"), c("99:0702")] },
    });
  });

  it("has none when the file has none", () => {
    const text = scenario([]).replace("condition:\n", "");
    const loaded = loadScenarioText(FILE, text);
    expect(loaded.ok && loaded.value.condition).toBe(undefined);
  });

  it("refuses a door that is none, a hex the ship lacks and one listed twice", () => {
    expect(problems(['open-doors: ["89:0302"]'])).toEqual([`${FILE}:15:16: 89:0302 is no door`]);
    expect(problems(['jammed-doors: ["89:9999"]'])).toEqual([`${FILE}:15:18: no hex 89:9999 on this ship`]);
    expect(problems(['debris: ["89:0603", "89:0603"]'])).toEqual([`${FILE}:15:23: 89:0603 is listed twice`]);
  });

  it("refuses debris or vacuum on a wall, a door, a start, a container, or both on one hex", () => {
    expect(problems(['debris: ["89:0000"]'])).toEqual([
      `${FILE}:15:12: 89:0000 is wall: debris and vacuum lie on hexes one could stand on (not doors or air locks)`,
    ]);
    expect(problems(['breached: ["89:0206"]'])[0]).toMatch(/:15:14: 89:0206 is door/);
    expect(problems(['debris: ["89:0302"]'])).toEqual([
      `${FILE}:15:12: markers start on 89:0302 (a start hex or in a zone)`,
    ]);
    expect(problems(['debris: ["90:0101"]'])).toEqual([`${FILE}:15:12: a container stands on 90:0101`]);
    expect(problems(['debris: ["89:0603"]', 'breached: ["89:0603"]'])).toEqual([
      `${FILE}:16:14: 89:0603 is already debris`,
    ]);
  });

  it("refuses what the schema does not know, at its place", () => {
    expect(problems(["air: 40"])[0]).toMatch(/:15:8: condition.air: expected at most 20 turns of air/);
    expect(problems(["lights: dim"])[0]).toMatch(/:15:11: condition.lights: expected lights: on or off/);
    expect(problems(["smoke: thick"])[0]).toMatch(/:15:3: .*smoke/);
  });
});
