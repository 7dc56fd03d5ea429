// `derelict validate` warns of layouts that load but are likely mistakes, at FILE:LINE:COL: warning:
// (exit 0); --strict makes each warning fail (exit 1); --json gives it all as data (issue 18, finding 11).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { validationSchema } from "../../src/content/validation-report.js";
import { derelict } from "./built-cli.js";
import { LAB, scenario, writeContentFolder } from "./content-fixture.js";

const dir = mkdtempSync(join(tmpdir(), "derelict-warnings-"));
const env = { XDG_DATA_HOME: join(dir, "no-data") };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const file = join(dir, name);
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, text);
  return file;
}

const ship = (name: string, entries: readonly string[]) =>
  write(`${name}.yaml`, `name: ${name}\nmodules:\n${entries.map((e) => `  - ${e}`).join("\n")}\n`);

/** Valid, with exactly these warnings on stderr; and failing --strict with the same lines. */
function expectWarnings(file: string, warnings: readonly string[]): void {
  const r = derelict(["validate", file], env);
  expect(r.stderr.trimEnd().split("\n"), r.stderr).toEqual(warnings.map((w) => `${file}:${w}`));
  expect(r).toMatchObject({ status: 0, stdout: `valid: ${file}\n` });
  const strict = derelict(["validate", "--strict", file], env);
  expect(strict).toMatchObject({ status: 1, stdout: "", stderr: r.stderr });
}

describe("layout warnings", () => {
  it("halls that miss each other by a row", () => {
    // A column apart and a row off: the two halls face each other across the gap, one row apart.
    const file = ship("off-by-one", ['{ module: 89, at: "0000" }', '{ module: 99, at: "1501" }']);
    expectWarnings(file, [
      "4:23: warning: the hall end at 99:0006 misses 89:1306 of module 89, 3 hexes away: the two become air locks instead of joining; move module 99 so the hall ends meet",
    ]);
  });

  it("a module joined to nothing", () => {
    const file = ship("apart", [
      '{ module: 89, at: "0000" }',
      '{ module: 99, at: "1400" }',
      '{ module: 90, at: "0030" }',
    ]);
    expectWarnings(file, [
      "5:23: warning: module 90 is joined to no other module: no hall of it meets another's, so it is reached only through its own air locks",
    ]);
  });

  it("a transporter booth with no partner", () => {
    const file = ship("one-booth", [
      '{ module: 89, at: "0000" }',
      '{ module: 99, at: "1400" }',
      '{ module: 93, at: "0012" }',
    ]);
    expectWarnings(file, [
      "5:5: warning: the transporter booth at 93:1210 has no other booth to send to: the transporter needs two aboard",
    ]);
  });

  it("hexes of a module no one can get to", () => {
    // An upper level with no ladder up to it.
    const file = write(
      "loft.yaml",
      `${LAB}  upper: |2\n\n     # # #\n    # . . #\n     # # #\n`.replace("id: 150", "id: 160"),
    );
    expectWarnings(file, [
      "21:7: warning: 2 hexes from 0102 (upper level): no hall end, air lock or ladder leads there, so no one can get in (draw a door (+) in its wall?)",
    ]);
  });

  it("objective cargo that can never reach a lock", () => {
    // A crate in a pocket of the lab, walled in but for one side: no one can stand behind it.
    const pocket = LAB.replace(
      "     # . . . . . . . . . . . # #\n    # . . .",
      "     # e . . . . . . . . . . # #\n    # # # .",
    );
    write("pocket/lab.yaml", pocket);
    write(
      "pocket/ship.yaml",
      'name: s\nmodules:\n  - { module: 89, at: "0000" }\n  - { module: ./lab.yaml, at: "1400" }\n  - { module: 99, at: "2800" }\n',
    );
    const file = write(
      "pocket/scenario.yaml",
      `${scenario("Pocket", "./ship.yaml", "starmarines")}containers:\n  - { name: relic, at: "150:0101" }\nobjectives:\n  blue:\n    - { kind: cargo, container: relic }\n`,
    );
    expectWarnings(file, [
      "19:33: warning: relic at 150:0101 can never be pushed into any air lock: no way for a container leads there from its hex (on its level, with room behind it for the soldier who pushes)",
    ]);
  });
});

