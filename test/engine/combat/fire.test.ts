// The fire and melee actions: who may attack, dummies shot at, hits and their effects, and
// what each side is told.
import { describe, expect, it } from "vitest";
import { apply } from "../../../src/engine/apply.js";
import type { GameState } from "../../../src/engine/state.js";
import { view } from "../../../src/view/player-view.js";
import { witnessed } from "../../../src/view/witnessed.js";
import { cell, gameOn, pieceNamed, play, shipOf } from "../fixture.js";
import { withDice } from "./dice.js";

// A hall; a wall with a closed door at 1:0802 shuts off its east end.
const ship = shipOf({
  main: [
    "# # # # # # # # # # # # #",
    " # . . . . . . # . . . #",
    "# . . . . . . . + . . . #",
    " # . . . . . . # . . . #",
    "# # # # # # # # # # # # #",
  ],
});
const at = (name: string) => cell(ship, name);

const fireAt = (s: GameState, who: string, target: string) =>
  apply(s, { type: "fire", piece: pieceNamed(s, who).id, target: pieceNamed(s, target).id });
const texts = (events: Parameters<typeof witnessed>[0], who: "blue" | "yellow" | "referee") =>
  witnessed(events, who).map((e) => e.text);

describe("fire", () => {
  const g = gameOn(ship, {
    blue: [
      { type: "marine", at: "1:0102", name: "m" },
      { type: "marine", at: "1:0103", name: "m2" },
    ],
    yellow: [{ type: "grunt", at: "1:0602", name: "y" }],
  });

  it("a hit rolls the effect: carbine 3+ at range 5 is 4+; 6 + 2 damage against no armour kills", () => {
    const out = fireAt(withDice(g, 4, 6), "m", "y");
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(pieceNamed(out.state, "y").soldier!.dead).toBe(true);
    expect(pieceNamed(out.state, "y").place).toEqual({ at: "gone" });
    expect(texts(out.events, "blue")[0]).toBe(
      "?" +
        pieceNamed(g, "m").number +
        " m fires at Grunt at 1:0602 (carbine at range 5 needs 4+): rolls 4: hits; effect 6 (+2 carbine damage) = 8: killed",
    );
  });

  it("tells the weapon by its id, as the view and the odds do, and words it by its name", () => {
    const gauss = {
      ...g,
      pieces: g.pieces.map((p) =>
        p.soldier?.name === "m"
          ? { ...p, soldier: { ...p.soldier, type: { ...p.soldier.type, weapon: "gauss-rifle" } } }
          : p,
      ),
    };
    const out = fireAt(withDice(gauss, 4, 1), "m", "y");
    if (!out.ok) throw new Error(out.reason);
    const shot = out.events.find((e) => e.kind === "fire");
    if (shot?.kind !== "fire") throw new Error("no fire event");
    expect([shot.told.referee.weapon, shot.told.blue?.weapon, shot.told.yellow?.weapon]).toEqual([
      "gauss-rifle",
      "gauss-rifle",
      "gauss-rifle",
    ]);
    expect(texts(out.events, "yellow")[0]).toContain("(gauss rifle at range 5 needs 4+)");
  });

  it("a miss changes nothing but the dice and the attack spent", () => {
    const out = fireAt(withDice(g, 3), "m", "y");
    if (!out.ok) throw new Error(out.reason);
    expect(pieceNamed(out.state, "y").soldier).toMatchObject({ wounded: false, dead: false });
    expect(pieceNamed(out.state, "m").attacked).toBe(true);
    expect(texts(out.events, "yellow")[0]).toContain("rolls 3: misses");
  });

  it("an effect of 4 or 5 wounds", () => {
    const out = fireAt(withDice(g, 5, 2), "m", "y");
    if (!out.ok) throw new Error(out.reason);
    expect(pieceNamed(out.state, "y").soldier!.wounded).toBe(true);
    expect(view(out.state, "blue").enemies).toEqual([expect.objectContaining({ label: "Grunt", wounded: true })]);
  });

  it("once a turn per soldier", () => {
    const once = play(withDice(g, 3), { type: "fire", piece: pieceNamed(g, "m").id, target: pieceNamed(g, "y").id });
    expect(fireAt(once, "m", "y")).toMatchObject({ ok: false, reason: expect.stringContaining("already attacked") });
    expect(fireAt(once, "m2", "y").ok).toBe(true);
  });

  it("not after moving cargo in zero gravity", () => {
    const s = { ...g, pieces: g.pieces.map((p) => (p.id === pieceNamed(g, "m").id ? { ...p, movedCargo: true } : p)) };
    expect(fireAt(s, "m", "y")).toMatchObject({
      ok: false,
      reason: expect.stringContaining("moved cargo in zero gravity"),
    });
  });

  it("needs a clear line and the weapon's reach", () => {
    const behindDoor = gameOn(ship, {
      blue: [{ type: "marine", at: "1:0102", name: "m" }],
      yellow: [{ type: "grunt", at: "1:1002", name: "y" }],
    });
    // A marker no blue piece sees is as good as none to blue: no hex named.
    expect(fireAt(behindDoor, "m", "y")).toEqual({
      ok: false,
      code: "no-such-target",
      reason: "no such enemy marker in your sight",
    });
    const spotted = gameOn(ship, {
      blue: [
        { type: "marine", at: "1:0102", name: "m" },
        { type: "marine", at: "1:0902", name: "m2" },
      ],
      yellow: [{ type: "grunt", at: "1:1102", name: "y" }],
    });
    expect(fireAt(spotted, "m", "y")).toMatchObject({
      ok: false,
      reason: expect.stringContaining("no line of sight to 1:1102"),
    });
    const open = { ...behindDoor, openDoors: { [at("1:0802")]: true as const } };
    const pistol = {
      ...open,
      pieces: open.pieces.map((p) =>
        p.soldier?.name === "m"
          ? { ...p, soldier: { ...p.soldier, type: { ...p.soldier.type, weapon: "blaster" } } }
          : p,
      ),
    };
    expect(fireAt(pistol, "m", "y")).toMatchObject({ ok: false, reason: expect.stringContaining("reaches 6") });
  });

  it("a dummy never attacks; only its owner hears why", () => {
    const d = gameOn(ship, { blue: [{ at: "1:0102" }], yellow: [{ type: "grunt", at: "1:1002", name: "y" }] });
    const open = { ...d, openDoors: { [at("1:0802")]: true as const } };
    const dummy = open.pieces.find((p) => p.side === "blue")!;
    expect(apply(open, { type: "fire", piece: dummy.id, target: pieceNamed(open, "y").id })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("a dummy never attacks"),
    });
  });

  it("shooting at a dummy takes it off with no dice rolled; the firer learns it was a dummy", () => {
    // Lights off, then the door opens: the dummy is glimpsed, not made out.
    const d = gameOn(ship, { blue: [{ type: "marine", at: "1:0102", name: "m" }], yellow: [{ at: "1:1002" }] });
    const s = { ...d, systems: { ...d.systems, lights: false }, openDoors: { [at("1:0802")]: true as const } };
    const dummy = s.pieces.find((p) => p.side === "yellow")!;
    expect(view(s, "blue").enemies.map((e) => e.label)).toEqual([`?${dummy.number}`]);
    const out = apply(s, { type: "fire", piece: pieceNamed(s, "m").id, target: dummy.id });
    if (!out.ok) throw new Error(out.reason);
    expect(out.state.pieces[dummy.id]!.place).toEqual({ at: "gone" });
    expect(out.state.rng).toEqual(s.rng);
    expect(texts(out.events, "blue")).toContain(
      `?${pieceNamed(s, "m").number} m fires at yellow ?${dummy.number} at 1:1002: it was a dummy, taken off`,
    );
  });
});

