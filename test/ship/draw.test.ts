// Drawing ships and modules as text: glyphs where the hexes stand, kinds per character, a legend of what is used.
import { describe, expect, it } from "vitest";
import { parseHexName } from "../../src/hex/coords.js";
import { assembleShip } from "../../src/ship/assemble.js";
import { drawModule, drawShip, shipLevels } from "../../src/ship/draw.js";
import { bridge, engine, hold, plain, sheet, sheetArt } from "./fixture-modules.js";

describe("drawing a module", () => {
  it("gives back the art it was drawn from", () => {
    const d = drawModule(bridge());
    expect(d.lines).toEqual(sheetArt({ halls: "we", row1: "C .", row3: ". h" }));
    expect(d.kinds[1]!.slice(0, 4)).toEqual([null, "wall", null, "captain-chair"]);
    expect(d.kinds.map((k, y) => k.length === d.lines[y]!.length)).toEqual([true, true, true, true, true]);
  });

  it("lists the glyphs used, in legend order", () => {
    expect(drawModule(bridge()).legend.map((e) => [e.glyph, e.kind])).toEqual([
      [".", "floor"],
      ["#", "wall"],
      ["=", "hall-end"],
      ["h", "chair"],
      ["C", "captain-chair"],
    ]);
  });

  it("draws cargo over the floor it stands on, level by level", () => {
    const floor = drawModule(hold(), "floor");
    expect(floor.lines).toEqual(["", "   S L", "    L", "   x ."]);
    expect(floor.kinds[3]![3]).toBe("crate");
    expect(floor.legend.map((e) => e.glyph)).toEqual([".", "S", "L", "x"]);
    expect(drawModule(hold(), "upper").lines).toEqual([]);
  });
});

describe("a module's own glyphs (its legend)", () => {
  // W: a cabinet drawn otherwise than R; Y: a crate drawn otherwise than x; R and x as standard.
  const own = () => sheet(7, { row1: "W R", row3: "Y x", extra: 'legend: { "W": cabinet, "Y": crate }\n' });

  it("are drawn as the module draws them, standard ones beside them, each with its legend line", () => {
    const d = drawModule(own());
    expect(d.lines[1]).toBe(" # W R #");
    expect(d.lines[3]).toBe(" # Y x #");
    expect(d.kinds[1]![3]).toBe("cabinet");
    expect(d.kinds[3]![3]).toBe("crate");
    expect(d.legend.map((e) => [e.glyph, e.kind])).toEqual([
      [".", "floor"],
      ["#", "wall"],
      ["=", "hall-end"],
      ["R", "cabinet"],
      ["W", "cabinet"],
      ["x", "crate"],
      ["Y", "crate"],
    ]);
  });

  it("stay the module's in an assembled ship", () => {
    const a = assembleShip(
      "s",
      "s.yaml",
      [
        { module: own(), at: parseHexName("0000")! },
        { module: plain(8, "we"), at: parseHexName("0400")! },
      ],
      { rules: false },
    );
    if (!a.ok) throw new Error(a.problems.map((p) => p.message).join("\n"));
    const d = drawShip(a.ship);
    expect(d.lines[1]).toContain("# W R #");
    expect(d.lines[3]).toContain("# Y x #");
    expect(d.legend.map((e) => e.glyph)).toContain("W");
  });
});

describe("drawing a ship", () => {
  const at = (s: string) => parseHexName(s)!;
  const a = assembleShip(
    "s",
    "s.yaml",
    [
      { module: bridge(1, "ew"), at: at("0000") },
      { module: engine(2, "w"), at: at("0400") },
      { module: hold(3, "w"), at: at("0005") },
    ],
    { rules: false },
  );

  it("draws air locks as A beside their halls, on the main level", () => {
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    expect(drawShip(a.ship).lines).toEqual([
      "  # # # # # # # #",
      "   # C . # # M P #",
      "A = . . . . . . #",
      "   # . h # # . . #",
      "  # # # # # # # #",
      "   # # # #",
      "    # S . #",
      " A = . . #",
      "    # . . #",
      "   # # # #",
    ]);
    expect(drawShip(a.ship, "floor").lines.slice(5)).toEqual(["", "      S L", "       L", "      x ."]);
    expect(drawShip(a.ship).legend.map((e) => e.glyph)).toContain("A");
    expect(shipLevels(a.ship)).toEqual(["main", "floor"]);
  });
});
