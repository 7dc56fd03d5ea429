// `derelict ships generate`: the ship drawn as `ships show` draws it, written as a file that validates
// (warnings too) and loads by path, the same for the same seed; mistakes are one line and an exit code.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { derelict } from "./built-cli.js";
import { writeContentFolder } from "./content-fixture.js";

const dir = mkdtempSync(join(tmpdir(), "derelict-generate-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("ships generate", () => {
  it("draws the ship, writes a file that validates strictly and shows as the same ship", () => {
    const out = join(dir, "derelict.yaml");
    const r = derelict(["ships", "generate", "--seed", "cli", "--modules", "6", "--out", out, "--no-color"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^ {2}seed: cli$/m);
    expect(r.stdout).toMatch(/^6 modules, \d+ hexes/m);
    expect(r.stdout).toMatch(/^ {2}ok {3}bridge: module 89$/m);
    expect(r.stdout).toContain(`wrote ${out}`);
    const v = derelict(["validate", "--strict", out]);
    expect(v.stdout + v.stderr).toBe(`valid: ${out}\n`);
    expect(v.status).toBe(0);
    const shown = derelict(["ships", "show", out, "--no-color"]);
    expect(shown.status).toBe(0);
    const drawing = (s: string) => s.slice(s.indexOf("main level"), s.indexOf("legend"));
    expect(drawing(shown.stdout)).toBe(drawing(r.stdout));
    expect(drawing(r.stdout)).toContain(" A = ");
  });

  it("gives the same ship for the same seed; --out - prints only the file", () => {
    const a = derelict(["ships", "generate", "--seed", "twice", "--out", "-"]);
    const b = derelict(["ships", "generate", "--seed", "twice", "--out", "-"]);
    expect(a.status).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).toMatch(/^# A derelict made by `derelict ships generate`/);
    expect(a.stdout).toMatch(/^modules:$/m);
    const third = derelict(["ships", "generate", "--seed", "twice", "--derelict", "2", "--out", "-"]);
    expect(third.stdout).not.toBe(a.stdout);
  });

  it("takes a content folder's modules in: twelve modules, the lab (150) among them, and the file validates with it", () => {
    const pack = writeContentFolder(dir);
    const out = join(dir, "with-lab.yaml");
    const r = derelict(["--content", pack, "ships", "generate", "--seed", "lab", "--modules", "12", "--out", out]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(readFileSync(out, "utf8")).toMatch(/^ {2}- \{ module: 150, at: "\d{4}" \} +# Lab$/m);
    const v = derelict(["--content", pack, "validate", "--strict", out]);
    expect(v.stdout + v.stderr).toBe(`valid: ${out}\n`);
    expect(derelict(["ships", "generate", "--modules", "12"]).status).toBe(2);
  });

  it("never replaces a file unless told to (--force)", () => {
    const out = join(dir, "kept.yaml");
    writeFileSync(out, "mine\n");
    const r = derelict(["ships", "generate", "--seed", "keep", "--out", out]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`derelict: ${out} exists: give another --out file, or --force to replace it\n`);
    expect(readFileSync(out, "utf8")).toBe("mine\n");
    expect(derelict(["ships", "generate", "--seed", "keep", "--out", out, "--force"]).status).toBe(0);
    expect(readFileSync(out, "utf8")).toMatch(/^modules:$/m);
  });

  it("says in one line what is wrong with an option or a place to write", () => {
    for (const [args, line] of [
      [
        ["--modules", "2"],
        "derelict: --modules: a generated ship has 3 to 11 modules (one of each module there is), not 2",
      ],
      [
        ["--modules", "12"],
        "derelict: --modules: a generated ship has 3 to 11 modules (one of each module there is), not 12",
      ],
      [["--modules", "many"], "derelict: --modules takes a whole number, not 'many'"],
      [["--derelict", "0"], "derelict: --derelict counts from 1, not 0"],
      [["--seed", ""], "derelict: --seed takes some text (any text names a game), not nothing"],
    ] as const) {
      const r = derelict(["ships", "generate", ...args]);
      expect(r.stderr, args.join(" ")).toBe(`${line}\n`);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe("");
    }
    const shut = join(dir, "shut");
    mkdirSync(shut);
    chmodSync(shut, 0o500);
    const r = derelict(["ships", "generate", "--out", join(shut, "ship.yaml")]);
    chmodSync(shut, 0o700);
    // Root writes anywhere: then the file is simply written.
    if (existsSync(join(shut, "ship.yaml"))) return;
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^derelict: cannot write .*ship\.yaml: EACCES\n$/);
  });
});
