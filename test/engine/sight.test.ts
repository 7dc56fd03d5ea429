// Sight between cells: symmetric lines, walls and closed doors, levels, and the dark.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clearLine, inSight } from "../../src/engine/sight.js";
import { cell, gameOn, shipOf } from "./fixture.js";

const ship = shipOf(
  {
    main: [
      "# # # # # # # # # #",
      " # . . . # . . . #",
      "# . x . . + . . . #",
      " # . . . # H . . #",
      "# # # # # # # # # #",
    ],
    belowdecks: ["", "", "", "           H : :"],
  },
  'areas:\n  darkened: { hexes: ["0701", "0702"] }\n',
);
const at = (name: string) => cell(ship, name);
const g = gameOn(ship, {});

describe("lines of sight", () => {
  it("are stopped by walls and closed doors, not by open doors or containers", () => {
    expect(clearLine(g, at("1:0302"), at("1:0602"))).toBe(false);
    const open = { ...g, openDoors: { [at("1:0502")]: true as const } };
    expect(clearLine(open, at("1:0302"), at("1:0602"))).toBe(true);
    // The crate at 1:0202 stands on the line from 1:0102 to 1:0302.
    expect(clearLine(g, at("1:0102"), at("1:0302"))).toBe(true);
  });

  it("are the same from both ends, for every pair of cells", () => {
    const cells = ship.cells.map((c) => c.id);
    const open = { ...g, openDoors: { [at("1:0502")]: true as const } };
    fc.assert(
      fc.property(
        fc.constantFrom(...cells),
        fc.constantFrom(...cells),
        fc.boolean(),
        fc.boolean(),
        (a, b, doorOpen, lights) => {
          const s0 = doorOpen ? open : g;
          const s = { ...s0, systems: { ...s0.systems, lights } };
          expect(inSight(s, a, b)).toBe(inSight(s, b, a));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("in the dark reach only adjacent hexes", () => {
    const dark = { ...g, systems: { ...g.systems, lights: false } };
    expect(inSight(g, at("1:0102"), at("1:0302"))).toBe(true);
    expect(inSight(dark, at("1:0102"), at("1:0302"))).toBe(false);
    expect(inSight(dark, at("1:0102"), at("1:0202"))).toBe(true);
  });

  it("into a darkened area reach only adjacent hexes even with the lights on", () => {
    const open = { ...g, openDoors: { [at("1:0502")]: true as const } };
    expect(clearLine(open, at("1:0302"), at("1:0701"))).toBe(true);
    expect(inSight(open, at("1:0302"), at("1:0701"))).toBe(false);
    expect(inSight(open, at("1:0302"), at("1:0602"))).toBe(true);
  });

  it("in a belowdecks passage stay within it; the two ends of a ladder see each other", () => {
    expect(inSight(g, at("1:0603"), at("1:0703@belowdecks"))).toBe(false);
    expect(inSight(g, at("1:0503@belowdecks"), at("1:0703@belowdecks"))).toBe(true);
    expect(inSight(g, at("1:0503"), at("1:0503@belowdecks"))).toBe(true);
  });
});

describe("the cargo hold", () => {
  const hold = shipOf({
    main: ["# # # # # # # #", " # . .       #", "# . . S       #", " # . .       #", "# # # # # # # #"],
    floor: ["", "     . . . .", "    . S . . .", "     . . . .", ""],
  });
  const h = gameOn(hold, {});
  it("catwalk and floor see each other across the open space", () => {
    expect(inSight(h, cell(hold, "1:0101"), cell(hold, "1:0502@floor"))).toBe(true);
    expect(inSight(h, cell(hold, "1:0502@floor"), cell(hold, "1:0101"))).toBe(true);
  });
});
