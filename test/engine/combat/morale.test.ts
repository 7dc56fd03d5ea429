// Morale: the check and its bonuses, what triggers it, and every path of a broken soldier:
// run and stop at a dead end, turn on a new enemy, freeze, rally.
import { describe, expect, it } from "vitest";
import { apply } from "../../../src/engine/apply.js";
import { checkMorale, moraleModifiers, passes } from "../../../src/engine/combat/morale.js";
import { total } from "../../../src/engine/combat/to-hit.js";
import type { Broken, GameState } from "../../../src/engine/state.js";
import { view } from "../../../src/view/player-view.js";
import { witnessed } from "../../../src/view/witnessed.js";
import { cell, gameOn, pieceNamed, play, shipOf } from "../fixture.js";
import { withDice, withSoldierDice } from "./dice.js";

const room = shipOf({
  main: [
    "# # # # # # # # # # # #",
    " # . . . . # . . . . #",
    "# . . . . . # . . . . #",
    " # . . . . # . . . . #",
    "# # # # # # # # # # # #",
  ],
});

const bonus = (s: GameState, who: string) =>
  Object.fromEntries(moraleModifiers(s, pieceNamed(s, who)).map((m) => [m.why, m.value]));

describe("the check", () => {
  it("passes on a die at most morale plus bonuses; a 1 always passes, a 6 always fails", () => {
    const m = [{ why: "morale", value: 4 }];
    expect([1, 2, 3, 4, 5, 6].map((d) => passes(d, m))).toEqual([true, true, true, true, false, false]);
    expect(passes(6, [{ why: "morale", value: 9 }])).toBe(false);
    expect(passes(1, [{ why: "morale", value: -3 }])).toBe(true);
  });

  it("the best leader in sight adds his bonus (low +1, medium +2), a Hero in sight +1, a wound -1", () => {
    const g = gameOn(room, {
      blue: [
        { type: "marine", at: "1:0102", name: "m" },
        { type: "sergeant", at: "1:0202", name: "sgt" },
        { type: "captain", at: "1:0302", name: "cpt" },
        { type: "hero", at: "1:0402", name: "h" },
        { type: "captain", at: "1:0802", name: "away" },
      ],
    });
    expect(bonus(g, "m")).toEqual({ morale: 4, "cpt leads": 2, "a Hero in sight": 1 });
    expect(bonus(g, "cpt")).toEqual({ morale: 4, leader: 2, "a Hero in sight": 1 });
    const alone = gameOn(room, {
      blue: [
        { type: "marine", at: "1:0102", name: "m" },
        { type: "captain", at: "1:0802", name: "away" },
      ],
    });
    expect(bonus(alone, "m")).toEqual({ morale: 4 });
    const hurt = {
      ...alone,
      pieces: alone.pieces.map((p) =>
        p.soldier?.name === "m" ? { ...p, soldier: { ...p.soldier, wounded: true } } : p,
      ),
    };
    expect(total(moraleModifiers(hurt, pieceNamed(hurt, "m")))).toBe(3);
  });

  it("a broken leader helps no one", () => {
    const g = gameOn(room, {
      blue: [
        { type: "marine", at: "1:0102", name: "m" },
        { type: "captain", at: "1:0202", name: "cpt" },
      ],
    });
    const broken = {
      ...g,
      pieces: g.pieces.map((p) =>
        p.soldier?.name === "cpt"
          ? { ...p, soldier: { ...p.soldier, broken: { run: "stopped" as const, from: 0 } } }
          : p,
      ),
    };
    expect(bonus(broken, "m")).toEqual({ morale: 4 });
  });

  it("rolls the soldier's own dice: the public dice and the side's marker numbers are untouched", () => {
    const g = gameOn(room, { blue: [{ type: "marine", at: "1:0102", name: "m" }] });
    const out = checkMorale(g, pieceNamed(g, "m").id, { why: "wounded" }, 0);
    expect(out.events).toHaveLength(1);
    expect(out.state.rng).toEqual(g.rng);
    expect(out.state.privateRng).toEqual(g.privateRng);
    expect(pieceNamed(out.state, "m").soldier!.dice).not.toEqual(pieceNamed(g, "m").soldier!.dice);
  });

  it("fearless soldiers (N'Kakk, Swarm) and Heroes never check", () => {
    const g = gameOn(room, {
      blue: [
        { type: "robot", at: "1:0102", name: "r" },
        { type: "hero", at: "1:0202", name: "h" },
      ],
    });
    for (const who of ["r", "h"]) {
      const out = checkMorale(withSoldierDice(g, who, 6), pieceNamed(g, who).id, { why: "wounded" }, 0);
      expect(out.events).toEqual([]);
      expect(pieceNamed(out.state, who).soldier!.broken).toBeUndefined();
    }
  });
});

