// The wound, heal and carry cycle: what a wound does, Medics, carrying a wounded friend.
import { describe, expect, it } from "vitest";
import { apply } from "../../../src/engine/apply.js";
import { heal, kill, wound, woundedMove } from "../../../src/engine/combat/wounds.js";
import type { GameState } from "../../../src/engine/state.js";
import { view } from "../../../src/view/player-view.js";
import { witnessed } from "../../../src/view/witnessed.js";
import { cell, gameOn, pieceNamed, play, shipOf } from "../fixture.js";
import { withDice, withSoldierDice } from "./dice.js";

const ship = shipOf({
  main: [
    "# # # # # # # # # # # #",
    " # . . . . . . . . . #",
    "# . . . . . . . . . . #",
    " # . . . . . . . . . #",
    "# # # # # # # # # # # #",
  ],
});
const at = (name: string) => cell(ship, name);
const id = (s: GameState, who: string) => pieceNamed(s, who).id;
const hex = (s: GameState, who: string) => {
  const p = pieceNamed(s, who);
  return p.place.at === "cell" ? s.ship.cells[p.place.cell]!.name : p.place.at;
};
const wounded = (s: GameState, who: string) => wound(s, id(s, who), { by: "fire" }).state;

describe("a wound", () => {
  const g = gameOn(ship, {
    blue: [
      { type: "marine", at: "1:0102", name: "m" },
      { type: "medic", at: "1:0202", name: "doc" },
      { type: "marine", at: "1:0103", name: "m2" },
    ],
  });

  it("halves the move units, rounded down, at least 1", () => {
    expect([1, 2, 3, 4, 5, 12].map(woundedMove)).toEqual([1, 1, 1, 2, 2, 6]);
    const s = wounded(g, "m");
    expect(pieceNamed(s, "m").mu).toBe(2);
    const later = play(s, { type: "end" }, { type: "end" });
    expect(pieceNamed(later, "m").mu).toBe(2);
    expect(view(later, "blue").own.find((o) => o.soldier?.name === "m")!.soldier).toMatchObject({
      wounded: true,
      move: 2,
    });
  });

  it("a second wound kills; a killed soldier leaves the map", () => {
    const twice = wound(wounded(g, "m"), id(g, "m"), { by: "fire" });
    expect(pieceNamed(twice.state, "m").soldier).toMatchObject({ dead: true });
    expect(pieceNamed(twice.state, "m").place).toEqual({ at: "gone" });
    expect(witnessed(twice.events, "blue").map((e) => e.text)).toEqual([
      `?${pieceNamed(g, "m").number} m is killed by fire at 1:0102`,
    ]);
    expect(kill(g, id(g, "m")).state.pieces[id(g, "m")]!.soldier!.dead).toBe(true);
  });

  it("heal() (for the sickbay's auto-doc too) takes the wound away", () => {
    const out = heal(wounded(g, "m"), id(g, "m"), { by: "auto-doc" });
    expect(pieceNamed(out.state, "m").soldier!.wounded).toBe(false);
    expect(witnessed(out.events, "blue").map((e) => e.text)).toEqual([
      `?${pieceNamed(g, "m").number} m is healed by the auto-doc`,
    ]);
    expect(heal(g, id(g, "m")).events).toEqual([]);
  });
});

describe("a Medic", () => {
  const g = gameOn(ship, {
    blue: [
      { type: "marine", at: "1:0102", name: "m" },
      { type: "medic", at: "1:0202", name: "doc" },
      { type: "marine", at: "1:0502", name: "far" },
    ],
  });
  const hurt = wounded(wounded(g, "m"), "far");
  const tend = (s: GameState, friend: string) => apply(s, { type: "heal", piece: id(s, "doc"), friend: id(s, friend) });

  it("heals a wounded friend next to him on a 3 or more", () => {
    const ok = tend(withSoldierDice(hurt, "doc", 3), "m");
    if (!ok.ok) throw new Error(ok.reason);
    expect(pieceNamed(ok.state, "m").soldier!.wounded).toBe(false);
    expect(witnessed(ok.events, "blue")[0]!.text).toContain("rolls 3, needs 3+: healed");
    const no = tend(withSoldierDice(hurt, "doc", 2), "m");
    if (!no.ok) throw new Error(no.reason);
    expect(pieceNamed(no.state, "m").soldier!.wounded).toBe(true);
  });

  it("tries once a turn, in place of his attack", () => {
    const s = play(withSoldierDice(hurt, "doc", 2), { type: "heal", piece: id(hurt, "doc"), friend: id(hurt, "m") });
    expect(tend(s, "m")).toMatchObject({ ok: false, reason: expect.stringContaining("already") });
    const nextTurn = play(s, { type: "end" }, { type: "end" });
    expect(tend(withSoldierDice(nextTurn, "doc", 6), "m").ok).toBe(true);
  });

  it("only a Medic, only a wounded friend, only next to him", () => {
    expect(apply(hurt, { type: "heal", piece: id(hurt, "m"), friend: id(hurt, "far") })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("not a Medic"),
    });
    expect(tend(g, "m")).toMatchObject({ ok: false, reason: expect.stringContaining("not wounded") });
    expect(tend(hurt, "far")).toMatchObject({ ok: false, reason: expect.stringContaining("not next to") });
  });
});

