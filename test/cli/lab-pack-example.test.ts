// docs/examples/lab-pack, the worked example of a content folder (a module, a ship joining it to
// bundled sheets, a race, a force, a scenario): it validates with --strict, and its scenario
// plays from its script by name with --content, as README and docs/FORMATS.md tell a modder.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { derelict, ROOT } from "./built-cli.js";

const PACK = join(ROOT, "docs", "examples", "lab-pack");
const home = mkdtempSync(join(tmpdir(), "derelict-lab-pack-"));
const env = { XDG_DATA_HOME: home }; // no default content folder of the machine's user
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe("docs/examples/lab-pack", () => {
  it("validates with --strict: every file, no warning", () => {
    const r = derelict(["validate", "--strict", PACK], env);
    expect(r.stderr).toBe("");
    expect(r.stdout.trimEnd().split("\n").sort()).toEqual(
      [
        "content.yaml",
        "maps/lab.yaml",
        "ships/lab-ship.yaml",
        "scenarios/lab-raid.yaml",
        "rosters/hulkers.yaml",
        "forces/lab-guard.yaml",
      ]
        .map((f) => `valid: ${join(PACK, f)}`)
        .sort(),
    );
    expect(r.status).toBe(0);
  });

  it("plays its scenario by name from its script: the scouts reach the lab's door and are fired on", () => {
    const script = join(PACK, "lab-raid.script");
    const r = derelict(["--content", PACK, "run", "lab-raid", "--script", script], env);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("T4 blue ?12 Scout-1 99:1306 -> 150:0006"); // through the joined halls
    expect(r.stdout).toContain("Scout-1 opens the door at 150:0305");
    expect(r.stdout).toMatch(/T5 yellow \?\d+ Tusk fires at blue \?\d+ Scout-1/);
    expect(r.stderr).toContain(`${script}:20: Scout-1 travelled 5 steps`);
  });
});
