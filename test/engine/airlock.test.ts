// Air locks: two soldiers a hex, one out a turn, a turn to repressurise; the cargo lock in threes.
import { describe, expect, it } from "vitest";
import { apply } from "../../src/engine/apply.js";
import type { Action } from "../../src/engine/rules.js";
import type { GameState } from "../../src/engine/state.js";
import { cell, gameOn, pieceNamed, play, shipOf } from "./fixture.js";

const ship = shipOf({
  main: ["# # # # # # # #", " # . . . . . #", "= . . . . . . #", " # . . . . . #", "# # # # # # # #"],
});
const end: Action = { type: "end" };
const id = (s: GameState, name: string) => pieceNamed(s, name).id;
const bothEnd = (s: GameState) => play(s, end, end);

describe("a one-hex air lock", () => {
  const names = ["a", "b", "c", "d"];
  const g = gameOn(ship, {
    blue: names.map((name) => ({ type: "marine" as const, at: "lock 1", name })),
    yellow: [{ type: "marine", at: "1:0501", name: "y" }],
  });
  const exit = cell(ship, "1:0002");

  it("is made at the hall end on the ship's edge and holds two", () => {
    expect(ship.airlocks).toHaveLength(1);
    expect(ship.airlocks[0]).toMatchObject({ name: "lock 1", capacity: 2, leavePerTurn: 1, exits: [exit] });
    const two = play(g, { type: "board", piece: id(g, "a") }, { type: "board", piece: id(g, "b") });
    expect(apply(two, { type: "board", piece: id(g, "c") })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("full"),
    });
  });

  it("lets one out a turn, then a turn to restore pressure, then two more in", () => {
    let s = play(g, { type: "board", piece: id(g, "a") }, { type: "board", piece: id(g, "b") });
    expect(apply(s, { type: "leave", piece: id(g, "a"), to: exit })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("pressuris"),
    });
    s = bothEnd(s);
    s = play(s, { type: "leave", piece: id(g, "a"), to: exit });
    expect(apply(s, { type: "leave", piece: id(g, "b"), to: exit })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("only 1"),
    });
    expect(pieceNamed(s, "a").mu).toBe(3);
    s = play(s, { type: "move", piece: id(s, "a"), to: cell(ship, "1:0102") }, end, end);
    s = play(s, { type: "leave", piece: id(s, "b"), to: exit });
    expect(apply(s, { type: "board", piece: id(s, "c") })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("restoring pressure"),
    });
    s = bothEnd(s);
    s = play(s, { type: "board", piece: id(s, "c") }, { type: "board", piece: id(s, "d") });
    expect(s.locks[0]!.inside).toEqual([id(s, "c"), id(s, "d")]);
  });
});

describe("the cargo lock", () => {
  const hold = shipOf({
    main: ["# # # # # # # #", " # . . . . . #", "# . . S . . . #", " # . . . . . #", "# # # # # # # #"],
    floor: ["", "   L L", "  L   S", ""],
  });
  const names = ["a", "b", "c", "d", "e", "f", "g"];
  const g = gameOn(hold, { blue: names.map((name) => ({ type: "marine" as const, at: "cargo lock 1", name })) });

  it("holds six and lets three out a turn onto the hatch itself", () => {
    const lock = hold.airlocks.find((l) => l.kind === "cargo")!;
    expect(lock).toMatchObject({ capacity: 6, leavePerTurn: 3 });
    expect(lock.exits).toEqual(lock.cells);
    let s = g;
    for (const n of names.slice(0, 6)) s = play(s, { type: "board", piece: id(s, n) });
    expect(apply(s, { type: "board", piece: id(s, "g") }).ok).toBe(false);
    s = bothEnd(s);
    const [h1, h2, h3] = lock.cells as [number, number, number];
    s = play(
      s,
      { type: "leave", piece: id(s, "a"), to: h1 },
      { type: "leave", piece: id(s, "b"), to: h2 },
      { type: "leave", piece: id(s, "c"), to: h3 },
    );
    expect(apply(s, { type: "leave", piece: id(s, "d"), to: h1 })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("only 3"),
    });
  });
});

describe("a hull lock of two hexes", () => {
  const wide = shipOf({
    main: ["# # # # # # # #", " A . . . . . #", "A . . . . . . #", " # . . . . . #", "# # # # # # # #"],
  });
  const names = ["a", "b", "c", "d"];
  const g = gameOn(wide, { blue: names.map((name) => ({ type: "marine" as const, at: "lock 1", name })) });

  it("holds two a hex and lets one out a turn from each hex, as the cargo lock lets three out of six", () => {
    const [lock] = wide.airlocks;
    expect(lock).toMatchObject({ kind: "hull", capacity: 4, leavePerTurn: 2 });
    expect(lock!.cells).toHaveLength(2);
    let s = g;
    for (const n of names) s = play(s, { type: "board", piece: id(s, n) });
    s = bothEnd(s);
    const [e1, e2] = lock!.exits as [number, number];
    s = play(s, { type: "leave", piece: id(s, "a"), to: e1 }, { type: "leave", piece: id(s, "b"), to: e2 });
    expect(apply(s, { type: "leave", piece: id(s, "c"), to: e1 })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("only 2"),
    });
  });
});

describe("zero gravity at an air lock", () => {
  const exit = cell(ship, "1:0002");
  const weightless = (s: GameState): GameState => ({ ...s, systems: { ...s.systems, gravity: false } });
  const aboard = (s: GameState) => bothEnd(play(s, { type: "board", piece: id(s, "a") }));

  it("doubles the step out of a lock, as any step", () => {
    const g = gameOn(ship, { blue: [{ type: "marine", at: "lock 1", name: "a" }] });
    const heavy = play(aboard(g), { type: "leave", piece: id(g, "a"), to: exit });
    expect(pieceNamed(heavy, "a").mu).toBe(3);
    const light = play(weightless(aboard(g)), { type: "leave", piece: id(g, "a"), to: exit });
    expect(pieceNamed(light, "a").mu).toBe(2);
  });

  it("not for magnetic boots (powered armour)", () => {
    const g = gameOn(ship, { blue: [{ type: "parm", at: "lock 1", name: "a" }] });
    const s = play(weightless(aboard(g)), { type: "leave", piece: id(g, "a"), to: exit });
    expect(pieceNamed(s, "a").mu).toBe(2);
    expect(pieceNamed(aboard(g), "a").mu).toBe(3);
  });

  it("doubles going out of the ship through one", () => {
    const g = gameOn(ship, { blue: [{ type: "marine", at: "1:0102", name: "a" }] });
    const stepped = play(
      g,
      { type: "move", piece: id(g, "a"), to: exit },
      { type: "move", piece: id(g, "a"), to: cell(ship, "1:0102") },
    );
    // Two move units left, then one: enough to go out with gravity, not without.
    const one = play(stepped, { type: "move", piece: id(g, "a"), to: exit });
    expect(pieceNamed(one, "a").mu).toBe(1);
    expect(apply(one, { type: "exit", piece: id(g, "a") }).ok).toBe(true);
    expect(apply(weightless(one), { type: "exit", piece: id(g, "a") })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("needs 2"),
    });
  });
});