describe("what makes a soldier check", () => {
  const g = gameOn(room, {
    blue: [{ type: "marine", at: "1:0102", name: "m" }],
    yellow: [
      { type: "grunt", at: "1:0402", name: "y" },
      { type: "grunt", at: "1:0403", name: "friend" },
      { type: "grunt", at: "1:0902", name: "behind-wall" },
    ],
  });
  const fire = (s: GameState) => play(s, { type: "fire", piece: pieceNamed(s, "m").id, target: pieceNamed(s, "y").id });

  it("being wounded: morale 4, wounded -1: a 4 breaks him; he will run from the enemy he sees", () => {
    const s0 = withSoldierDice(withDice(g, 6, 2), "y", 4);
    const out = apply(s0, { type: "fire", piece: pieceNamed(s0, "m").id, target: pieceNamed(s0, "y").id });
    if (!out.ok) throw new Error(out.reason);
    const s = out.state;
    const y = pieceNamed(s, "y");
    expect(y.soldier!.wounded).toBe(true);
    expect(y.soldier!.broken).toEqual({ run: "running", from: cell(room, "1:0102") });
    expect(view(s, "yellow").own.find((o) => o.soldier?.name === "y")!.soldier!.morale).toBe("running");
    const number = pieceNamed(s, "y").number;
    expect(witnessed(out.events, "yellow").map((e) => e.text)).toContain(
      `?${number} y checks morale (wounded): rolls 4, needs 3 or less (+4 morale, -1 wounded): breaks and will run from 1:0102`,
    );
    expect(witnessed(out.events, "blue").map((e) => e.text)).toContain("the Grunt at 1:0402 breaks");
  });

  it("a 3 holds", () => {
    const s = fire(withSoldierDice(withDice(g, 6, 2), "y", 3));
    expect(pieceNamed(s, "y").soldier!.broken).toBeUndefined();
  });

  it("a friend killed in sight: those who saw it check, not those behind a wall", () => {
    const s0 = withSoldierDice(withDice(g, 6, 6), "friend", 5);
    const out = play(s0, { type: "fire", piece: pieceNamed(s0, "m").id, target: pieceNamed(s0, "y").id });
    expect(pieceNamed(out, "y").soldier!.dead).toBe(true);
    expect(pieceNamed(out, "friend").soldier!.broken).toMatchObject({ run: "running" });
    expect(pieceNamed(out, "behind-wall").soldier!.broken).toBeUndefined();
  });
});

/** Breaks a soldier by hand, as a failed check would. */
function breakSoldier(s: GameState, who: string, broken: Broken): GameState {
  return {
    ...s,
    pieces: s.pieces.map((p) => (p.soldier?.name === who ? { ...p, soldier: { ...p.soldier, broken } } : p)),
  };
}
const hex = (s: GameState, who: string) => {
  const p = pieceNamed(s, who);
  return p.place.at === "cell" ? s.ship.cells[p.place.cell]!.name : p.place.at;
};

