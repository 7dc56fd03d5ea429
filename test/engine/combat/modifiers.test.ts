// The boarding modifiers, each pinned: a change of any number or condition fails here.
import { describe, expect, it } from "vitest";
import { apply } from "../../../src/engine/apply.js";
import { meleeRefusal } from "../../../src/engine/combat/close-combat.js";
import { effectModifiers } from "../../../src/engine/combat/damage.js";
import { rangedModifiers, rangedSituation, total } from "../../../src/engine/combat/to-hit.js";
import type { Cargo } from "../../../src/map/terrain.js";
import type { GameState } from "../../../src/engine/state.js";
import { cell, gameOn, pieceNamed, shipOf, type PieceSpec } from "../fixture.js";

const hall = shipOf(
  {
    main: [
      "# # # # # # # # # # # # #",
      " # . . . . . . . . . . #",
      "# . . . . . . . . . . . #",
      " # . . . . . . . . . . #",
      "# # # # # # # # # # # # #",
    ],
  },
  'areas:\n  darkened: { hexes: ["1002", "1101", "1103"] }\n',
);

/** The modifiers blue's `f` has firing at yellow's `t`, by reason. */
function mods(state: GameState): Record<string, number> {
  const m = rangedModifiers(rangedSituation(state, pieceNamed(state, "f"), pieceNamed(state, "t")));
  return Object.fromEntries(m.map((x) => [x.why, x.value]));
}

const duel = (firer: PieceSpec, target: PieceSpec, ship = hall) =>
  gameOn(ship, { blue: [{ name: "f", ...firer }], yellow: [{ name: "t", ...target }] });

describe("ranged fire in the dark", () => {
  const g = duel({ type: "marine", at: "1:0102" }, { type: "grunt", at: "1:0502" });
  it("has no modifier with the lights on", () => expect(mods(g)).toEqual({}));
  it("is at -2 with the lights off", () => {
    expect(mods({ ...g, systems: { ...g.systems, lights: false } })).toEqual({ dark: -2 });
  });
  it("is at -2 into or out of a darkened area (the ship's stores) whatever the lights", () => {
    const into = duel({ type: "marine", at: "1:0102" }, { type: "grunt", at: "1:1002" });
    expect(mods(into)).toEqual({ dark: -2 });
    const outOf = duel({ type: "marine", at: "1:1002" }, { type: "grunt", at: "1:0302" });
    expect(mods(outOf)).toEqual({ dark: -2 });
  });
});

describe("cover", () => {
  // Firer at 1:0102, target at 1:0702: the hex before the target on the line is 1:0602.
  const g = duel({ type: "marine", at: "1:0102" }, { type: "grunt", at: "1:0702" });
  const withBox = (s: GameState, kind: Cargo, at: string) => ({ ...s, cargo: [{ id: 0, kind, cell: cell(hall, at) }] });

  it.each(["crate", "drum", "fragile-box", "pod"] as const)(
    "a %s in front of the target gives light cover: -1",
    (kind) => {
      expect(mods(withBox(g, kind, "1:0602"))).toEqual({ [`cover of a ${kind.replace("-", " ")}`]: -1 });
    },
  );
  it.each(["crate", "drum", "fragile-box", "pod"] as const)("so does a %s the target stands on", (kind) => {
    expect(
      total(rangedModifiers(rangedSituation(withBox(g, kind, "1:0702"), pieceNamed(g, "f"), pieceNamed(g, "t")))),
    ).toBe(-1);
  });
  it.each(["big-toolbox", "small-toolbox", "e-box"] as const)("a %s gives none", (kind) => {
    expect(mods(withBox(g, kind, "1:0602"))).toEqual({});
    expect(mods(withBox(g, kind, "1:0702"))).toEqual({});
  });
  it("a crate away from the target, or behind it, gives none", () => {
    expect(mods(withBox(g, "crate", "1:0402"))).toEqual({});
    expect(mods(withBox(g, "crate", "1:0802"))).toEqual({});
  });
  it("a pod gives none to a soldier in powered armour; a crate still does", () => {
    const p = duel({ type: "marine", at: "1:0102" }, { type: "parm", at: "1:0702" });
    expect(mods(withBox(p, "pod", "1:0602"))).toEqual({});
    expect(mods(withBox(p, "crate", "1:0602"))).toEqual({ "cover of a crate": -1 });
  });
});

