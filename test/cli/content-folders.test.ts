// Content folders through the built command: a modder's module, ship, scenario, roster and force
// are listed (marked as theirs), offered in the start menu and found by name, from --content DIR
// and from $XDG_DATA_HOME/derelict/content; a bundled name is never taken over.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasTmux, openPane, type Pane } from "../tui/tmux.js";
import { derelict } from "./built-cli.js";
import { writeContentFolder } from "./content-fixture.js";

const dir = mkdtempSync(join(tmpdir(), "derelict-content-"));
/** A data home with no content folder: the user's own never leaks into these tests. */
const empty = { XDG_DATA_HOME: join(dir, "empty-data") };
const pack = writeContentFolder(dir);
const end = join(dir, "end.script");
writeFileSync(end, "end\n");
const panes: Pane[] = [];

afterAll(() => {
  panes.forEach((p) => p.kill());
  rmSync(dir, { recursive: true, force: true });
});

const withPack = (...args: string[]) => derelict(["--content", pack, ...args], empty);
const json = <T>(args: string[]): T => {
  const r = withPack(...args);
  expect(r.stderr).toBe("");
  return JSON.parse(r.stdout) as T;
};

describe("--content DIR", () => {
  it("lists its module, ship and scenarios, marked as the folder's, in text and JSON", () => {
    const maps = withPack("maps", "list");
    expect(maps.status).toBe(0);
    expect(maps.stdout.split("\n")[0]).toMatch(/^ID\s+FROM\s+NAME\s+SIZE/);
    expect(maps.stdout).toMatch(/^89\s+bundled\s+Bridge/m);
    expect(maps.stdout).toMatch(/^150\s+mypack\s+Lab\s+14x12/m);
    const lab = json<{ id: number; ref: string; content?: string }[]>(["maps", "list", "--json"]).find(
      (m) => m.id === 150,
    );
    expect(lab).toMatchObject({ ref: "150", content: "mypack" });

    expect(withPack("ships", "list").stdout).toMatch(/^scout\s+mypack\s+89,150,99\s/m);
    const ships = json<{ id: string; content?: string; valid: boolean }[]>(["ships", "list", "--json"]);
    expect(ships.find((s) => s.id === "scout")).toMatchObject({ content: "mypack", valid: true });
    expect(ships.find((s) => s.id === "small")!.content).toBeUndefined();

    const scenarios = withPack("scenarios", "list");
    expect(scenarios.status).toBe(0);
    expect(scenarios.stdout).toMatch(/^lab-raid\s+mypack\s+scout\s+10\s+open\s+hulkers \(1\)\s+norx \(1\)/m);
    expect(scenarios.stdout).toMatch(/^introduction \*\s+bundled\s+small/m);
    const rows = json<{ id: string; content?: string }[]>(["scenarios", "list", "--json"]);
    expect(rows.filter((r) => r.content === "mypack").map((r) => r.id)).toEqual(["mypack/introduction", "lab-raid"]);
  });

  it("finds them by name: a module by number, a ship, a scenario, a roster by race, a force", () => {
    expect(withPack("maps", "show", "150", "--no-color").stdout).toContain("Module 150: Lab");
    expect(withPack("ships", "show", "scout", "--no-color").stdout).toMatch(/^scout: a bridge, a lab/);
    const run = withPack("run", "lab-raid", "--script", end, "--json");
    expect(run.stderr).toBe("");
    expect((JSON.parse(run.stdout) as { scenario: string }).scenario).toBe("Lab raid");
    const quick = withPack("run", "--ship", "scout", "--blue", "hulkers:20", "--yellow", "norx:20", "--script", end);
    expect(quick.stderr).toBe("");
    expect(quick.status).toBe(0);
    const forced = join(dir, "forced.yaml");
    writeFileSync(
      forced,
      "name: Forced\nship: scout\nfirst: blue\nturns: 5\nsides:\n  blue:\n    race: hulkers\n    force: hulk-team\n    start: [lock 1, lock 2]\n  yellow:\n    race: norx\n    points: 10\n    start: [lock 5]\n",
    );
    expect(withPack("validate", forced)).toMatchObject({ status: 0, stdout: `valid: ${forced}\n` });
  });

  it("never takes a bundled name: the bundled scenario keeps it, the folder's goes by FOLDER/NAME", () => {
    const scenarioOf = (ref: string) =>
      (JSON.parse(withPack("run", ref, "--script", end, "--json").stdout) as { scenario: string }).scenario;
    expect(scenarioOf("introduction")).not.toBe("Pack intro");
    expect(scenarioOf("mypack/introduction")).toBe("Pack intro");
    expect(scenarioOf("mypack/lab-raid")).toBe("Lab raid");
  });

  it("asks which when two content folders have the same name, and takes FOLDER/NAME", () => {
    const other = join(dir, "other");
    mkdirSync(join(other, "scenarios"), { recursive: true });
    cpSync(join(pack, "scenarios", "lab-raid.yaml"), join(other, "scenarios", "lab-raid.yaml"));
    const both = derelict(["--content", pack, "--content", other, "run", "lab-raid", "--script", end], empty);
    expect(both.status).toBe(2);
    expect(both.stderr).toBe(
      "derelict: scenario 'lab-raid' is in 2 content folders: say which, mypack/lab-raid or other/lab-raid\n",
    );
    const list = derelict(["--content", pack, "--content", other, "scenarios", "list"], empty);
    expect(list.stdout).toMatch(/^mypack\/lab-raid\s+mypack\s/m);
    expect(list.stdout).toMatch(/^other\/lab-raid\s+other\s/m);
  });

  it("leaves out, and says so, a second folder of a name already in use", () => {
    const twin = writeContentFolder(join(dir, "twin"), "mypack");
    const r = derelict(["--content", pack, "--content", twin, "scenarios", "list"], empty);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe(
      `derelict: content folders ${pack} and ${twin} have the same name 'mypack': rename one (their files are named mypack/...); ${twin} is left out\n`,
    );
  });

  it("refuses a folder that is not there, with exit 1, and a --content without a folder, with exit 2", () => {
    const missing = join(dir, "no-such-folder");
    expect(derelict(["--content", missing, "maps", "list"], empty)).toMatchObject({
      status: 1,
      stderr: `derelict: ${missing}: no such folder: --content takes a content folder\n`,
    });
    expect(derelict(["maps", "list", "--content"], empty).status).toBe(2);
  });

  it("without --content, content folders' files are not there", () => {
    expect(derelict(["scenarios", "list"], empty).stdout).not.toContain("lab-raid");
    expect(derelict(["run", "lab-raid", "--script", end], empty).status).toBe(2);
  });
});

