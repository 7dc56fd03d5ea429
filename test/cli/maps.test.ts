// `derelict maps list` and `maps show`: every bundled module listed, module 89 drawn as its art is laid out.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { derelict, ESC, ROOT } from "./built-cli.js";

const moduleFiles = readdirSync(join(ROOT, "maps")).filter((f) => f.endsWith(".yaml"));
const bridgeArt = (
  parse(readFileSync(join(ROOT, "maps", "89-bridge.yaml"), "utf8")) as { levels: { main: string } }
).levels.main
  .split("\n")
  .filter((l) => l.trim() !== "");

describe("maps list", () => {
  it("lists every module in maps/ with its name, size, levels and features", () => {
    const r = derelict(["maps", "list"]);
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^ID\s+NAME\s+SIZE\s+LEVELS\s+FEATURES$/);
    expect(lines).toHaveLength(moduleFiles.length + 1);
    expect(r.stdout).toMatch(/^89\s+Bridge\s+14x12\s+main\s+captain's chair, \d+ blue chairs/m);
  });

  it("--json gives one entry per module file, parseable", () => {
    const r = derelict(["maps", "list", "--json"]);
    expect(r.status).toBe(0);
    const entries = JSON.parse(r.stdout) as {
      id: number;
      name: string;
      levels: string[];
      features: string[];
      file: string;
    }[];
    expect(entries).toHaveLength(moduleFiles.length);
    const bridge = entries.find((e) => e.id === 89);
    expect(bridge).toMatchObject({ name: "Bridge", file: "maps/89-bridge.yaml", levels: ["main"] });
    expect(bridge?.features).toContain("captain's chair");
  });
});

describe("maps show", () => {
  it("draws module 89 line for line as its file does, with a legend and areas", () => {
    const r = derelict(["maps", "show", "89", "--no-color"]);
    expect(r.status).toBe(0);
    const out = r.stdout.split("\n");
    bridgeArt.forEach((line, y) => expect(out).toContain(`${String(y).padStart(2, "0")}  ${line.trimEnd()}`));
    expect(r.stdout).toMatch(/^ {2}C {2}captain's chair/m);
    expect(r.stdout).toMatch(/^ {2}captain-chair\s+main\s+0605/m);
  });

  it("prints no escape codes with NO_COLOR or --no-color, even when colour is forced", () => {
    for (const run of [
      derelict(["maps", "show", "89"], { NO_COLOR: "1", FORCE_COLOR: "1" }),
      derelict(["maps", "show", "89", "--no-color"], { FORCE_COLOR: "1" }),
      derelict(["maps", "show", "89"]),
    ]) {
      expect(run.status).toBe(0);
      expect(run.stdout).not.toContain(ESC);
    }
  });

  it("colours the glyphs when colour is forced", () => {
    const r = derelict(["maps", "show", "89"], { FORCE_COLOR: "1" });
    expect(r.stdout).toContain(ESC);
    expect(r.stdout.replace(/\u001b\[[0-9;]*m/g, "")).toBe(derelict(["maps", "show", "89", "--no-color"]).stdout);
  });

  it("draws one level with --level, and refuses a level the module lacks (exit 2)", () => {
    expect(derelict(["maps", "show", "89", "--level", "main", "--no-color"]).stdout).toContain("main level");
    const r = derelict(["maps", "show", "89", "--level", "upper"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe("derelict: there is no upper level here; it has: main\n");
  });

  it("an unknown module number is a usage error naming the bundled ones", () => {
    const r = derelict(["maps", "show", "12"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^derelict: no module '12': give a bundled module number \(89.*\)/);
    expect(r.stdout).toBe("");
  });

  it("draws a module's own legend glyphs as it draws them, each in the legend, in maps show and ships show", () => {
    const dir = mkdtempSync(join(tmpdir(), "derelict-glyphs-"));
    const lab = readFileSync(join(ROOT, "maps", "95-passenger-area.yaml"), "utf8")
      .replace(/^legend:.*$/m, "")
      .replace(/^name: .*$/m, 'name: Glyphs\nlegend: { "W": furniture }')
      .replace(/^id: 95$/m, "id: 195")
      .replaceAll(" & ", " W ");
    writeFileSync(join(dir, "lab.yaml"), lab);
    writeFileSync(join(dir, "ship.yaml"), 'name: s\nmodules:\n  - { module: ./lab.yaml, at: "0000" }\n');
    for (const args of [
      ["maps", "show", join(dir, "lab.yaml"), "--no-color"],
      ["ships", "show", join(dir, "ship.yaml"), "--no-color"],
    ]) {
      const out = derelict(args).stdout;
      expect(out, args[0]).toMatch(/ W /);
      expect(out).toMatch(/^ {2}W {2}furniture/m);
    }
    rmSync(dir, { recursive: true, force: true });
  });
});
