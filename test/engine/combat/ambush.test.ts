// Ambush: a soldier that has not moved lies in wait and fires at the first enemy to come
// into its sight in the enemy's turn.
import { describe, expect, it } from "vitest";
import { apply } from "../../../src/engine/apply.js";
import { createGame } from "../../../src/engine/setup.js";
import type { GameState } from "../../../src/engine/state.js";
import { witnessed } from "../../../src/view/witnessed.js";
import { cell, gameOn, pieceNamed, play, shipOf, TYPES } from "../fixture.js";
import { withDice } from "./dice.js";

// Two rooms joined by a door at 1:0502.
const ship = shipOf({
  main: [
    "# # # # # # # # # # #",
    " # . . . # . . . . #",
    "# . . . . + . . . . #",
    " # . . . # . . . . #",
    "# # # # # # # # # # #",
  ],
});
const at = (name: string) => cell(ship, name);
const id = (s: GameState, who: string) => pieceNamed(s, who).id;
const door = at("1:0502");

const start = () =>
  gameOn(ship, {
    blue: [
      { type: "marine", at: "1:0102", name: "m" },
      { type: "marine", at: "1:0103", name: "walker" },
    ],
    yellow: [{ type: "grunt", at: "1:0602", name: "y" }, { at: "1:0803" }],
  });

describe("setting an ambush", () => {
  it("only a soldier that has not moved this turn; he moves no more", () => {
    const g = start();
    const set = play(g, { type: "ambush", piece: id(g, "m") });
    expect(pieceNamed(set, "m")).toMatchObject({ ambush: true, mu: 0 });
    const moved = play(g, { type: "move", piece: id(g, "walker"), to: at("1:0203") });
    expect(apply(moved, { type: "ambush", piece: id(g, "walker") })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("has moved"),
    });
  });

  it("a dummy does not lie in ambush", () => {
    const g = gameOn(ship, { blue: [{ at: "1:0102" }], yellow: [{ type: "grunt", at: "1:0802", name: "y" }] });
    const dummy = g.pieces.find((p) => p.side === "blue")!;
    expect(apply(g, { type: "ambush", piece: dummy.id })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("dummy"),
    });
  });

  it("is refused where the scenario turns ambush off", () => {
    const g = start();
    const off = createGame({
      ship,
      seed: "1",
      first: "blue",
      turnLimit: 10,
      markers: { blue: 20, yellow: 20 },
      rules: { ambush: false },
      forces: {
        blue: { soldiers: [{ type: TYPES.marine, name: "m", start: { at: "cell", cell: at("1:0102") } }], dummies: [] },
        yellow: { soldiers: [], dummies: [] },
      },
    });
    expect(off.rules.ambush).toBe(false);
    expect(g.rules.ambush).toBe(true);
    expect(apply(off, { type: "ambush", piece: id(off, "m") })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("without ambush"),
    });
  });
});

describe("springing it", () => {
  const g = start();
  const waiting = play(g, { type: "ambush", piece: id(g, "m") }, { type: "end" });

  it("fires at the enemy who opens the door into his sight", () => {
    const out = apply(withDice(waiting, 6, 6), { type: "open", piece: id(waiting, "y"), door });
    if (!out.ok) throw new Error(out.reason);
    expect(pieceNamed(out.state, "y").soldier!.dead).toBe(true);
    expect(pieceNamed(out.state, "m")).toMatchObject({ ambush: false, attacked: true });
    const yellowSaw = witnessed(out.events, "yellow").map((e) => e.text);
    expect(yellowSaw.some((t) => t.startsWith("Marine at 1:0102 fires from ambush at ?") && t.endsWith("killed"))).toBe(
      true,
    );
  });

  it("fires only once", () => {
    const s = play(withDice(waiting, 1), { type: "open", piece: id(waiting, "y"), door });
    expect(pieceNamed(s, "m").ambush).toBe(false);
    const rng = s.rng;
    const stepped = play(s, { type: "move", piece: id(s, "y"), to: at("1:0502") });
    expect(stepped.rng).toEqual(rng);
  });

  it("does not fire at an enemy already in sight when the ambush was set", () => {
    const open = { ...g, openDoors: { [door]: true as const } };
    const s = play(open, { type: "ambush", piece: id(open, "m") }, { type: "end" });
    const stepped = play(s, { type: "move", piece: id(s, "y"), to: at("1:0702") });
    expect(pieceNamed(stepped, "m").ambush).toBe(true);
    expect(stepped.rng).toEqual(s.rng);
  });

  it("ends when his side's next turn begins", () => {
    const s = play(waiting, { type: "end" });
    expect(pieceNamed(s, "m").ambush).toBe(false);
  });

  it("shooting at a dummy marker takes it off", () => {
    const d = gameOn(ship, {
      blue: [{ type: "marine", at: "1:0102", name: "m" }],
      yellow: [{ at: "1:0602" }, { type: "grunt", at: "1:0801" }],
    });
    const s = play(d, { type: "ambush", piece: id(d, "m") }, { type: "end" });
    const dummy = s.pieces.find((p) => p.side === "yellow" && !p.soldier)!;
    const dark = { ...s, systems: { ...s.systems, lights: false } };
    const out = apply(dark, { type: "open", piece: dummy.id, door });
    if (!out.ok) throw new Error(out.reason);
    expect(out.state.pieces[dummy.id]!.place).toEqual({ at: "gone" });
    expect(witnessed(out.events, "blue").map((e) => e.text)).toContain(
      `?${pieceNamed(d, "m").number} m fires from ambush at yellow ?${dummy.number} at 1:0602: it was a dummy, taken off`,
    );
  });
});