describe("an attack gives the attacker away", () => {
  it("in the dark, to every enemy with a line to him; he stays shown while any has a line to him", () => {
    const g = gameOn(ship, {
      blue: [{ type: "marine", at: "1:0102", name: "m" }],
      yellow: [
        { type: "grunt", at: "1:1002", name: "y" },
        { type: "grunt", at: "1:1102", name: "y2" },
      ],
    });
    const dark = withDice(
      { ...g, systems: { ...g.systems, lights: false }, openDoors: { [at("1:0802")]: true as const } },
      1,
    );
    const number = pieceNamed(g, "m").number;
    expect(view(dark, "yellow").enemies.map((e) => e.label)).toEqual([`?${number}`]);
    const out = fireAt(dark, "m", "y");
    if (!out.ok) throw new Error(out.reason);
    expect(pieceNamed(out.state, "m").revealed).toBe(true);
    expect(view(out.state, "yellow").enemies.map((e) => e.label)).toEqual(["Marine"]);
    expect(texts(out.events, "yellow")).toContain(`blue ?${number} at 1:0102 gives itself away by attacking: Marine`);
    // The firer's side learns what it shot at, as the dice show it anyway.
    expect(
      texts(out.events, "blue").some((t) =>
        t.includes(
          `fires at yellow ?${pieceNamed(g, "y").number} (a Grunt) at 1:1002 (carbine at range 9 needs 5+; -2 dark): rolls 1 (-1 after modifiers): misses`,
        ),
      ),
    ).toBe(true);
    // Still shown while yellow moves in its turn, and after blue's next turn begins while yellow
    // glimpses him along a clear line: a new number there would tell yellow it is the Marine.
    const yellowTurn = play(
      out.state,
      { type: "end" },
      { type: "move", piece: pieceNamed(out.state, "y2").id, to: at("1:1003") },
    );
    expect(pieceNamed(yellowTurn, "m").revealed).toBe(true);
    const m = pieceNamed(yellowTurn, "m").id;
    const blueAgain = play(
      yellowTurn,
      { type: "end" },
      { type: "move", piece: m, to: at("1:0202") },
      { type: "move", piece: m, to: at("1:0302") },
    );
    expect(pieceNamed(blueAgain, "m").revealed).toBe(true);
    expect(view(blueAgain, "yellow").enemies.map((e) => e.label)).toEqual(["Marine"]);
    // Out of every yellow line, he hides again under a new number.
    const hidden = play(
      blueAgain,
      { type: "end" },
      { type: "end" },
      { type: "move", piece: m, to: at("1:0402") },
      { type: "move", piece: m, to: at("1:0502") },
      { type: "move", piece: m, to: at("1:0503") },
    );
    expect(pieceNamed(hidden, "m").revealed).toBe(false);
    expect(pieceNamed(hidden, "m").number).not.toBe(number);
    expect(view(hidden, "yellow").enemies).toEqual([]);
  });
});

