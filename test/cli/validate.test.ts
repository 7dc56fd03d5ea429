// `derelict validate` and files of your own: a custom module validates and shows by path; problems as FILE:LINE:COL.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOnce, derelict, ROOT } from "./built-cli.js";

const dir = mkdtempSync(join(tmpdir(), "derelict-cli-"));
const lab = join(dir, "lab.yaml");
const broken = join(dir, "broken.yaml");
const stranger = join(dir, "stranger.yaml");

beforeAll(() => {
  writeFileSync(
    lab,
    [
      "id: 150",
      "name: Lab",
      "summary: a small test lab",
      "levels:",
      "  main: |",
      "    # # # # #",
      "     # . h . #",
      "    # . x . =",
      "     # # # # #",
      "",
    ].join("\n"),
  );
  // Line 7, column 9: a glyph no legend knows.
  writeFileSync(
    broken,
    ["id: 151", "name: Broken", "levels:", "  main: |", "    # # # # #", "     # . . . #", "    # . Q . #", ""].join(
      "\n",
    ),
  );
  writeFileSync(stranger, "colour: green\n");
  buildOnce();
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a module of your own", () => {
  it("validates", () => {
    const r = derelict(["validate", lab]);
    expect(r).toMatchObject({ status: 0, stdout: `valid: ${lab}\n`, stderr: "" });
  });

  it("shows by its path, relative to where you are", () => {
    const r = derelict(["maps", "show", "./lab.yaml", "--no-color"], {}, dir);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("Module 150: Lab");
    expect(r.stdout).toContain("02  # . x . =");
    expect(r.stdout).toMatch(/^ {2}x {2}crate \(cargo, heavy\)$/m);
    expect(r.stdout).toContain("features: blue chair, hall to the east, crate");
  });
});

describe("a scenario that starts a soldier where no one can stand", () => {
  it("fails validate at the start's FILE:LINE:COL, and run refuses to play it, with exit 1", () => {
    const walled = join(dir, "walled.yaml");
    writeFileSync(
      walled,
      [
        "name: walled in",
        "ship: small",
        "first: blue",
        "turns: 5",
        "sides:",
        "  blue:",
        "    race: starmarines",
        '    soldiers: [{ type: marine, name: Ash, start: "89:0000" }]',
        "  yellow:",
        "    race: norx",
        '    soldiers: [{ type: warrior, name: Grok, start: "99:0210" }]',
        "",
      ].join("\n"),
    );
    const line = `${walled}:8:50: Ash starts on 89:0000, a wall: no one can stand there\n`;
    expect(derelict(["validate", walled])).toMatchObject({ status: 1, stdout: "", stderr: line });
    const script = join(dir, "end.script");
    writeFileSync(script, "end\n");
    expect(derelict(["run", walled, "--script", script])).toMatchObject({ status: 1, stdout: "", stderr: line });
  });
});

describe("validate", () => {
  it("prints FILE:LINE:COL: message on stderr and exits 1 for a broken file", () => {
    const r = derelict(["validate", broken]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(new RegExp(`^${broken.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:7:9: unknown glyph 'Q'`));
  });

  it("checks every file, reports each, and fails if any failed", () => {
    const r = derelict(["validate", lab, broken, join(ROOT, "maps", "89-bridge.yaml")]);
    expect(r.status).toBe(1);
    expect(r.stdout.trimEnd().split("\n")).toEqual([`valid: ${lab}`, `valid: ${join(ROOT, "maps", "89-bridge.yaml")}`]);
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
  });

  it("names a file whose kind it cannot tell, and a missing file", () => {
    const r = derelict(["validate", stranger, join(dir, "missing.yaml")]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      `${stranger}:1:1: cannot tell what kind of file this is: expected a module (it has 'levels:'), a ship`,
    );
    expect(r.stderr).toMatch(/ or a scenario \(it has 'sides:'\)\n/);
    expect(r.stderr).toContain(`${join(dir, "missing.yaml")}:1:1: no such file`);
  });

  it("accepts every bundled file: modules, ships, rosters, scenarios", () => {
    const files = bundledYaml(["maps", "scenarios"]);
    const r = derelict(["validate", ...files]);
    expect(r.stderr).toBe("");
    expect(r.stdout.trimEnd().split("\n")).toEqual(files.map((f) => `valid: ${f}`));
  });

  it("shows a broken module's problems rather than drawing it", () => {
    const r = derelict(["maps", "show", broken]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/:7:9: unknown glyph 'Q'/);
  });
});

/** Every YAML file under the given folders of the package, as paths relative to it. */
function bundledYaml(dirs: readonly string[]): string[] {
  return dirs.flatMap((d) =>
    readdirSync(join(ROOT, d), { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".yaml"))
      .map((f) => join(d, f))
      .sort(),
  );
}
