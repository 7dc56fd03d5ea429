// A race or force named in a file that nothing has: the problem, at the name, lists the names
// there are (a near miss first), never the bundled folder's path as "no such file".
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadForceFile } from "../../src/content/force-load.js";
import { formatProblem } from "../../src/content/problem.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";

const DIR = join(import.meta.dirname, "..", "fixtures", "unknown-names");
const problems = (r: { ok: true } | { ok: false; problems: readonly Parameters<typeof formatProblem>[0][] }) =>
  r.ok ? [] : r.problems.map(formatProblem);

describe("names nothing has", () => {
  it("a scenario's race and force: each at its key, with the names there are", () => {
    const file = join(DIR, "scenario-race.yaml");
    const lines = problems(loadScenarioFile(file));
    expect(lines[0]).toBe(
      `${file}:8:11: no race 'StarMarines': did you mean 'starmarines'? expected one of colonials, nkakk, norx, pelgari, saurs, starmarines, swarm, victors, zrutes, or a roster file's path`,
    );
    expect(lines.join("\n")).not.toContain("no such file");
  });

  it("a scenario's force, misspelt", () => {
    const file = join(DIR, "scenario-force.yaml");
    expect(problems(loadScenarioFile(file))).toEqual([
      `${file}:13:12: no force 'norx-loters': did you mean 'norx-looters'? expected one of engine-room-detail, norx-looters, pelgari-raiders, or a force file's path`,
    ]);
  });

  it("a force's race", () => {
    const file = join(DIR, "force-race.yaml");
    expect(problems(loadForceFile(file))).toEqual([
      `${file}:3:7: no race 'hulker': expected one of colonials, nkakk, norx, pelgari, saurs, starmarines, swarm, victors, zrutes, or a roster file's path`,
    ]);
  });
});