describe("close combat", () => {
  const g = gameOn(ship, {
    blue: [{ type: "marine", at: "1:0302", name: "m" }],
    yellow: [
      { type: "brute", at: "1:0402", name: "b" },
      { type: "grunt", at: "1:0602", name: "far" },
    ],
  });
  const strike = (s: GameState, who: string, target: string) =>
    apply(s, { type: "melee", piece: pieceNamed(s, who).id, target: pieceNamed(s, target).id });

  it("only next to each other", () => {
    expect(strike(g, "m", "far")).toMatchObject({ ok: false, reason: expect.stringContaining("not next to") });
  });

  it("strength against strength to hit (4+), strength against armour to hurt", () => {
    // Marine 1 against brute 3: a 6 needed (natural); effect 6 + 1 strength - 2 heavy armour = 5: wounded.
    const out = strike(withDice(g, 6, 6), "m", "b");
    if (!out.ok) throw new Error(out.reason);
    expect(texts(out.events, "blue")[0]).toContain(
      "close combat needs 4+; +1 strength, -3 enemy strength): rolls 6 (4 after modifiers): hits; effect 6 (+1 strength, -2 heavy armour) = 5: wounded",
    );
    expect(pieceNamed(out.state, "b").soldier!.wounded).toBe(true);
    const missed = strike(withDice(g, 5), "m", "b");
    if (!missed.ok) throw new Error(missed.reason);
    expect(texts(missed.events, "blue")[0]).toContain("rolls 5 (3 after modifiers): misses");
  });

  it("a wounded soldier wounded again dies", () => {
    const g = gameOn(ship, {
      blue: [{ type: "marine", at: "1:0302", name: "m" }],
      yellow: [{ type: "robot", at: "1:0402", name: "b" }],
    });
    const once = play(
      withDice(g, 6, 6),
      { type: "melee", piece: pieceNamed(g, "m").id, target: pieceNamed(g, "b").id },
      { type: "end" },
      { type: "end" },
    );
    const twice = strike(withDice(once, 6, 6), "m", "b");
    if (!twice.ok) throw new Error(twice.reason);
    expect(pieceNamed(twice.state, "b").soldier!.dead).toBe(true);
  });
});
