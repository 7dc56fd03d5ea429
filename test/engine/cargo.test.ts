// Stairs and cargo: the cargo hold's costs for soldiers and for shifting containers.
import { describe, expect, it } from "vitest";
import { apply } from "../../src/engine/apply.js";
import { cargoExtra } from "../../src/engine/cargo-costs.js";
import { stepCost } from "../../src/engine/movement.js";
import type { GameState } from "../../src/engine/state.js";
import { cell, gameOn, pieceNamed, play, shipOf } from "./fixture.js";

// A catwalk (main) over a sunken floor; stairs (S) join them at 1:0302.
const ship = shipOf({
  main: ["# # # # # # # #", " # . . . . . #", "# . . S . x . #", " # o d . . . #", "# # # # # # # #"],
  floor: ["", "", "      S", ""],
});
const at = (name: string) => cell(ship, name);
const box = (state: GameState, name: string) => state.cargo.find((c) => c.cell === at(name))!;

describe("stairs", () => {
  const g = gameOn(ship, {
    blue: [
      { type: "marine", at: "1:0302", name: "m" },
      { type: "parm", at: "1:0302", name: "p" },
    ],
  });
  it("cost 2 to go up or down, 3 in powered armour", () => {
    expect(stepCost(g, pieceNamed(g, "m"), at("1:0302@floor"))).toEqual({ ok: true, mu: 2 });
    expect(stepCost(g, pieceNamed(g, "p"), at("1:0302@floor"))).toEqual({ ok: true, mu: 3 });
  });
});

describe("containers", () => {
  it("can be climbed onto at no extra cost", () => {
    const g = gameOn(ship, { blue: [{ type: "marine", at: "1:0402", name: "m" }] });
    expect(stepCost(g, pieceNamed(g, "m"), at("1:0502"))).toEqual({ ok: true, mu: 1 });
  });

  it("heavy ones cost one soldier 2 extra: the crate moves on and he steps in behind it", () => {
    const g = gameOn(ship, { blue: [{ type: "marine", at: "1:0402", name: "m" }] });
    const crate = box(g, "1:0502");
    const after = play(g, { type: "push", piece: pieceNamed(g, "m").id, container: crate.id });
    expect(after.cargo[crate.id]!.cell).toBe(at("1:0602"));
    expect(pieceNamed(after, "m").place).toEqual({ at: "cell", cell: at("1:0502") });
    expect(pieceNamed(after, "m").mu).toBe(4 - 1 - 2);
  });

  it("two soldiers on opposite sides of a heavy one pay 1 extra each", () => {
    const wide = shipOf({
      main: ["# # # # # # # #", " # . . . . . #", "# . . d . . . #", " # . . . . . #", "# # # # # # # #"],
    });
    const g = gameOn(wide, {
      blue: [
        { type: "marine", at: "1:0202", name: "a" },
        { type: "marine", at: "1:0402", name: "b" },
      ],
    });
    const drum = g.cargo[0]!;
    const after = play(g, {
      type: "push",
      piece: pieceNamed(g, "a").id,
      container: drum.id,
      helper: pieceNamed(g, "b").id,
    });
    expect(pieceNamed(after, "a").mu).toBe(2);
    expect(pieceNamed(after, "b").mu).toBe(2);
    expect(after.cargo[0]!.cell).toBe(cell(wide, "1:0402"));
    expect(pieceNamed(after, "b").place).toEqual({ at: "cell", cell: cell(wide, "1:0502") });
  });

  it("light ones (pods, fragile boxes, small toolboxes) cost 1 extra", () => {
    expect(cargoExtra({ kind: "pod", stairs: false, zeroGravity: false, helped: false })).toEqual({
      ok: true,
      each: 1,
    });
    expect(cargoExtra({ kind: "fragile-box", stairs: false, zeroGravity: false, helped: false })).toEqual({
      ok: true,
      each: 1,
    });
    expect(cargoExtra({ kind: "small-toolbox", stairs: false, zeroGravity: false, helped: false })).toEqual({
      ok: true,
      each: 1,
    });
  });

  it("onto or off stairs: 2 extra for a light one; a heavy one needs two soldiers at 2 each", () => {
    expect(cargoExtra({ kind: "pod", stairs: true, zeroGravity: false, helped: false })).toEqual({ ok: true, each: 2 });
    for (const kind of ["crate", "drum", "e-box", "big-toolbox"] as const) {
      expect(cargoExtra({ kind, stairs: true, zeroGravity: false, helped: false }).ok).toBe(false);
      expect(cargoExtra({ kind, stairs: true, zeroGravity: false, helped: true })).toEqual({ ok: true, each: 2 });
      expect(cargoExtra({ kind, stairs: false, zeroGravity: false, helped: false })).toEqual({ ok: true, each: 2 });
      expect(cargoExtra({ kind, stairs: false, zeroGravity: false, helped: true })).toEqual({ ok: true, each: 1 });
    }
  });

  it("in zero gravity one soldier moves any container with no extra cost, and may not attack that turn", () => {
    expect(cargoExtra({ kind: "crate", stairs: false, zeroGravity: true, helped: false })).toEqual({
      ok: true,
      each: 0,
    });
    const g = gameOn(ship, { blue: [{ type: "runner", at: "1:0402", name: "r" }] });
    const weightless = { ...g, systems: { ...g.systems, gravity: false } };
    const after = play(weightless, { type: "push", piece: pieceNamed(g, "r").id, container: box(g, "1:0502").id });
    expect(pieceNamed(after, "r").mu).toBe(12 - 2);
    expect(pieceNamed(after, "r").movedCargo).toBe(true);
  });

  it("will not go into a wall or onto another container", () => {
    const g = gameOn(ship, {
      blue: [
        { type: "marine", at: "1:0303", name: "m" },
        { type: "marine", at: "1:0302", name: "n" },
      ],
    });
    const drum = box(g, "1:0203");
    // West of the drum stands a pod; south-west of it, the hull.
    expect(apply(g, { type: "push", piece: pieceNamed(g, "m").id, container: drum.id })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("another container"),
    });
    expect(apply(g, { type: "push", piece: pieceNamed(g, "n").id, container: drum.id })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("blocked"),
    });
  });
});
