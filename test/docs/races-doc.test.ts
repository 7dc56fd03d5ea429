// docs/RULES.md section 12 and the code give the same boarding rules, and a row for every soldier type.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bundledRosterFiles, loadRosterFile } from "../../src/content/roster-load.js";
import { SPARE_MARKERS } from "../../src/content/side-force.js";
import { BLOWS_ABOARD, SLED_HEXES_ABOARD } from "../../src/engine/forces/boarded-type.js";
import { BOARDING_POINTS, LARGE_SHIP_MODULES, LARGE_SHIP_POINTS } from "../../src/engine/forces/boarding-points.js";
import {
  LEVEL1_ABOARD,
  LEVEL1_NORMAL,
  SPECIALIST_LIMITS,
  TEAMS_PER_FORMATION,
} from "../../src/engine/forces/composition.js";
import { TEAM_SIZE } from "../../src/engine/forces/force.js";
import { DEFAULT_MARKERS } from "../../src/engine/setup.js";
import { SKIP_COST } from "../../src/engine/skip.js";
import { raceRow } from "./race-rows.js";

const rules = readFileSync(new URL("../../docs/RULES.md", import.meta.url), "utf8");
const section = rules.slice(rules.indexOf("## 12. Races and boarding parties"));
const flat = section.replace(/\s+/g, " ");

describe("docs/RULES.md: races and boarding parties", () => {
  it("states the composition and the points", () => {
    expect(flat).toContain(
      `the race's rules allow ${LEVEL1_NORMAL}; aboard, a fourth may be added: at most **${LEVEL1_ABOARD}**`,
    );
    expect(flat).toContain(`**1 or ${TEAMS_PER_FORMATION} fire teams** of **${TEAM_SIZE}** soldiers`);
    expect(SPECIALIST_LIMITS).toEqual({ medium: 1, medic: 1, hero: 1 });
    expect(flat).toContain("**any number of low leaders**, **one medium leader**, **one Medic**, **one Hero**");
    expect(flat).toContain(
      `**${BOARDING_POINTS}**, or **${LARGE_SHIP_POINTS}** when the ship has more than **${LARGE_SHIP_MODULES}** modules`,
    );
    expect(flat).toContain(`${DEFAULT_MARKERS} marker numbers, or ${SPARE_MARKERS} more than its soldiers and dummies`);
  });

  it("states what boarding changes, with the engine's numbers", () => {
    expect(flat).toContain(`move only **${SLED_HEXES_ABOARD}** hexes a turn: ${SLED_HEXES_ABOARD} move units`);
    expect(flat).toContain(`attack only **${BLOWS_ABOARD}** opponent a turn`);
    expect(flat).toContain(`onto the hex beyond it, on the same level, for **${SKIP_COST}** move units`);
    expect(rules).toContain(`| skip through a wall (Pelgari Near Skippers, section 12) | ${SKIP_COST} |`);
    const victors = loadRosterFile(bundledRosterFiles().find((f) => f.endsWith("victors.yaml"))!);
    expect(victors.ok && flat).toContain(
      `ride their sleds (${victors.ok ? victors.value.entries.get("sledder")!.base.move : 0} move units)`,
    );
    const pelgari = loadRosterFile(bundledRosterFiles().find((f) => f.endsWith("pelgari.yaml"))!);
    expect(pelgari.ok && flat).toContain(
      `one attack strikes up to ${pelgari.ok ? pelgari.value.entries.get("death-dervish")!.base.blows : 0} different neighbours`,
    );
  });

  it("has a table row for every soldier type of every bundled roster, as it fights aboard", () => {
    for (const file of bundledRosterFiles()) {
      const r = loadRosterFile(file);
      if (!r.ok) throw new Error(file);
      expect(section).toContain(`#### ${r.value.name} (\`${r.value.race}\`)`);
      for (const key of r.value.entries.keys())
        expect(section, `${r.value.race}/${key}`).toContain(`${raceRow(r.value, key)}\n`);
    }
  });
});
