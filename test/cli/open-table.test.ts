// Open visibility through the built command: a side's output lists every enemy marker with its number
// and where it is, never what is under an unrevealed one; a scripted game shows a patrol splitting at a
// fork in the enemy's view, a dummy put down out of every enemy marker's sight, a dummy vanishing at
// first sight, and the security camera's marker chosen by its owner.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { derelict } from "./built-cli.js";

const EXAMPLE = ["run", "docs/examples/open-table.yaml", "--script", "docs/examples/open-table.script"];
const BLUE_NAMES = /Osaka|Rojas|Kim|Lee|Sergeant/;
const dir = mkdtempSync(join(tmpdir(), "derelict-open-"));
const script = (name: string, lines: readonly string[]) => {
  const path = join(dir, name);
  writeFileSync(path, `${lines.join("\n")}\n`);
  return path;
};

interface Enemy {
  label: string;
  hex: string;
  revealed: boolean;
  inSight: boolean;
}
interface SideJson {
  view: {
    visibility: string;
    enemies: Enemy[];
    enemiesAtLocks: { label: string; at: string; lock: string }[];
    tracks: { label: string; came: string; at: string; steps: number }[];
    devices: { camera: { number: number; label: string; type: string | null; answer: string }[] };
  };
  events: { turn: number; text: string }[];
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("derelict run introduction --as yellow --json", () => {
  it("lists every blue marker with its number, outside its air lock at the start, and nothing of who is under it", () => {
    const r = derelict(["run", "introduction", "--as", "yellow", "--json"]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as SideJson;
    expect(out.view.visibility).toBe("open");
    expect(out.view.enemies).toEqual([]);
    expect(out.view.enemiesAtLocks.map((e) => e.lock).sort()).toEqual(["lock 3", "lock 3", "lock 4", "lock 4"]);
    for (const e of out.view.enemiesAtLocks)
      expect(e).toMatchObject({ label: expect.stringMatching(/^\?\d+$/), at: "outside" });
    expect(r.stdout).not.toMatch(BLUE_NAMES);
    expect(r.stdout).not.toMatch(/Marine/);
    const enemy = JSON.stringify([out.view.enemies, out.view.enemiesAtLocks, out.view.tracks]);
    expect(enemy).not.toMatch(/soldier|dummy|type|name/i);
  });

  it("once blue is aboard, lists each marker on its hex, seen or not", () => {
    const aboard = script("aboard.script", [
      "board Osaka",
      "board Rojas",
      "end",
      "end",
      "leave Osaka",
      "leave Rojas",
      "end",
      "end",
    ]);
    const r = derelict(["run", "introduction", "--script", aboard, "--as", "yellow", "--json"]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as SideJson;
    expect(out.view.enemies.map((e) => e.hex).sort()).toEqual(["90:0611", "90:0700"]);
    for (const e of out.view.enemies)
      expect(e).toMatchObject({ label: expect.stringMatching(/^\?\d+$/), revealed: false });
    expect(out.view.enemiesAtLocks).toHaveLength(2);
    expect(out.view.tracks).toHaveLength(4);
    expect(r.stdout).not.toMatch(BLUE_NAMES);
  });
});

describe("the open-table example, as yellow saw it", () => {
  const yellow = () => {
    const r = derelict([...EXAMPLE, "--as", "yellow"]);
    expect(r.status).toBe(0);
    return r.stdout.split("\n");
  };

  it("shows blue's patrol splitting at the fork: one marker east, leaving the other, which goes south", () => {
    const log = yellow();
    const east = log.find((l) => /^T1 blue \?\d+ moves 91:0606 -> 91:0706, leaving blue \?\d+$/.test(l))!;
    expect(east).toBeDefined();
    const [, stayed] = /leaving blue (\?\d+)/.exec(east)!;
    expect(log).toContain(`T1 blue ${stayed} moves 91:0606 -> 91:0607`);
  });

  it("shows the dummy blue put down out of every yellow marker's sight, as a marker put down", () => {
    expect(yellow()).toContainEqual(expect.stringMatching(/^T1 blue \?\d+ is put down at 92:0102$/));
    // Where a yellow marker has a line to the hex, the same command is refused, naming the marker's hex.
    const seen = script("seen.script", ["dummy 99:0806"]);
    const r = derelict(["run", "docs/examples/open-table.yaml", "--script", seen]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/:1: an enemy marker at 99:0906 could see 99:0806/);
  });

  it("shows yellow's dummy vanish at first sight, as the door opens on it", () => {
    const log = yellow();
    expect(log).toContain("T1 the door at 91:0205 opens");
    expect(log).toContainEqual(expect.stringMatching(/^T1 \?\d+ dummy at 91:0204 is seen by the enemy and taken off$/));
    const blue = derelict([...EXAMPLE, "--as", "blue"]).stdout;
    expect(blue).toMatch(/T1 yellow \?\d+ at 91:0204 was a dummy: taken off/);
  });

  it("lets yellow choose which of its markers the camera sees, and blue learns it as its next turn begins", () => {
    const log = yellow();
    expect(log).toContain(
      "T4 an enemy security camera comes on: as your turn begins, show it one of your markers (identify ?N)",
    );
    const chose = log.find((l) => /^T4 you show the enemy's camera \?\d+ Harg/.test(l))!;
    const number = /\?(\d+) Harg/.exec(chose)![1];
    const blue = JSON.parse(derelict([...EXAMPLE, "--as", "blue", "--json"]).stdout) as SideJson;
    expect(blue.events.map((e) => `T${e.turn} ${e.text}`)).toContain(
      `T5 the security camera shows yellow ?${number}: a Norx Brute`,
    );
    expect(blue.view.devices.camera).toEqual([
      { number: Number(number), label: `?${number}`, type: "Norx Brute", answer: "Norx Brute", turn: 5 },
    ]);
    // What yellow's markers are otherwise stays secret: its chief's name and type never show.
    expect(JSON.stringify(blue)).not.toMatch(/Grok|Chief|Harg/);
  });
});
