// Reachable hexes for move highlighting agree with the step costs.
import { describe, expect, it } from "vitest";
import { wound } from "../../src/engine/combat/wounds.js";
import { reachable } from "../../src/engine/reach.js";
import { cell, gameOn, pieceNamed, play, shipOf } from "./fixture.js";

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

describe("reachable hexes of a marker that cannot walk freely", () => {
  const g = gameOn(ship, {
    blue: [
      { type: "marine", at: "1:0102", name: "m" },
      { type: "marine", at: "1:0202", name: "bearer" },
    ],
  });
  const hurt = wound(g, pieceNamed(g, "m").id, { by: "fire" }).state;
  const lifted = play(hurt, { type: "carry", piece: pieceNamed(hurt, "bearer").id, friend: pieceNamed(hurt, "m").id });
  const around = (s: typeof g, name: string) =>
    [...reachable(s, pieceNamed(s, name)).keys()].map((c) => ship.cells[c]!.name).sort();

  it("a carrier: one hex a turn, whatever it costs, spending all its move units; none once it has stepped", () => {
    const bearer = pieceNamed(lifted, "bearer");
    const reach = reachable(lifted, bearer);
    expect(around(lifted, "bearer")).toEqual(["1:0101", "1:0102", "1:0103", "1:0201", "1:0202", "1:0203", "1:0302"]);
    expect(reach.get(at("1:0201"))).toBe(bearer.mu);
    const stepped = play(lifted, { type: "move", piece: bearer.id, to: at("1:0302") });
    expect(around(stepped, "bearer")).toEqual(["1:0302"]);
  });

  it("a carried friend and a broken soldier: only where they stand", () => {
    expect(around(lifted, "m")).toEqual(["1:0202"]);
    const broken = {
      ...g,
      pieces: g.pieces.map((p) =>
        p.soldier?.name === "m" ? { ...p, soldier: { ...p.soldier, broken: { run: "stopped" as const, from: 0 } } } : p,
      ),
    };
    expect(around(broken, "m")).toEqual(["1:0102"]);
  });
});