// A one-hex corridor west to east that turns north-east at its end; 1:1001 is seen only from its last hexes.
const corridor = shipOf({
  main: [
    "# # # # # # # # # # # # # #",
    " # # # # # # # # # # . # #",
    "# # # # # # # # # # . # # #",
    " # # # # # # # # # . # # #",
    "# . . . . . . . . . # # # #",
    " # # # # # # # # # # # # #",
    "# # # # # # # # # # # # # #",
  ],
});

describe("a broken soldier at the start of his side's turn", () => {
  const nextBlueTurn = (s: GameState) => play(s, { type: "end" }, { type: "end" });

  it("runs straight away from the last enemy he saw and stops at a dead end", () => {
    const g = gameOn(corridor, {
      blue: [{ type: "marine", at: "1:0804", name: "m" }],
      yellow: [{ type: "grunt", at: "1:0104", name: "a" }],
    });
    const out = apply(play(breakSoldier(g, "m", { run: "running", from: cell(corridor, "1:0104") }), { type: "end" }), {
      type: "end",
    });
    if (!out.ok) throw new Error(out.reason);
    const s = out.state;
    expect(hex(s, "m")).toBe("1:1001");
    expect(pieceNamed(s, "m").soldier!.broken).toEqual({ run: "stopped", from: cell(corridor, "1:0104") });
    // Round the corner he is out of the enemy's sight and hides again under a new number.
    const [was, now] = [pieceNamed(g, "m").number, pieceNamed(s, "m").number];
    expect(witnessed(out.events, "blue").map((e) => e.text)).toEqual([
      "yellow ends turn 1",
      "turn 2: blue to move",
      `?${was} m is broken: runs from the enemy at 1:0104`,
      `?${was} m 1:0804 -> 1:0904 (1 MU, 3 left)`,
      `?${was} m 1:0904 -> 1:0903 (1 MU, 2 left)`,
      `?${was} m is out of the enemy's sight and hides again as ?${now}`,
      `?${now} m 1:0903 -> 1:1002 (1 MU, 1 left)`,
      `?${now} m 1:1002 -> 1:1001 (1 MU, 0 left)`,
      `?${now} m reaches a dead end at 1:1001 and stops`,
    ]);
    // Yellow saw him run off, and nothing after he went round the corner.
    const yellowSaw = witnessed(out.events, "yellow").map((e) => e.text);
    expect(yellowSaw.slice(0, 4)).toEqual([
      "yellow ends turn 1",
      "turn 2: blue to move",
      "the Marine at 1:0804 runs",
      "Marine moves 1:0804 -> 1:0904",
    ]);
    expect(yellowSaw.join("\n")).not.toMatch(/1:0903|1:1002|1:1001|dead end/);
  });

  it("stays stopped at the dead end while no new enemy shows up", () => {
    const g = gameOn(corridor, {
      blue: [{ type: "marine", at: "1:1001", name: "m" }],
      yellow: [{ type: "grunt", at: "1:0104", name: "a" }],
    });
    const s = nextBlueTurn(
      withSoldierDice(breakSoldier(g, "m", { run: "stopped", from: cell(corridor, "1:0104") }), "m", 6),
    );
    expect(hex(s, "m")).toBe("1:1001");
    expect(pieceNamed(s, "m").soldier!.broken?.run).toBe("stopped");
  });

  it("meeting another enemy, turns and runs the other way", () => {
    const g = gameOn(corridor, {
      blue: [{ type: "marine", at: "1:0804", name: "m" }],
      yellow: [
        { type: "grunt", at: "1:0104", name: "a" },
        { type: "grunt", at: "1:1001", name: "b" },
      ],
    });
    expect(pieceNamed(g, "b").revealed).toBe(false);
    const s0 = breakSoldier(g, "m", { run: "running", from: cell(corridor, "1:0104") });
    const ended = play(s0, { type: "end" });
    const out = apply(ended, { type: "end" });
    if (!out.ok) throw new Error(out.reason);
    // One step east to 1:0904 shows b, nearer than a: he turns and spends his other 3 MU going west.
    expect(hex(out.state, "m")).toBe("1:0604");
    expect(pieceNamed(out.state, "m").soldier!.broken).toEqual({ run: "running", from: cell(corridor, "1:1001") });
    expect(witnessed(out.events, "blue").map((e) => e.text)).toContain(
      `?${pieceNamed(out.state, "m").number} m meets an enemy at 1:1001: turns and runs the other way`,
    );
  });

  it("runs at most 1 hex a turn in a belowdecks passage", () => {
    const passage = shipOf({
      main: ["# # # # # # # # #", " # . . . . . . #", "# . H . . . . . #", " # . . . . . . #", "# # # # # # # # #"],
      belowdecks: ["", "", "    H : : : : :"],
    });
    const g = gameOn(passage, {
      blue: [{ type: "marine", at: "1:0402@belowdecks", name: "m" }],
      yellow: [{ type: "grunt", at: "1:0202@belowdecks", name: "a" }],
    });
    const s = nextBlueTurn(breakSoldier(g, "m", { run: "running", from: cell(passage, "1:0202@belowdecks") }));
    expect(hex(s, "m")).toBe("1:0502");
    expect(pieceNamed(s, "m").soldier!.broken?.run).toBe("running");
  });

  it("unable to move at all, freezes", () => {
    const g = gameOn(corridor, {
      blue: [{ type: "marine", at: "1:0104", name: "m" }],
      yellow: [{ type: "grunt", at: "1:0204", name: "a" }],
    });
    const s = nextBlueTurn(breakSoldier(g, "m", { run: "running", from: cell(corridor, "1:0204") }));
    expect(hex(s, "m")).toBe("1:0104");
    expect(pieceNamed(s, "m").soldier!.broken?.run).toBe("frozen");
  });

  it("takes no orders while broken", () => {
    const g = gameOn(corridor, {
      blue: [{ type: "marine", at: "1:0504", name: "m" }],
      yellow: [{ type: "grunt", at: "1:0104", name: "a" }],
    });
    const s = breakSoldier(g, "m", { run: "stopped", from: cell(corridor, "1:0104") });
    expect(apply(s, { type: "move", piece: pieceNamed(s, "m").id, to: cell(corridor, "1:0604") })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("broken"),
    });
  });

  it("out of the enemy's sight, rolls to rally: passing, he is steady and acts this turn", () => {
    const g = gameOn(corridor, {
      blue: [{ type: "marine", at: "1:1001", name: "m" }],
      yellow: [{ type: "grunt", at: "1:0104", name: "a" }],
    });
    const away = {
      ...g,
      pieces: g.pieces.map((p) => (p.soldier?.name === "a" ? { ...p, place: { at: "gone" as const } } : p)),
    };
    const s = nextBlueTurn(
      withSoldierDice(breakSoldier(away, "m", { run: "stopped", from: cell(corridor, "1:0104") }), "m", 4),
    );
    expect(pieceNamed(s, "m").soldier!.broken).toBeUndefined();
    expect(pieceNamed(s, "m").mu).toBe(4);
    const failed = nextBlueTurn(
      withSoldierDice(breakSoldier(away, "m", { run: "stopped", from: cell(corridor, "1:0104") }), "m", 5),
    );
    expect(pieceNamed(failed, "m").soldier!.broken).toBeDefined();
  });

  it("in the enemy's sight, rolls to rally only with a steady leader beside him", () => {
    const g = gameOn(corridor, {
      blue: [
        { type: "marine", at: "1:0704", name: "m" },
        { type: "sergeant", at: "1:0804", name: "sgt" },
      ],
      yellow: [{ type: "grunt", at: "1:0104", name: "a" }],
    });
    const s = nextBlueTurn(
      withSoldierDice(breakSoldier(g, "m", { run: "running", from: cell(corridor, "1:0104") }), "m", 5),
    );
    // Morale 4 + sergeant 1 = 5: rallied, and stays where he was.
    expect(pieceNamed(s, "m").soldier!.broken).toBeUndefined();
    expect(hex(s, "m")).toBe("1:0704");
  });
});
