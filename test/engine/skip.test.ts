// Near Skippers skip through walls: one wall hex, straight across, onto the hex beyond.
import { describe, expect, it } from "vitest";
import { apply } from "../../src/engine/apply.js";
import { stepCost } from "../../src/engine/movement.js";
import { reachable } from "../../src/engine/reach.js";
import { SKIP_COST, skipTargets } from "../../src/engine/skip.js";
import { runScript } from "../../src/play/script.js";
import { aboard, gameWith } from "./forces/roster-fixture.js";
import { cell, pieceNamed, play, shipOf } from "./fixture.js";

// Two rooms with a wall between them and a door below it; a double wall at the bottom right;
// a chair beyond the wall on the top row.
const ship = shipOf({
  main: ["# # # # # # # # #", " # . . # h . . #", "# . . . + . . . #", " # . . # # . . #", "# # # # # # # # #"],
});
const at = (name: string) => cell(ship, name);
const skipper = aboard("pelgari", "near-skipper");
const lancer = aboard("pelgari", "lancer");

describe("skipping through a wall", () => {
  const g = gameWith(ship, [
    { type: skipper, name: "Nick", at: "1:0201" },
    { type: lancer, name: "Lance", at: "1:0101" },
    { type: skipper, name: "Deep", at: "1:0203" },
  ]);
  const cost = (who: string, to: string) => stepCost(g, pieceNamed(g, who), at(to));

  it(`costs ${SKIP_COST} move units onto the hex beyond one wall hex (plus a chair's extra)`, () => {
    expect(skipTargets(ship, at("1:0201"))).toContain(at("1:0401"));
    expect(cost("Nick", "1:0401")).toEqual({ ok: true, mu: SKIP_COST + 1 });
    const moved = play(g, { type: "move", piece: pieceNamed(g, "Nick").id, to: at("1:0401") });
    expect(pieceNamed(moved, "Nick").place).toEqual({ at: "cell", cell: at("1:0401") });
    expect(pieceNamed(moved, "Nick").mu).toBe(5 - SKIP_COST - 1);
  });

  it("is not for soldiers without the gift", () => {
    const walked = play(
      g,
      { type: "move", piece: pieceNamed(g, "Lance").id, to: at("1:0201") },
      { type: "move", piece: pieceNamed(g, "Nick").id, to: at("1:0202") },
    );
    expect(stepCost(walked, pieceNamed(walked, "Lance"), at("1:0401"))).toMatchObject({
      ok: false,
      reason: expect.stringContaining("not next to it"),
    });
  });

  it("goes through walls only: not through a door, not through two wall hexes, not out of the hull", () => {
    const byDoor = play(g, { type: "move", piece: pieceNamed(g, "Nick").id, to: at("1:0302") });
    expect(stepCost(byDoor, pieceNamed(byDoor, "Nick"), at("1:0502"))).toMatchObject({
      ok: false,
      reason: expect.stringContaining("not next to it"),
    });
    expect(cost("Deep", "1:0403")).toMatchObject({ ok: false, reason: expect.stringContaining("wall") });
    // Walls all round, nothing beyond them: no skip out of the ship.
    expect(skipTargets(ship, at("1:0101"))).toEqual([]);
  });

  it("shows among the hexes a skipper can reach, and a dummy of his side may skip too", () => {
    expect(reachable(g, pieceNamed(g, "Nick")).get(at("1:0401"))).toBe(SKIP_COST + 1);
    const noSkippers = gameWith(ship, [{ type: lancer, name: "Lance", at: "1:0101" }], [], { blue: ["1:0201"] });
    const withSkipper = gameWith(ship, [{ type: skipper, name: "Nick", at: "1:0101" }], [], { blue: ["1:0201"] });
    const dummy = (s: typeof g) => s.pieces.find((p) => p.side === "blue" && !p.soldier)!;
    expect(stepCost(noSkippers, dummy(noSkippers), at("1:0401")).ok).toBe(false);
    expect(stepCost(withSkipper, dummy(withSkipper), at("1:0401")).ok).toBe(true);
  });

  it("is refused to a soldier carrying a wounded friend", () => {
    const c = gameWith(ship, [
      { type: skipper, name: "Nick", at: "1:0201" },
      { type: lancer, name: "Hurt", at: "1:0201", wounded: true },
    ]);
    const carrying = play(c, { type: "carry", piece: pieceNamed(c, "Nick").id, friend: pieceNamed(c, "Hurt").id });
    expect(apply(carrying, { type: "move", piece: pieceNamed(carrying, "Nick").id, to: at("1:0401") })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("cannot skip"),
    });
  });

  it("is the command `skip WHO WAY`", () => {
    const run = runScript(g, "skip Nick e\n");
    expect(run.error).toBeUndefined();
    expect(pieceNamed(run.state, "Nick").place).toEqual({ at: "cell", cell: at("1:0401") });
    expect(runScript(g, "skip Nick w\n").error?.reason).toContain("no wall");
    const lance = gameWith(ship, [{ type: lancer, name: "Lance", at: "1:0201" }]);
    expect(runScript(lance, "skip Lance e\n").error?.reason).toContain("not next to it");
  });
});
