// `derelict scenarios list`, a scripted game won through `derelict run`, and --objective.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bundledScenarioFiles } from "../../src/content/catalog.js";
import { readScenarioIndex } from "../../src/content/scenario-index.js";
import { derelict, ROOT } from "./built-cli.js";

const dir = mkdtempSync(join(tmpdir(), "derelict-scenarios-"));
const scenario = join(dir, "grab.yaml");
const script = join(dir, "grab.script");

beforeAll(() => {
  // A pod on the bridge's west hall end, a Marine behind it: one push puts it out through lock 1.
  writeFileSync(
    scenario,
    [
      "name: Grab",
      "ship: small",
      "first: blue",
      "turns: 4",
      "containers:",
      '  - { name: data-core, at: "89:0006", kind: pod }',
      "sides:",
      "  blue:",
      "    race: starmarines",
      '    soldiers: [ { type: marine, name: Osaka, start: "89:0106" } ]',
      "  yellow:",
      "    race: norx",
      '    soldiers: [ { type: warrior, name: Grok, start: "99:0210" } ]',
      "objectives:",
      "  blue: [ { kind: cargo, container: data-core, locks: [lock 1] } ]",
      "  both: [ { kind: exterminate } ]",
      "  otherwise: yellow",
      "",
    ].join("\n"),
  );
  writeFileSync(script, "# one push and the core is gone\npush Osaka w\n");
}, 120_000);
const endScript = (): string => {
  const path = join(dir, "end.script");
  writeFileSync(path, "end\n");
  return path;
};
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("scenarios list", () => {
  it("lists every bundled scenario, the introduction first and marked", () => {
    const r = derelict(["scenarios", "list"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^SCENARIO\s+SHIP\s+TURNS\s+VISIBILITY\s+BLUE\s+YELLOW\s+SUMMARY$/);
    expect(lines[1]).toMatch(/^introduction \*\s+small\s+12\s+open\s/);
    expect(lines[1]).toMatch(/^introduction \*/);
    for (const file of bundledScenarioFiles()) expect(r.stdout).toContain(file.split("/").at(-1)!.replace(".yaml", ""));
    expect(r.stdout).toContain("* the introduction: first in the menu `derelict play` opens (Enter there starts it)");
    // `derelict play` opens the menu; it starts nothing by itself.
    expect(r.stdout).not.toContain("by default");
  });

  it("--json gives one entry a scenario, exactly one of them the introduction", () => {
    const r = derelict(["scenarios", "list", "--json"]);
    const rows = JSON.parse(r.stdout) as {
      id: string;
      intro: boolean;
      ship: string;
      turns: number;
      visibility: string;
    }[];
    expect(rows).toHaveLength(bundledScenarioFiles().length);
    // Every bundled scenario plays the rule book's open markers.
    expect(new Set(rows.map((x) => x.visibility))).toEqual(new Set(["open"]));
    expect(rows.filter((x) => x.intro).map((x) => x.id)).toEqual(["introduction"]);
    expect(rows.find((x) => x.id === "cold-sleeper")?.ship).toBe("full");
  });

  it("the build indexes every bundled scenario's header for the start menu, as the parser reads it", () => {
    const index = readScenarioIndex(join(ROOT, "dist", "content", "scenario-index.json"));
    expect([...index.keys()].sort()).toEqual([...bundledScenarioFiles()].sort());
    for (const [file, entry] of index) {
      const whole = parse(readFileSync(file, "utf8")) as { name: string; summary: string; intro?: boolean };
      expect(entry).toMatchObject({ name: whole.name, summary: whole.summary, intro: whole.intro === true });
    }
  });
});

describe("a scripted victory", () => {
  it("ends the game with who won and why, told to each side in its words", () => {
    const ref = derelict(["run", scenario, "--script", script]);
    expect(ref.stderr).toBe("");
    expect(ref.stdout).toContain("out through lock 1: it has left the ship");
    expect(ref.stdout.trim().split("\n").at(-1)).toBe(
      "T1 the game is over: blue wins (blue carried the data core out through lock 1)",
    );
    const yellow = derelict(["run", scenario, "--script", script, "--as", "yellow"]);
    expect(yellow.stdout.trim().split("\n").at(-1)).toBe(
      "T1 the game is over: you lose, blue wins (blue carried the data core out through lock 1)",
    );
  });

  it("shows the result in both sides' views, and each side only its own objectives", () => {
    for (const side of ["blue", "yellow"] as const) {
      const r = derelict(["run", scenario, "--script", script, "--as", side, "--json"]);
      const out = JSON.parse(r.stdout) as {
        view: { over: boolean; result: unknown; objectives: { mine: { kind: string }[]; otherwise: string } };
      };
      expect(out.view.over).toBe(true);
      expect(out.view.result).toEqual({
        winner: "blue",
        cause: "objective",
        objective: "cargo",
        reason: "blue carried the data core out through lock 1",
      });
      expect(out.view.objectives.mine.map((o) => o.kind)).toEqual(
        side === "blue" ? ["cargo", "exterminate"] : ["exterminate"],
      );
      expect(out.view.objectives.otherwise).toBe("yellow");
    }
  });

  it("refuses moves once the game is over", () => {
    writeFileSync(join(dir, "more.script"), "push Osaka w\nend\n");
    const r = derelict(["run", scenario, "--script", join(dir, "more.script")]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("the game is over");
  });
});

describe("--objective", () => {
  it("gives a scenario made from flags its contest", () => {
    const r = derelict([
      "run",
      "--ship",
      "small",
      "--blue",
      "starmarines",
      "--yellow",
      "norx",
      "--objective",
      "engines",
      "--turns",
      "2",
      "--script",
      endScript(),
      "--as",
      "yellow",
      "--json",
    ]);
    expect(r.stderr).toBe("");
    const out = JSON.parse(r.stdout) as {
      view: { objectives: { mine: { kind: string; area?: string }[]; otherwise: string } };
    };
    expect(out.view.objectives.mine).toMatchObject([{ kind: "hold", area: "99:engine-room" }, { kind: "exterminate" }]);
    expect(out.view.objectives.otherwise).toBe("yellow");
  });

  it("names the kinds when given another", () => {
    const r = derelict([
      "run",
      "--ship",
      "small",
      "--blue",
      "starmarines",
      "--yellow",
      "norx",
      "--objective",
      "loot",
      "--script",
      endScript(),
    ]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("--objective takes exterminate, cargo, bridge, engines, evacuate, rescue, not 'loot'");
  });
});
