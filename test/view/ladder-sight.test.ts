// The two ends of a ladder see each other (docs/RULES.md §5): what stands at the other end shows
// in the side's view, as it does to the engine's reveals, and a step onto it is refused openly.
import { describe, expect, it } from "vitest";
import { apply } from "../../src/engine/apply.js";
import { view } from "../../src/view/player-view.js";
import { cell, gameOn, pieceNamed, shipOf } from "../engine/fixture.js";

// A room with a ladder (H) at 1:0202 down to a belowdecks passage the room has no line into.
const ship = shipOf({
  main: ["# # # # # # #", " # . . . . #", "# . H . . . #", " # . . . . #", "# # # # # # #"],
  belowdecks: ["", "", "    H : : :"],
});
const top = cell(ship, "1:0202");
const bottom = cell(ship, "1:0202@belowdecks");
const further = cell(ship, "1:0302@belowdecks");

describe("sight along a ladder", () => {
  const g = gameOn(ship, {
    blue: [{ type: "marine", at: "1:0202", name: "b" }],
    yellow: [
      { type: "grunt", at: "1:0202@belowdecks", name: "y" },
      { type: "grunt", at: "1:0402@belowdecks", name: "z" },
    ],
  });

  it("shows the enemy at the other end of the ladder, and that hex in view; not the passage beyond it", () => {
    const v = view(g, "blue");
    expect(v.enemies.map((e) => e.cell)).toEqual([bottom]);
    expect(v.inView).toContain(bottom);
    expect(v.inView).not.toContain(further);
    expect(view(g, "yellow").enemies.map((e) => e.cell)).toEqual([top]);
  });

  it("refuses the step down onto the enemy it sees, as onto any enemy in sight", () => {
    const out = apply(g, { type: "move", piece: pieceNamed(g, "b").id, to: bottom });
    expect(out).toMatchObject({ ok: false, reason: expect.stringContaining("an enemy stands on") });
  });
});