describe("hard-to-hit soldiers (Colonial Seals, StarMarine Scouts)", () => {
  it("the firer subtracts 1", () => {
    expect(mods(duel({ type: "marine", at: "1:0102" }, { type: "scout", at: "1:0502" }))).toEqual({
      "hard to hit": -1,
    });
  });
});

describe("a wounded firer", () => {
  it("is at -1", () => {
    const g = duel({ type: "marine", at: "1:0102" }, { type: "grunt", at: "1:0502" });
    const f = pieceNamed(g, "f");
    const hurt = {
      ...g,
      pieces: g.pieces.map((p) => (p.id === f.id ? { ...p, soldier: { ...p.soldier!, wounded: true } } : p)),
    };
    expect(mods(hurt)).toEqual({ "firer wounded": -1 });
  });
});

describe("the cargo hold", () => {
  // A catwalk (main) over a sunken floor; stairs join them at 1:0302.
  const hold = shipOf({
    main: ["# # # # # # # # #", " # . .         #", "# . . S         #", " # . .         #", "# # # # # # # # #"],
    floor: ["", "     . . . . .", "    . S . . . .", "     . . . . .", ""],
  });
  it("a soldier on the floor shooting up at the catwalk is at -1", () => {
    expect(mods(duel({ type: "marine", at: "1:0502@floor" }, { type: "grunt", at: "1:0101" }, hold))).toEqual({
      "floor to catwalk": -1,
    });
  });
  it("shooting down from the catwalk, or along the floor, has no modifier", () => {
    expect(mods(duel({ type: "marine", at: "1:0101" }, { type: "grunt", at: "1:0502@floor" }, hold))).toEqual({});
    expect(mods(duel({ type: "marine", at: "1:0402@floor" }, { type: "grunt", at: "1:0702@floor" }, hold))).toEqual({});
  });
  it("close combat cannot reach between floor and catwalk, even next to each other", () => {
    const g = duel({ type: "marine", at: "1:0202" }, { type: "grunt", at: "1:0302@floor" }, hold);
    const why = meleeRefusal(g, pieceNamed(g, "f"), pieceNamed(g, "t"));
    expect(why?.reason).toContain("between the cargo-hold floor and the catwalk");
    expect(apply(g, { type: "melee", piece: pieceNamed(g, "f").id, target: pieceNamed(g, "t").id })).toMatchObject({
      ok: false,
    });
  });
});

describe("belowdecks passages", () => {
  const ship = shipOf({
    main: ["# # # # # # # # #", " # . . . . . . #", "# . H . . . . . #", " # . . . . . . #", "# # # # # # # # #"],
    belowdecks: ["", "", "    H : : : : :"],
  });
  it("ranged fire along a passage is at -1", () => {
    expect(
      mods(duel({ type: "marine", at: "1:0202@belowdecks" }, { type: "grunt", at: "1:0602@belowdecks" }, ship)),
    ).toEqual({ belowdecks: -1 });
  });
  it("close combat there is at -1 damage", () => {
    const m = effectModifiers(1, "strength", "battle", true);
    expect(m).toEqual([
      { why: "strength", value: 1 },
      { why: "battle armour", value: -1 },
      { why: "belowdecks", value: -1 },
    ]);
    expect(effectModifiers(1, "strength", "battle", false).find((x) => x.why === "belowdecks")).toBeUndefined();
  });
});

describe("modifiers add up", () => {
  it("dark, cover and a hard-to-hit target: -4", () => {
    const g = duel({ type: "marine", at: "1:0102" }, { type: "scout", at: "1:0702" });
    const s = {
      ...g,
      systems: { ...g.systems, lights: false },
      cargo: [{ id: 0, kind: "crate" as const, cell: cell(hall, "1:0602") }],
    };
    expect(total(rangedModifiers(rangedSituation(s, pieceNamed(s, "f"), pieceNamed(s, "t"))))).toBe(-4);
  });
});