describe("a content folder", () => {
  it("is checked whole, its files finding each other by name; a bundled name taken and a stray file are warned of", () => {
    const pack = writeContentFolder(dir, "checked");
    write(
      "checked/rosters/grunts.yaml",
      "race: gruntz\nname: Grunts\ntypes:\n  grunt: { name: Grunt, move: 4, armour: none, points: 1 }\n",
    );
    write("checked/notes/stray.yaml", LAB);
    const r = derelict(["validate", pack], env);
    expect(r.status).toBe(0);
    expect(r.stdout.trimEnd().split("\n")).toEqual(
      [
        "content.yaml",
        "maps/lab.yaml",
        "ships/scout.yaml",
        "scenarios/introduction.yaml",
        "scenarios/lab-raid.yaml",
        "rosters/grunts.yaml",
        "rosters/hulkers.yaml",
        "forces/hulk-team.yaml",
        "notes/stray.yaml",
      ].map((f) => `valid: ${join(pack, f)}`),
    );
    expect(r.stderr.trimEnd().split("\n")).toEqual([
      `${join(pack, "scenarios/introduction.yaml")}:1:1: warning: a bundled scenario is named 'introduction': this one goes by checked/introduction`,
      `${join(pack, "rosters/grunts.yaml")}:1:7: warning: race 'gruntz' is not the file's name 'grunts': scenarios find this roster as race: grunts`,
      `${join(pack, "notes/stray.yaml")}:1:1: warning: not in a folder of maps/, ships/, scenarios/, rosters/, forces/: no name finds this file (it is used only by its path)`,
    ]);
    expect(derelict(["validate", "--strict", pack], env).status).toBe(1);
  });

  it("refuses a folder that is no content folder", () => {
    const plain = join(dir, "plain-folder");
    mkdirSync(plain);
    expect(derelict(["validate", plain], env)).toMatchObject({
      status: 1,
      stderr: `${plain}:1:1: is a folder with none of content.yaml, maps/, ships/, scenarios/, rosters/, forces/: expected a YAML file or a content folder\n`,
    });
  });

  it("refuses a broken manifest at its place", () => {
    const pack = writeContentFolder(dir, "badly-named");
    writeFileSync(join(pack, "content.yaml"), "name: Bad\nversion: 1.0\ncolour: red\n");
    const r = derelict(["validate", join(pack, "content.yaml")], env);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      [
        `${join(pack, "content.yaml")}:2:10: version: expected text: quote it, "1" (unquoted, YAML reads a number)`,
        `${join(pack, "content.yaml")}:3:1: unknown key 'colour'; expected 'name', 'version', 'author', 'description'`,
        "",
      ].join("\n"),
    );
  });
});

describe("--json", () => {
  it("gives each file's kind, errors and warnings in the documented shape, valid unless --strict finds warnings", () => {
    const warned = join(dir, "off-by-one.yaml");
    const broken = write("broken.yaml", "id: 170\nname: Broken\nlevels:\n  main: |\n    # Q #\n");
    const r = derelict(["validate", "--json", warned, broken, "maps/89-bridge.yaml"], env);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe("");
    const out = validationSchema.parse(JSON.parse(r.stdout));
    expect(out).toMatchObject({ version: 1, strict: false, valid: false });
    expect(out.files.map((f) => [f.file, f.kind, f.valid, f.errors.length, f.warnings.length])).toEqual([
      [warned, "ship", true, 0, 1],
      [broken, "module", false, 1, 0],
      ["maps/89-bridge.yaml", "module", true, 0, 0],
    ]);
    expect(out.files[0]!.warnings[0]).toMatchObject({ file: warned, line: 4, col: 23 });
    expect(out.files[1]!.errors[0]).toMatchObject({
      line: 5,
      col: 7,
      message: expect.stringContaining("unknown glyph 'Q'"),
    });
    const strict = validationSchema.parse(JSON.parse(derelict(["validate", "--json", "--strict", warned], env).stdout));
    expect(strict).toMatchObject({ strict: true, valid: false, files: [{ valid: false }] });
  });
});
