// `derelict ships list` and `ships show`: ships assembled from modules, drawn with air locks and the rule check.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { derelict, ROOT } from "./built-cli.js";

const dir = mkdtempSync(join(tmpdir(), "derelict-ships-"));
const file = (name: string, lines: string[]): string => {
  const path = join(dir, name);
  writeFileSync(path, `${lines.join("\n")}\n`);
  return path;
};
const art = (rows: string[]): string[] => ["levels:", "  main: |", ...rows.map((r) => `    ${r}`)];

beforeAll(() => {
  file("helm.yaml", [
    "id: 201",
    "name: Helm",
    ...art(["# # # # # # #", " # . C . . . #", "= . . . . . =", " # # # # # # #"]),
  ]);
  file("drive.yaml", [
    "id: 202",
    "name: Drive",
    ...art(["# # # # # # #", " # . . M . . #", "= . . . . P #", " # # # # # # #"]),
  ]);
  file("skiff.yaml", [
    "name: skiff",
    "summary: helm and drive",
    "modules:",
    '  - { module: ./helm.yaml, at: "0000" }',
    '  - { module: ./drive.yaml, at: "0700" }',
  ]);
  file("no-drive.yaml", ["name: no-drive", "modules:", '  - { module: ./helm.yaml, at: "0000" }']);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("ships show", () => {
  it("draws the joined ship with its air lock and the setup rules met", () => {
    const r = derelict(["ships", "show", join(dir, "skiff.yaml"), "--no-color"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("skiff: helm and drive");
    // The halls that meet become floor; the open west end becomes an air lock (A) outside the hull.
    expect(r.stdout).toContain("  A = . . . . . . . . . . . P #");
    expect(r.stdout).toMatch(/^ {2}ok {3}engine room: module 202$/m);
    expect(r.stdout).toMatch(/^ {2}A {2}air lock$/m);
  });

  it("draws a ship that breaks the setup rules, says which, and exits 1", () => {
    const r = derelict(["ships", "show", join(dir, "no-drive.yaml"), "--no-color"]);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^ {2}FAIL no engine room/m);
    expect(r.stdout).toContain("main level");
  });

  it("--json gives the summary", () => {
    const summary = JSON.parse(derelict(["ships", "show", join(dir, "skiff.yaml"), "--json"]).stdout) as {
      valid: boolean;
      modules: unknown[];
    };
    expect(summary).toMatchObject({ valid: true, modules: [{ id: 201 }, { id: 202 }] });
  });

  it("an unknown ship name is a usage error", () => {
    const r = derelict(["ships", "show", "no-such-ship"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^derelict: no ship 'no-such-ship'/);
  });
});

describe("validate on ships", () => {
  it("accepts a good ship and names the rule a bad one breaks", () => {
    expect(derelict(["validate", join(dir, "skiff.yaml")]).status).toBe(0);
    const r = derelict(["validate", join(dir, "no-drive.yaml")]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/no-drive\.yaml:\d+:\d+: no engine room/);
  });
});

describe("ships list", () => {
  const shipFiles = readdirSync(join(ROOT, "maps", "ships")).filter((f) => f.endsWith(".yaml"));

  it("lists every bundled ship, as a table and as JSON", () => {
    const r = derelict(["ships", "list"]);
    expect(r.status).toBe(0);
    expect(r.stdout.trimEnd().split("\n")).toHaveLength(shipFiles.length + 1);
    const json = JSON.parse(derelict(["ships", "list", "--json"]).stdout) as { id: string }[];
    expect(json.map((s) => `${s.id}.yaml`).sort()).toEqual(shipFiles.sort());
  });
});
