// docs/RULES.md and the code must give the same numbers.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LADDER_COST, STAIRS_COST, STAIRS_COST_POWERED } from "../../src/engine/abilities.js";
import { LEAVE_COST } from "../../src/engine/actions/airlock.js";
import { DOOR_COST } from "../../src/engine/actions/door.js";
import { DEFAULT_MARKERS } from "../../src/engine/setup.js";
import { SOLDIERS_PER_HEX } from "../../src/engine/movement.js";
import { TERRAIN } from "../../src/map/terrain.js";
import { CARGO_LOCK, HULL_LOCK } from "../../src/ship/airlocks.js";
import { AUX_BLOCK_MIN } from "../../src/engine/systems/aux-control.js";
import { BRIDGE_RESULTS } from "../../src/engine/systems/bridge.js";
import { CONTROL_COST } from "../../src/engine/systems/controls.js";
import { ENGINE_RESTART_TURNS } from "../../src/engine/systems/engine-room.js";
import { POD_SEATS } from "../../src/engine/systems/escape-pods.js";
import { OVERHEAT_ROLLS } from "../../src/engine/systems/generators.js";
import { AIR_TURNS } from "../../src/engine/systems/ship-state.js";
import { AUTODOC_HEALS_ON } from "../../src/engine/systems/sickbay.js";

const rules = readFileSync(new URL("../../docs/RULES.md", import.meta.url), "utf8");
const row = (start: string) => rules.split("\n").find((l) => l.startsWith(`| ${start}`)) ?? "";

describe("docs/RULES.md", () => {
  it("lists the move-unit costs the engine charges", () => {
    expect(row("step onto a blue chair")).toContain(`1 + ${TERRAIN.chair.extraCost} extra`);
    expect(row("open or close a door")).toContain(`| ${DOOR_COST} |`);
    expect(row("go up or down a ladder")).toContain(`| ${LADDER_COST} |`);
    expect(row("go up or down the cargo-hold stairs")).toContain(
      `| ${STAIRS_COST} (${STAIRS_COST_POWERED} in powered armour) |`,
    );
    expect(row("leave an air lock")).toContain(`| ${LEAVE_COST} |`);
  });

  it("states the air-lock numbers, markers and soldiers a hex", () => {
    expect(rules).toContain(`**${HULL_LOCK.perHex} soldiers a hex** (the cargo lock **${CARGO_LOCK.capacity}**)`);
    expect(rules).toContain(
      `**${HULL_LOCK.leavePerTurn} soldier a turn** leaves a lock (the cargo lock **${CARGO_LOCK.leavePerTurn}**)`,
    );
    expect(rules).toContain(`(${DEFAULT_MARKERS} unless the scenario says otherwise)`);
    expect(rules).toContain(`at most **${SOLDIERS_PER_HEX} soldiers** of one side`);
  });

  it("states the ship systems' numbers and the bridge's six results", () => {
    expect(row("work a control")).toContain(`| ${CONTROL_COST} |`);
    expect(rules).toContain(`uninhabitable after **${AIR_TURNS} turns**`);
    expect(rules).toContain(`on **${OVERHEAT_ROLLS.join(" or ")}** the generators overheat`);
    expect(rules).toContain(`and on **${AUX_BLOCK_MIN}-6** the bridge's result is blocked`);
    expect(rules).toContain(`on **${AUTODOC_HEALS_ON}-6** the auto-doc`);
    expect(rules).toContain(`after **${ENGINE_RESTART_TURNS} turns in a row** if the enemy did`);
    expect(rules).toContain(`A pod holds as many as its hex, **${POD_SEATS} soldiers**`);
    for (const [die, result] of Object.entries(BRIDGE_RESULTS)) {
      const line = row(`${die} |`);
      expect(line).toContain(result.does.replace(/ \(.*\)$/, ""));
      for (const word of result.command.split(/,? or |, /)) expect(line).toContain(word.replaceAll("|", "\\|"));
    }
  });
});
