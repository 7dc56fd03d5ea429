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

const rules = readFileSync(new URL("../../docs/RULES.md", import.meta.url), "utf8");
const row = (start: string) => rules.split("\n").find((l) => l.startsWith(`| ${start}`)) ?? "";

describe("docs/RULES.md", () => {
  it("lists the move-unit costs the engine charges", () => {
    expect(row("step onto a blue chair")).toContain(`1 + ${TERRAIN.chair.extraCost} extra`);
    expect(row("open or close a door")).toContain(`| ${DOOR_COST} |`);
    expect(row("go up or down a ladder")).toContain(`| ${LADDER_COST} |`);
    expect(row("go up or down the cargo-hold stairs")).toContain(`| ${STAIRS_COST} (${STAIRS_COST_POWERED} in powered armour) |`);
    expect(row("leave an air lock")).toContain(`| ${LEAVE_COST} |`);
  });

  it("states the air-lock numbers, markers and soldiers a hex", () => {
    expect(rules).toContain(`**${HULL_LOCK.perHex} soldiers a hex** (the cargo lock **${CARGO_LOCK.capacity}**)`);
    expect(rules).toContain(`**${HULL_LOCK.leavePerTurn} soldier a turn** leaves a lock (the cargo lock **${CARGO_LOCK.leavePerTurn}**)`);
    expect(rules).toContain(`(${DEFAULT_MARKERS} unless the scenario says otherwise)`);
    expect(rules).toContain(`at most **${SOLDIERS_PER_HEX} soldiers** of one side`);
  });
});
