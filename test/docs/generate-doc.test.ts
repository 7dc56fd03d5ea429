// docs/RULES.md's "Generated missions" and "Wrecks" and the generator's numbers must agree.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AIR_TURNS } from "../../src/engine/systems/ship-state.js";
import {
  ENEMY_POINTS_BASE,
  ENEMY_POINTS_PER_DEPTH,
  ENEMY_POINTS_PER_LEVEL,
  FLAGSHIP_POINTS,
  STRONGER_FROM_DEPTH,
} from "../../src/generate/schedule.js";
import { FIGHTING_TURNS, MAX_TURNS, MIN_TURNS, PACE_MU } from "../../src/generate/turn-limit.js";
import { AIR_SHORT, MAX_AIR, MIN_AIR } from "../../src/generate/wreck-systems.js";

const rules = readFileSync(new URL("../../docs/RULES.md", import.meta.url), "utf8").replace(/\s+/g, " ");

describe("docs/RULES.md on generated missions", () => {
  it("gives the enemy's points and the computer's strength as the schedule does", () => {
    expect(rules).toContain(
      `**The enemy's points**: **${ENEMY_POINTS_BASE}**, plus **${ENEMY_POINTS_PER_DEPTH}** for each derelict deeper in the run, plus **${ENEMY_POINTS_PER_LEVEL}** for each level of difficulty above the first, plus **${FLAGSHIP_POINTS}** on the flagship`,
    );
    expect(rules).toContain(`one more from the **${STRONGER_FROM_DEPTH}th** derelict on`);
  });

  it("gives the turn limit's and the air's numbers", () => {
    expect(rules).toContain(`at **${PACE_MU}** move units a turn, plus **${FIGHTING_TURNS}** turns to fight`);
    expect(rules).toContain(`at least **${MIN_TURNS}**, at most **${MAX_TURNS}**`);
    expect(rules).toContain(`at most **${MAX_AIR - 1}**`);
    expect(rules).toContain(`leave **${AIR_SHORT}** turns less air than the limit (at least **${MIN_AIR}**)`);
    expect(rules).toContain(`**${AIR_TURNS} turns** at most, as the rule book's air`);
    expect(MAX_AIR).toBe(AIR_TURNS);
  });
});
