// `derelict validate` on a modder's slips: one line each, at the culprit, whatever folder the file is in.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { derelict } from "./built-cli.js";

const dir = mkdtempSync(join(tmpdir(), "derelict-slips-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SCENARIO = [
  "name: Slips",
  "ship: small",
  "first: blue",
  "turns: 8",
  "sides:",
  "  blue: { race: starmarines, points: 20, start: [lock 1] }",
  "  yellow: { race: norx, points: 20, start: [lock 7] }",
];

/** Writes FILE with its lines, and returns its path. */
function file(name: string, lines: readonly string[]): string {
  const path = join(dir, name);
  writeFileSync(path, `${lines.join("\n")}\n`);
  return path;
}

describe("validate on a modder's slips", () => {
  it("names each at its culprit, once, and exits 1", () => {
    const files = [
      // An unclosed quote: at the quote that opens it, not at the end of the file.
      file("quote.yaml", ["name: Slips", 'summary: "the quote left open', ...SCENARIO.slice(1)]),
      // An unclosed { in a side: at the {, not at the next side's line.
      file("brace.yaml", [
        ...SCENARIO.slice(0, 5),
        "  blue: { race: starmarines, points: 20, start: [lock 1]",
        ...SCENARIO.slice(6),
      ]),
      // A required key misspelt: at the typo, not again as missing at 1:1.
      file(
        "turn.yaml",
        SCENARIO.map((l) => l.replace("turns:", "turn:")),
      ),
      // The one key that tells a ship, misspelt, outside any ships/ folder: still read as a ship.
      file("ship.yaml", ["name: scout", "modles:", '  - { module: 89, at: "0000" }']),
      // A key indented one space deeper than the one above it: at that line.
      file("indent.yaml", [...SCENARIO.slice(0, 2), " first: blue", ...SCENARIO.slice(3)]),
      // A number out of range, or not whole: in words, not the schema library's "Too big: expected number to be <=200".
      file(
        "turns.yaml",
        SCENARIO.map((l) => l.replace("turns: 8", "turns: 500")),
      ),
      file(
        "half.yaml",
        SCENARIO.map((l) => l.replace("turns: 8", "turns: 8.5")),
      ),
      // A word not among a key's choices: the choices in words, not the schema library's 'Invalid option'.
      file("roster.yaml", [
        "race: gobbos",
        "name: Gobbos",
        "types:",
        "  boss: { name: Boss, move: 4, armour: battle, leader: chief, points: 3 }",
      ]),
      // A file of another kind where a ship belongs: said so, not as every key a ship misses.
      file(
        "wrong-ship.yaml",
        SCENARIO.map((l) => l.replace("ship: small", "ship: ./turn.yaml")),
      ),
    ];
    const r = derelict(["validate", ...files]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr.split("\n").filter((l) => l !== "")).toEqual([
      `${files[0]}:2:10: YAML syntax: this " opens a text that is never closed: expected a closing "`,
      `${files[1]}:6:9: YAML syntax: this { is never closed: expected a } to end it`,
      `${files[2]}:4:1: unknown key 'turn' (did you mean 'turns'?); expected 'name', 'summary', 'ship', 'first', 'turns', 'sides', 'sleepers', 'visibility', 'rules', 'intro', 'story', 'containers', 'objectives', 'condition'`,
      `${files[3]}:2:1: unknown key 'modles' (did you mean 'modules'?); expected 'name', 'summary', 'modules'`,
      `${files[4]}:3:2: YAML syntax: this line is indented deeper than the key above it, so YAML reads it as more of that key's value: indent it as the key above`,
      `${files[5]}:4:8: turns: expected at most 200, found the number 500`,
      `${files[6]}:4:8: turns: expected a whole number, found the number 8.5`,
      `${files[7]}:4:56: types.boss.leader: expected low, medium or high, found the text "chief"`,
      `${files[8]}:2:7: ship: ${files[2]}:5:1: this is a scenario file (it has 'sides:'), expected a ship (with 'modules:')`,
    ]);
  });
});

describe("validate on a scenario's objectives", () => {
  it("a container that failed is told once, a misspelt one with a hint, a misspelt area with the module's areas", () => {
    const cargo = file("cargo.yaml", [
      ...SCENARIO,
      "containers:",
      '  - { name: relic, at: "90:0000", kind: pod }',
      "objectives:",
      "  blue:",
      "    - { kind: cargo, container: relic }",
      "    - { kind: cargo, container: relik }",
      '    - { kind: hold, area: "90:hold-flor" }',
    ]);
    const r = derelict(["validate", cargo]);
    expect(r.status).toBe(1);
    expect(r.stderr.split("\n").filter((l) => l !== "")).toEqual([
      `${cargo}:9:24: a container cannot stand on 90:0000 (wall)`,
      `${cargo}:13:33: no container named relik (did you mean 'relic'? name it under containers:)`,
      `${cargo}:14:27: this ship has no area 90:hold-flor (module 90 has: catwalk, upper-deck, lower-deck, hold-floor, cargo-lock, stairs)`,
    ]);
  });
});

describe("run --script on what is no script", () => {
  it("a script without end (/dev/zero) is refused at the limit, not read until memory runs out", () => {
    const r = derelict(["run", "first-boarding", "--script", "/dev/zero"]);
    expect([r.status, r.stdout, r.stderr]).toEqual([
      1,
      "",
      "/dev/zero:1: a script is at most 16777216 bytes; no more of it was read\n",
    ]);
  });

  it("a missing script and a folder: one line each, in words", () => {
    const missing = join(dir, "no-such.script");
    expect(derelict(["run", "first-boarding", "--script", missing])).toMatchObject({
      status: 1,
      stderr: `${missing}:1: no such file\n`,
    });
    expect(derelict(["run", "first-boarding", "--script", dir])).toMatchObject({
      status: 1,
      stderr: `${dir}:1: is a folder, expected a script file\n`,
    });
  });
});
