// The setup rules on their own, and the summary the CLI prints.
import { describe, expect, it } from "vitest";
import { parseHexName } from "../../src/hex/coords.js";
import { assembleShip, type Placement } from "../../src/ship/assemble.js";
import { describeShip, summaryLines } from "../../src/ship/describe.js";
import { airlocksNeeded, checkSetupRules, isBridge, isEngineRoom } from "../../src/ship/ship-check.js";
import type { Ship } from "../../src/ship/ship.js";
import { bridge, engine, hold, plain } from "./fixture-modules.js";

const build = (placed: [Placement["module"], string][]): Ship => {
  const a = assembleShip(
    "t",
    "t.yaml",
    placed.map(([module, at]) => ({ module, at: parseHexName(at)! })),
    { rules: false },
  );
  if (!a.ok) throw new Error(a.problems.map((p) => p.message).join("\n"));
  return a.ship;
};

describe("setup rules", () => {
  it("needs one air lock for every three modules, rounded up", () => {
    expect([1, 2, 3, 4, 6, 7, 11].map(airlocksNeeded)).toEqual([1, 1, 1, 2, 2, 3, 4]);
  });

  it("knows a bridge by its captain's chair or its number, an engine room by its console or number", () => {
    expect([isBridge(bridge()), isBridge(engine()), isBridge(plain(89, ""))]).toEqual([true, false, true]);
    expect([isEngineRoom(engine()), isEngineRoom(bridge()), isEngineRoom(plain(99, ""))]).toEqual([true, false, true]);
  });

  it("reports each rule, passing or not", () => {
    const ship = build([
      [plain(6, "e"), "0000"],
      [engine(2, "w"), "0400"],
    ]);
    expect(checkSetupRules(ship).map((r) => [r.rule, r.ok])).toEqual([
      ["bridge", false],
      ["engine room", true],
      ["air locks", false],
    ]);
    const good = build([
      [bridge(1, "we"), "0000"],
      [engine(2, "w"), "0400"],
    ]);
    expect(checkSetupRules(good).every((r) => r.ok)).toBe(true);
  });
});

describe("describing a ship", () => {
  const ship = build([
    [bridge(1, "we"), "0000"],
    [engine(2, "w"), "0400"],
    [hold(3, "w"), "0005"],
  ]);
  const s = describeShip(ship);

  it("names each module where the ship file put it", () => {
    expect(s.modules.map((m) => [m.id, m.at, m.hexes])).toEqual([
      [1, "0000", 20],
      [2, "0400", 20],
      [3, "0005", 25],
    ]);
    expect(s.hexes).toBe(67);
    expect(s.levels).toEqual(["main", "floor"]);
  });

  it("lists air locks by cell name and the rule results", () => {
    expect(s.airlocks.map((a) => [a.name, a.kind, a.cells.join(" "), a.exits.join(" ")])).toEqual([
      ["lock 1", "hull", "1:0002>", "1:0002"],
      ["lock 2", "hull", "3:0002>", "3:0002"],
      ["cargo lock 1", "cargo", "3:0201 3:0202", "3:0201 3:0202"],
    ]);
    expect(s.valid).toBe(true);
    const lines = summaryLines(s);
    expect(lines[0]).toBe("t");
    expect(lines.filter((l) => l.startsWith("  ok"))).toHaveLength(3);
    expect(lines).toContain("  ok   3 air locks (2 on the hull, 1 cargo) for 3 modules; at least 1 needed");
  });
});
