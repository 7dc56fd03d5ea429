// Movement costs from the boarding rules: each number here is written in docs/RULES.md.
import { describe, expect, it } from "vitest";
import { apply } from "../../src/engine/apply.js";
import { stepCost } from "../../src/engine/movement.js";
import type { GameState } from "../../src/engine/state.js";
import { cell, gameOn, pieceNamed, play, shipOf } from "./fixture.js";

// A room with a blue chair (h) and a ladder (H) down to a belowdecks passage, and a door (+)
// to a side room.
const ship = shipOf({
  main: ["# # # # # # # #", " # . h # # . #", "# . . . + . . #", " # . H . # . #", "# # # # # # # #"],
  belowdecks: ["", "", "", "   : H : : :"],
});

const at = (name: string) => cell(ship, name);
const cost = (state: GameState, who: string, to: string) => stepCost(state, pieceNamed(state, who), at(to));

describe("step costs", () => {
  const g = gameOn(ship, {
    blue: [
      { type: "marine", at: "1:0202", name: "m" },
      { type: "brute", at: "1:0203", name: "b" },
      { type: "styro", at: "1:0303", name: "s" },
      { type: "parm", at: "1:0302", name: "p" },
    ],
  });

  it("an ordinary hex costs 1", () => {
    expect(cost(g, "m", "1:0102")).toEqual({ ok: true, mu: 1 });
  });

  it("a blue chair costs 1 extra to enter", () => {
    expect(cost(g, "m", "1:0201")).toEqual({ ok: true, mu: 2 });
  });

  it("a closed door blocks; open, it costs 1 to pass", () => {
    expect(cost(g, "p", "1:0402")).toMatchObject({ ok: false, reason: expect.stringContaining("closed") });
    const opened = play(g, { type: "open", piece: pieceNamed(g, "p").id, door: at("1:0402") });
    expect(pieceNamed(opened, "p").mu).toBe(2);
    expect(cost(opened, "p", "1:0402")).toEqual({ ok: true, mu: 1 });
  });

  it("a wall cannot be entered", () => {
    expect(cost(g, "p", "1:0301")).toMatchObject({ ok: false, reason: expect.stringContaining("wall") });
  });

  it("a ladder costs 2 up or down, and is shut to heavy armour and to soldiers not on two legs", () => {
    expect(cost(g, "b", "1:0203@belowdecks")).toMatchObject({ ok: false, reason: expect.stringContaining("ladder") });
    const moved = play(g, { type: "move", piece: pieceNamed(g, "m").id, to: at("1:0203") });
    expect(cost(moved, "m", "1:0203@belowdecks")).toEqual({ ok: true, mu: 2 });
    const styro = play(g, { type: "move", piece: pieceNamed(g, "s").id, to: at("1:0203") });
    expect(cost(styro, "s", "1:0203@belowdecks")).toMatchObject({ ok: false });
  });

  it("in the belowdecks passages no one moves more than 1 hex a turn", () => {
    const g2 = gameOn(ship, { blue: [{ type: "runner", at: "1:0203@belowdecks", name: "r" }] });
    const r = pieceNamed(g2, "r").id;
    const once = play(g2, { type: "move", piece: r, to: at("1:0303@belowdecks") });
    const again = apply(once, { type: "move", piece: r, to: at("1:0403@belowdecks") });
    expect(again).toMatchObject({ ok: false, reason: expect.stringContaining("one hex a turn") });
  });

  it("a step needs the move units the soldier has left", () => {
    const spent = { ...g, pieces: g.pieces.map((p) => ({ ...p, mu: 1 })) };
    expect(apply(spent, { type: "move", piece: pieceNamed(g, "m").id, to: at("1:0201") })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("needs 2"),
    });
  });
});

describe("zero gravity", () => {
  const g = gameOn(ship, {
    blue: [
      { type: "marine", at: "1:0202", name: "m" },
      { type: "parm", at: "1:0302", name: "p" },
    ],
  });
  const weightless = { ...g, systems: { ...g.systems, gravity: false } };

  it("doubles every cost", () => {
    expect(cost(weightless, "m", "1:0102")).toEqual({ ok: true, mu: 2 });
    expect(cost(weightless, "m", "1:0201")).toEqual({ ok: true, mu: 4 });
  });

  it("but not for powered armour on magnetic boots", () => {
    expect(cost(weightless, "p", "1:0202")).toEqual({ ok: true, mu: 1 });
  });
});