describe("carrying a wounded friend", () => {
  const g = gameOn(ship, {
    blue: [
      { type: "marine", at: "1:0102", name: "m" },
      { type: "marine", at: "1:0202", name: "bearer" },
    ],
  });
  const hurt = wounded(g, "m");
  const lifted = play(hurt, { type: "carry", piece: id(hurt, "bearer"), friend: id(hurt, "m") });

  it("lifts him onto the carrier's hex", () => {
    expect(hex(lifted, "m")).toBe("1:0202");
    expect(pieceNamed(lifted, "m").carriedBy).toBe(id(g, "bearer"));
    expect(view(lifted, "blue").own.find((o) => o.soldier?.name === "bearer")!.soldier!.carrying).toBe(
      pieceNamed(lifted, "m").number,
    );
  });

  it("the carrier moves 1 hex a turn whatever it costs, and the friend with him", () => {
    const one = play(lifted, { type: "move", piece: id(lifted, "bearer"), to: at("1:0302") });
    expect([hex(one, "bearer"), hex(one, "m")]).toEqual(["1:0302", "1:0302"]);
    expect(apply(one, { type: "move", piece: id(one, "bearer"), to: at("1:0402") })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("1 hex a turn"),
    });
    const next = play(
      one,
      { type: "end" },
      { type: "end" },
      { type: "move", piece: id(one, "bearer"), to: at("1:0402") },
    );
    expect([hex(next, "bearer"), hex(next, "m")]).toEqual(["1:0402", "1:0402"]);
  });

  it("the carried friend takes no orders; the carrier does not attack", () => {
    expect(apply(lifted, { type: "move", piece: id(lifted, "m"), to: at("1:0102") })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("being carried"),
    });
    const foe = gameOn(ship, {
      blue: [
        { type: "marine", at: "1:0102", name: "m" },
        { type: "marine", at: "1:0202", name: "bearer" },
      ],
      yellow: [{ type: "grunt", at: "1:0902", name: "y" }],
    });
    const s = play(wounded(foe, "m"), { type: "carry", piece: id(foe, "bearer"), friend: id(foe, "m") });
    expect(apply(s, { type: "fire", piece: id(s, "bearer"), target: id(s, "y") })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("carrying"),
    });
  });

  it("the enemy sees only markers moving, never that one carries another", () => {
    const seen = gameOn(ship, {
      blue: [
        { type: "marine", at: "1:0102", name: "m" },
        { type: "marine", at: "1:0202", name: "bearer" },
      ],
      yellow: [{ type: "grunt", at: "1:0902", name: "y" }],
    });
    const s = wounded(seen, "m");
    const up = apply(s, { type: "carry", piece: id(s, "bearer"), friend: id(s, "m") });
    if (!up.ok) throw new Error(up.reason);
    expect(witnessed(up.events, "yellow").map((e) => e.text)).toEqual(["Marine moves 1:0102 -> 1:0202"]);
    const step = apply(up.state, { type: "move", piece: id(s, "bearer"), to: at("1:0302") });
    if (!step.ok) throw new Error(step.reason);
    expect(witnessed(step.events, "yellow").map((e) => e.text)).toEqual([
      "Marine moves 1:0202 -> 1:0302",
      "Marine moves 1:0202 -> 1:0302",
    ]);
  });

  it("drop puts him down; only a wounded friend is carried", () => {
    const down = play(lifted, { type: "drop", piece: id(lifted, "bearer") });
    expect(pieceNamed(down, "m").carriedBy).toBeUndefined();
    expect(pieceNamed(down, "bearer").carrying).toBeUndefined();
    expect(apply(g, { type: "carry", piece: id(g, "bearer"), friend: id(g, "m") })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("not wounded"),
    });
  });
});

describe("the wound and heal cycle in play", () => {
  it("shot and wounded, carried back, healed by the Medic, fit to fight", () => {
    const g = gameOn(
      ship,
      {
        blue: [
          { type: "marine", at: "1:0402", name: "m" },
          { type: "marine", at: "1:0302", name: "bearer" },
          { type: "medic", at: "1:0102", name: "doc" },
        ],
        yellow: [{ type: "robot", at: "1:0902", name: "r" }],
        // yellow moves first and fires
      },
      1,
      "yellow",
    );
    // Robot's carbine at range 5: 4+; a 5 hits; effect 3 + 2 - 1 battle = 4: wounded. Blue's morale die 1 holds.
    let s = withSoldierDice(withDice(g, 5, 3), "m", 1);
    s = play(s, { type: "fire", piece: id(s, "r"), target: id(s, "m") }, { type: "end" });
    expect(pieceNamed(s, "m").soldier).toMatchObject({ wounded: true });
    s = play(
      s,
      { type: "carry", piece: id(s, "bearer"), friend: id(s, "m") },
      { type: "move", piece: id(s, "bearer"), to: at("1:0202") },
    );
    s = withSoldierDice(s, "doc", 4);
    s = play(s, { type: "heal", piece: id(s, "doc"), friend: id(s, "m") });
    expect(pieceNamed(s, "m").soldier).toMatchObject({ wounded: false });
    s = play(s, { type: "drop", piece: id(s, "bearer") }, { type: "end" }, { type: "end" });
    expect(pieceNamed(s, "m").mu).toBe(4);
  });
});
