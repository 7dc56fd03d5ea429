// A roster named by path, in a scenario (`race: PATH`) and on the command line (`--blue PATH`):
// absolute paths stay absolute, relative ones are found from the scenario file or the folder given.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatProblem } from "../../src/content/problem.js";
import { parseSideFlag } from "../../src/content/quick-scenario.js";
import { ROSTERS_DIR, rosterFileFor } from "../../src/content/roster-load.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";

const dir = mkdtempSync(join(tmpdir(), "derelict-roster-"));
const roster = join(dir, "rosters", "my-marines.yaml");
mkdirSync(join(dir, "rosters"));
copyFileSync(join(ROSTERS_DIR, "starmarines.yaml"), roster);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function scenarioWithRace(race: string): string {
  const file = join(dir, `scenario-${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(
    file,
    [
      "name: roster by path",
      "ship: small",
      "first: blue",
      "turns: 5",
      "sides:",
      "  blue:",
      `    race: ${race}`,
      "    soldiers:",
      '      - { type: marine, name: Ash, start: "89:0306" }',
      "  yellow:",
      "    race: norx",
      "    soldiers:",
      '      - { type: warrior, name: Grok, start: "99:0210" }',
      "",
    ].join("\n"),
  );
  return file;
}

describe("a roster given by path", () => {
  it("keeps an absolute path absolute, whatever the base", () => {
    expect(rosterFileFor(roster, "/somewhere/else")).toBe(roster);
  });

  it("loads in a scenario by its absolute path, and by a path relative to the scenario", () => {
    for (const race of [roster, "./rosters/my-marines.yaml", "rosters/my-marines.yaml"]) {
      const loaded = loadScenarioFile(scenarioWithRace(race));
      expect(loaded.ok ? "" : loaded.problems.map(formatProblem).join("\n"), race).toBe("");
    }
  });

  it("loads from --blue by its absolute path from any folder, and relative to the folder given", () => {
    const absolute = parseSideFlag(`${roster}:20`, "blue", "/");
    expect(absolute.ok && absolute.value.roster.race).toBe("starmarines");
    const fromTmp = parseSideFlag(roster, "blue", tmpdir());
    expect(fromTmp.ok && fromTmp.value.raceRef).toBe(roster);
    const relative = parseSideFlag("./rosters/my-marines.yaml", "blue", dir);
    expect(relative.ok && relative.value.raceRef).toBe(roster);
  });
});
