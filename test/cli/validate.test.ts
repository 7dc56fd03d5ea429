// `derelict validate` and files of your own: a custom module validates and shows by path; problems as FILE:LINE:COL.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { derelict, ROOT } from "./built-cli.js";

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

describe("files that are not plain YAML files", () => {
  it("refuses a named pipe at once rather than wait for a writer", () => {
    const fifo = join(dir, "pipe.yaml");
    execFileSync("mkfifo", [fifo]);
    // derelict() gives up after 20 seconds; reading the pipe would wait for ever.
    const r = derelict(["validate", fifo]);
    expect(r).toMatchObject({
      status: 1,
      stderr: `${fifo}:1:1: is a named pipe (FIFO), not a regular file: expected a YAML file\n`,
    });
  });

  it("names a loop of symbolic links as such, not as a missing file", () => {
    const a = join(dir, "loop-a.yaml");
    const b = join(dir, "loop-b.yaml");
    symlinkSync(b, a);
    symlinkSync(a, b);
    expect(derelict(["validate", a])).toMatchObject({
      status: 1,
      stderr: `${a}:1:1: a loop of symbolic links (a link that leads back to itself): no file at the end of it\n`,
    });
  });

  it("reads lines ended by CR alone, CR LF or LF alike, and counts lines so in its problems", () => {
    const module = readFileSync(lab, "utf8");
    for (const [name, end] of [
      ["cr", "\r"],
      ["crlf", "\r\n"],
    ] as const) {
      const file = join(dir, `lab-${name}.yaml`);
      writeFileSync(file, module.replaceAll("\n", end));
      expect(derelict(["validate", file]), name).toMatchObject({ status: 0, stdout: `valid: ${file}\n` });
      const bad = join(dir, `broken-${name}.yaml`);
      writeFileSync(bad, readFileSync(broken, "utf8").replaceAll("\n", end));
      expect(derelict(["validate", bad]).stderr).toMatch(
        new RegExp(`^${bad.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:7:9: unknown glyph 'Q'`),
      );
    }
  });

  it("answers YAML nested thousands deep and a 400x400-hex module in one line, exit 1, not an internal error", () => {
    const deep = join(dir, "deep.yaml");
    writeFileSync(deep, `levels: ${"[".repeat(5000)}${"]".repeat(5000)}\n`);
    const r = derelict(["validate", deep]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^[^\n]*deep\.yaml:1:\d+: YAML nested too deeply to read[^\n]*\n$/);
    const huge = join(dir, "huge.yaml");
    const rows = Array.from(
      { length: 400 },
      (_, y) =>
        `    ${y % 2 ? " " : ""}${Array<string>(400 - (y % 2))
          .fill("#")
          .join(" ")}`,
    );
    writeFileSync(huge, `id: 400\nname: Huge\nlevels:\n  main: |\n${rows.join("\n")}\n`);
    const ship = join(dir, "huge-ship.yaml");
    writeFileSync(
      ship,
      'name: huge\nmodules:\n  - { module: ./huge.yaml, at: "0000" }\n  - { module: 89, at: "0000" }\n',
    );
    for (const args of [
      ["validate", huge],
      ["validate", ship],
      ["ships", "show", ship],
    ]) {
      const shown = derelict(args);
      expect(shown.status, args.join(" ")).toBe(1);
      expect(shown.stderr).toContain("huge.yaml:69:5: the drawing has 400 rows; a module is at most 64 rows high");
      expect(shown.stderr).not.toContain("internal error");
    }
  });
});
