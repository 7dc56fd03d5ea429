// Reachable hexes for move highlighting agree with the step costs.
import { describe, expect, it } from "vitest";
import { reachable } from "../../src/engine/reach.js";
import { cell, gameOn, pieceNamed, shipOf } from "./fixture.js";

const ship = shipOf({
  main: ["# # # # # # # #", " # . h # # . #", "# . . . + . . #", " # . H . # . #", "# # # # # # # #"],
  belowdecks: ["", "", "", "   : H : : :"],
});
const at = (name: string) => cell(ship, name);

describe("reachable hexes", () => {
  const g = gameOn(ship, { blue: [{ type: "marine", at: "1:0202", name: "m" }] });
  const reach = reachable(g, pieceNamed(g, "m"));

  it("cost what the steps cost, chairs and ladders included", () => {
    expect(reach.get(at("1:0202"))).toBe(0);
    expect(reach.get(at("1:0102"))).toBe(1);
    expect(reach.get(at("1:0201"))).toBe(2);
    expect(reach.get(at("1:0203@belowdecks"))).toBe(3);
  });

  it("stop at closed doors and at one belowdecks hex a turn", () => {
    expect(reach.has(at("1:0502"))).toBe(false);
    expect(reach.get(at("1:0303@belowdecks"))).toBe(4);
    expect(reach.has(at("1:0403@belowdecks"))).toBe(false);
  });
});