describe("the default content folder, $XDG_DATA_HOME/derelict/content", () => {
  const data = join(dir, "data");
  beforeAll(() => {
    mkdirSync(join(data, "derelict"), { recursive: true });
    writeContentFolder(join(data, "derelict"), "content", false);
  });

  it("is listed and found without --content, under its folder's name", () => {
    const env = { XDG_DATA_HOME: data };
    expect(derelict(["ships", "list"], env).stdout).toMatch(/^scout\s+content\s/m);
    expect(derelict(["scenarios", "list"], env).stdout).toMatch(/^content\/introduction\s+content\s/m);
    const run = derelict(["run", "lab-raid", "--script", end, "--json"], env);
    expect((JSON.parse(run.stdout) as { scenario: string }).scenario).toBe("Lab raid");
  });
});

describe.skipIf(!hasTmux)("the start menu", () => {
  it("offers the content folder's scenarios, marked with the folder, and starts one", async () => {
    const home = join(dir, "home");
    const p = openPane(`node bin/derelict.js --content '${pack}'`, {
      HOME: home,
      XDG_CONFIG_HOME: join(home, ".config"),
      ...empty,
    });
    panes.push(p);
    const menu = await p.waitFor("Open a scenario file");
    expect(menu).toContain("Lab raid  [mypack]");
    expect(menu).toContain("Pack intro  [mypack]");
    expect(menu.indexOf("(introduction)")).toBeLessThan(menu.indexOf("Lab raid"));
    // The campaign and Play alone, the bundled nine, then the folder's two in file order: its introduction, then the raid.
    for (let i = 0; i < 12; i++) p.keys("Down");
    await p.waitFor("> Lab raid  [mypack]");
    p.keys("Enter");
    await p.waitFor("BLUE PLAYER");
    p.keys("Enter");
    await p.waitFor("YELLOW PLAYER");
    p.keys("Enter");
    expect(await p.waitFor(/BLUE TO MOVE|Hulkers raid|from a content folder/)).not.toContain("Open a scenario file");
  });
});
