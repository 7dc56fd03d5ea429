// Scenarios from the command line, without a file, through the built command; validate on
// rosters and forces.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { derelict, ROOT } from "./built-cli.js";

const dir = mkdtempSync(join(tmpdir(), "derelict-quick-"));
const script = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};
const QUICK = ["--ship", "freighter", "--blue", "starmarines:25", "--yellow", "norx:25", "--turns", "20"];

describe("derelict run from flags", () => {
  it("buys both forces, puts them outside their air locks and plays the script", () => {
    const file = script("board.script", "board Sergeant-1\nend\nboard Norx-Chief-1\nend\nleave Sergeant-1\n");
    const r = derelict(["run", ...QUICK, "--script", file]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Sergeant-1 enters lock 1 from outside/);
    expect(r.stdout).toMatch(/Norx-Chief-1 enters lock \d from outside/);
    expect(r.stdout).toMatch(/Sergeant-1 leaves lock 1 for 89:0006 \(1 MU, 3 left\)/);
  });

  it("gives each side the force its points buy, and the turns asked for", () => {
    const r = derelict(["run", ...QUICK, "--script", script("end.script", "end\n"), "--as", "blue", "--json"]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as {
      scenario: string;
      view: { turnLimit: number; own: { soldier?: { type: string } }[] };
    };
    expect(out.scenario).toBe("Quick: StarMarines 25 vs Norx 25 on freighter");
    expect(out.view.turnLimit).toBe(20);
    const types = out.view.own.flatMap((m) => (m.soldier ? [m.soldier.type] : []));
    expect(types.sort()).toEqual([
      "Lieutenant",
      "Marine",
      "Marine",
      "Marine",
      "Marine",
      "Marine",
      "Marine",
      "Marine",
      "Marine",
      "Medic",
      "Sergeant",
    ]);
    expect(out.view.own.filter((m) => !m.soldier)).toHaveLength(4);
  });

  it("points left out come from the ship's size: 30 on the seven-module freighter", () => {
    const r = derelict([
      "run",
      "--ship",
      "freighter",
      "--blue",
      "pelgari",
      "--yellow",
      "swarm",
      "--script",
      script("end2.script", "end\n"),
      "--json",
    ]);
    expect(r.status).toBe(0);
    expect((JSON.parse(r.stdout) as { scenario: string }).scenario).toBe("Quick: Pelgari 30 vs Swarm 30 on freighter");
  });

  it("says what is wrong with the flags, with exit 2", () => {
    const end = script("end3.script", "end\n");
    const unknown = derelict(["run", "--ship", "small", "--blue", "klingons:25", "--yellow", "norx", "--script", end]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toBe(
      "derelict: --blue: no race 'klingons': expected one of colonials, nkakk, norx, pelgari, saurs, starmarines, swarm, victors, zrutes, or a roster file's path\n",
    );
    const half = derelict(["run", "--ship", "small", "--blue", "norx", "--script", end]);
    expect(half.status).toBe(2);
    expect(half.stderr).toContain("a scenario from flags needs --yellow");
    const both = derelict(["run", "first-boarding", "--ship", "small", "--script", end]);
    expect(both.status).toBe(2);
    expect(both.stderr).toContain(
      "give a scenario or make one with --ship SHIP --blue RACE[:POINTS] --yellow RACE[:POINTS], not both",
    );
    const neither = derelict(["run", "--script", end]);
    expect(neither.status).toBe(2);
  });

  it("takes --blue ROSTER by an absolute path from any folder, and by a path relative to where it runs", () => {
    const end = script("end5.script", "end\n");
    const roster = script("my-norx.yaml", readFileSync(join(ROOT, "scenarios", "rosters", "norx.yaml"), "utf8"));
    const absolute = derelict(
      ["run", "--ship", "small", "--blue", `${roster}:20`, "--yellow", "norx", "--script", end],
      {},
      tmpdir(),
    );
    expect(absolute.stderr).toBe("");
    expect(absolute.status).toBe(0);
    const relative = derelict(
      ["run", "--ship", "small", "--blue", "./my-norx.yaml", "--yellow", "norx", "--script", end],
      {},
      dir,
    );
    expect(relative.stderr).toBe("");
    expect(relative.status).toBe(0);
  });

  it("names a broken or missing file a flag gives, with exit 1 (invalid input, not usage)", () => {
    const end = script("end4.script", "end\n");
    const badShip = script("bad-ship.yaml", "name: bad\nmodules: [{ module: 89, at: 0000 }]\n");
    const ship = derelict(["run", "--ship", badShip, "--blue", "norx", "--yellow", "norx", "--script", end]);
    expect(ship.status).toBe(1);
    expect(ship.stderr).toMatch(new RegExp(`^derelict: --ship: ${badShip}:2:\\d+: `));
    const missing = join(dir, "missing-roster.yaml");
    const roster = derelict(["run", "--ship", "small", "--blue", "norx", "--yellow", missing, "--script", end]);
    expect(roster.status).toBe(1);
    expect(roster.stderr).toBe(`derelict: --yellow: ${missing}:1:1: no such file\n`);
  });
});

describe("derelict validate on rosters and forces", () => {
  it("knows a roster by types: and a force by formations:", () => {
    const r = derelict(["validate", "scenarios/rosters/pelgari.yaml", "scenarios/forces/norx-looters.yaml"]);
    expect(r.stdout).toBe("valid: scenarios/rosters/pelgari.yaml\nvalid: scenarios/forces/norx-looters.yaml\n");
    expect(r.status).toBe(0);
  });

  it("names a broken rule of a force at FILE:LINE:COL, with exit 1", () => {
    const file = join(dir, "zrutes.yaml");
    writeFileSync(file, "race: zrutes\npoints: 25\nformations:\n  - teams: [quadsuit]\n");
    const r = derelict(["validate", file]);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      `${file}:4:13: Zrute QuadSuit may not board: Zrutes cannot use QuadSuits aboard a derelict\n`,
    );
  });
});
