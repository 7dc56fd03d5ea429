// What a scenario may set up for the ship's devices: soldiers who start wounded, and sleepers
// in the cryo cells; a sleeper anywhere but in a cryo cell is refused at its line.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadScenarioFile } from "../../../src/content/scenario-load.js";
import { formatProblem } from "../../../src/content/problem.js";
import { createGame } from "../../../src/engine/setup.js";
import { cellOf } from "./full-ship.js";

const dir = mkdtempSync(join(tmpdir(), "derelict-systems-"));
const base = (extra: string) => `name: test
ship: full
first: blue
turns: 5
sides:
  blue:
    race: starmarines
    soldiers:
      - { type: marine, name: Ward, start: "98:0502", wounded: true }
  yellow:
    race: norx
    soldiers:
      - { type: warrior, start: "96:0106" }
${extra}`;

function load(text: string) {
  const file = join(dir, `s${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(file, text);
  return loadScenarioFile(file);
}

describe("a scenario's wounded soldiers and sleepers", () => {
  it("starts a soldier wounded and puts sleepers in cryo cells", () => {
    const s = load(base('sleepers:\n  - { race: norx, type: brute, name: Gorm, cell: "93:0110" }\n'));
    if (!s.ok) throw new Error(s.problems.map(formatProblem).join("\n"));
    expect(s.value.sleepers).toEqual([
      { cell: cellOf("93:0110", s.value.ship), type: expect.objectContaining({ name: "Norx Brute" }), name: "Gorm" },
    ]);
    const g = createGame({ ...s.value, seed: "1" });
    expect(g.pieces.find((p) => p.soldier?.name === "Ward")!.soldier!.wounded).toBe(true);
    expect(g.devices.sleepers).toHaveLength(1);
  });

  it("refuses a sleeper outside a cryo cell, of an unknown type, or two in one cell", () => {
    const s = load(
      base(
        [
          "sleepers:",
          '  - { race: norx, type: brute, name: Gorm, cell: "93:0208" }',
          '  - { race: norx, type: dragon, name: Puff, cell: "93:0108" }',
          '  - { race: norx, type: warrior, name: A, cell: "93:0110" }',
          '  - { race: norx, type: warrior, name: B, cell: "93:0110" }',
          "",
        ].join("\n"),
      ),
    );
    expect(s.ok).toBe(false);
    const problems = s.ok ? [] : s.problems.map(formatProblem).map((p) => p.replace(/^.*?:(\d+:\d+)/, "$1"));
    expect(problems).toEqual([
      "15:50: 93:0208 is not a cryo cell of this ship (they are: 93:0108, 93:0110)",
      "16:25: Norx have no soldier type 'dragon' (they have: warrior, brute, berserker, chief, warlord, healer, champion, war-crawler, siege-blaster)",
      "18:49: two sleepers in the cryo cell at 93:0110",
    ]);
  });
});
