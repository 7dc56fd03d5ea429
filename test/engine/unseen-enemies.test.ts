// Enemies a side does not see must not show through what it is told: an attempt that runs into
// them (out of an air lock, into one, through a wall) either goes as it would without them, or
// meets them openly, as in sight, so that the enemy markers flip and both sides learn alike.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apply } from "../../src/engine/apply.js";
import type { Action } from "../../src/engine/rules.js";
import { visibleEnemies } from "../../src/engine/hidden.js";
import { sideSees } from "../../src/engine/knowledge.js";
import type { GameState, Piece } from "../../src/engine/state.js";
import { view } from "../../src/view/player-view.js";
import { witnessed } from "../../src/view/witnessed.js";
import { cell, gameOn, pieceNamed, play, shipOf, TYPES } from "./fixture.js";
import { cellOf, END, game, id, play as playFull, refusal } from "./systems/full-ship.js";

/** What blue gets from an action: the refusal, or its view and the events it is told. */
function told(s: GameState, a: Action) {
  const out = apply(s, a);
  if (!out.ok) return { state: s, seen: { refused: out.reason } };
  return { state: out.state, seen: { view: view(out.state, "blue"), events: witnessed(out.events, "blue") } };
}

/** Whether yellow's piece `id` has shown itself to blue: seen, taken off, revealed (and maybe hidden again since). */
const shown = (s: GameState, id: number, was: GameState) =>
  s.pieces[id]!.place.at === "gone" ||
  s.pieces[id]!.revealed ||
  s.pieces[id]!.number !== was.pieces[id]!.number ||
  visibleEnemies(s, "blue").some((e) => e.id === id);

/**
 * Blue's actions, played where yellow's `hidden` pieces stand out of blue's sight (b) and where
 * they stand elsewhere (a), tell blue the same until one of them shows itself. Returns how many
 * actions were compared before that.
 */
function sameForBlue(a: GameState, b: GameState, actions: readonly Action[], hidden: readonly number[]): number {
  let compared = 0;
  const [a0, b0] = [a, b];
  for (const act of actions) {
    const ta = told(a, act);
    const tb = told(b, act);
    a = ta.state;
    b = tb.state;
    if (hidden.some((id) => shown(a, id, a0) || shown(b, id, b0))) break;
    expect(tb.seen).toEqual(ta.seen);
    compared++;
  }
  return compared;
}

/** Yellow's pieces as soldiers or dummies, as the property likes. */
function identities(s: GameState, ids: readonly number[], soldier: readonly boolean[]): GameState {
  const type = s.pieces.find((p) => p.side === "yellow" && p.soldier)!.soldier!;
  const pieces = s.pieces.map((p): Piece => {
    const k = ids.indexOf(p.id);
    if (k < 0) return p;
    const { soldier: _, ...rest } = p;
    return soldier[k] ? { ...rest, soldier: { ...type, name: `y${k}` } } : rest;
  });
  return { ...s, pieces };
}

const placed = (s: GameState, id: number, cellId: number): GameState => {
  const pieces = s.pieces.slice();
  pieces[id] = { ...pieces[id]!, place: { at: "cell", cell: cellId } };
  return { ...s, pieces };
};

describe("an air lock's way out onto enemies blue does not see", () => {
  // A hall ending at the ship's edge in an air lock (west); a room beyond a wall holds yellow.
  const ship = shipOf({
    main: [
      "# # # # # # # # # # #",
      " # . . . . # . . . #",
      "= . . . . . # . . . #",
      " # . . . . # . . . #",
      "# # # # # # # # # # #",
    ],
  });
  const exit = cell(ship, "1:0002");
  const probes = ["1:0002", "1:0101", "1:0102"].map((n) => cell(ship, n));
  const parking = ["1:0801", "1:0802", "1:0803"].map((n) => cell(ship, n));
  const g = gameOn(ship, {
    blue: [
      { type: "marine", at: "lock 1", name: "a" },
      { type: "marine", at: "lock 1", name: "b" },
    ],
    yellow: [{ type: "marine", at: "1:0801", name: "y" }, { at: "1:0802" }, { at: "1:0803" }],
  });
  const yellow = g.pieces.filter((p) => p.side === "yellow").map((p) => p.id);
  // Blue's pair boards, waits a turn for the pressure, and comes out.
  const inLock = play(
    g,
    { type: "board", piece: pieceNamed(g, "a").id },
    { type: "board", piece: pieceNamed(g, "b").id },
    { type: "end" },
    { type: "end" },
  );
  const out: Action[] = [
    { type: "leave", piece: pieceNamed(g, "a").id, to: exit },
    { type: "end" },
    { type: "end" },
    { type: "leave", piece: pieceNamed(g, "b").id, to: exit },
  ];

  it("blue is told the same as if they stood elsewhere, until it meets them: both flip", () => {
    let met = 0;
    fc.assert(
      fc.property(
        fc.array(fc.nat(5), { minLength: 3, maxLength: 3 }),
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        (where, soldier) => {
          const base = identities(inLock, yellow, soldier);
          let b = base;
          yellow.forEach((id, k) => {
            const w = where[k]!;
            b = placed(b, id, w < probes.length ? probes[w]! : parking[w - probes.length]!);
          });
          // Yellow's pieces on hexes no blue piece sees (blue is all in the lock).
          expect(visibleEnemies(b, "blue")).toEqual([]);
          const compared = sameForBlue(base, b, out, yellow);
          if (compared < out.length) met++;
        },
      ),
      { numRuns: 150 },
    );
    expect(met).toBeGreaterThan(10);
  });

  it("the marker coming out bumps into them and stays in the lock; the soldier it met is on blue's map", () => {
    const b = placed(identities(inLock, yellow, [true, false, false]), yellow[0]!, exit);
    const a = pieceNamed(b, "a");
    const bumped = apply(b, { type: "leave", piece: a.id, to: exit });
    expect(bumped.ok).toBe(true);
    if (!bumped.ok) return;
    const s = bumped.state;
    expect(s.pieces[a.id]!.place).toEqual({ at: "lock", lock: 0 });
    expect(s.pieces[a.id]!.mu).toBe(a.mu - 1);
    expect(s.locks[0]!.leftThisTurn).toBe(0);
    const y = b.pieces[yellow[0]!]!;
    expect(witnessed(bumped.events, "blue").map((e) => e.text)).toEqual([
      `?${a.number} a, leaving lock 1 onto 1:0002, bumps into an enemy and stays where it was`,
      `?${a.number} a in lock 1 is seen by the enemy`,
      `yellow ?${y.number} at 1:0002 is revealed: Marine`,
    ]);
    expect(
      witnessed(bumped.events, "yellow")
        .map((e) => e.text)
        .slice(0, 3),
    ).toEqual([
      "an enemy marker, leaving lock 1 onto 1:0002, bumps into yours",
      `blue ?${a.number} in lock 1 is revealed: Marine`,
      `?${y.number} y0 at 1:0002 is seen by the enemy`,
    ]);
    expect(view(s, "blue").lastSeen).toEqual([
      { type: "Marine", label: "Marine", cell: exit, hex: "1:0002", turn: s.turn },
    ]);
    // No blue piece on the map sees him: he hides again at once, under a number blue never saw.
    expect(s.pieces[y.id]!.revealed).toBe(false);
    expect(s.known.blue.numbers).toContain(y.number);
    expect(s.pieces[y.id]!.number).not.toBe(y.number);
  });

  it("a dummy on the way out comes off, and the lock's door opens onto an empty hex next time", () => {
    const b = placed(identities(inLock, yellow, [true, false, false]), yellow[1]!, exit);
    const s = play(b, { type: "leave", piece: pieceNamed(b, "a").id, to: exit });
    expect(s.pieces[yellow[1]!]!.place).toEqual({ at: "gone" });
    expect(pieceNamed(s, "a").place).toEqual({ at: "lock", lock: 0 });
    const next = play(s, { type: "end" }, { type: "end" }, { type: "leave", piece: pieceNamed(s, "a").id, to: exit });
    expect(pieceNamed(next, "a").place).toEqual({ at: "cell", cell: exit });
  });

  it("an enemy blue sees on the way out is simply in the way", () => {
    const lookout = gameOn(ship, {
      blue: [
        { type: "marine", at: "lock 1", name: "a" },
        { type: "marine", at: "1:0402", name: "eye" },
      ],
      yellow: [{ type: "marine", at: "1:0102", name: "y" }],
    });
    const s = play(lookout, { type: "board", piece: pieceNamed(lookout, "a").id }, { type: "end" }, { type: "end" });
    const moved = placed(s, pieceNamed(s, "y").id, exit);
    expect(visibleEnemies(moved, "blue").map((e) => e.id)).toEqual([pieceNamed(s, "y").id]);
    expect(apply(moved, { type: "leave", piece: pieceNamed(s, "a").id, to: exit })).toEqual({
      ok: false,
      code: "enemy-there",
      reason: "an enemy stands on 1:0002",
    });
  });
});

describe("an air lock holding an enemy batch", () => {
  const ship = shipOf({
    main: ["# # # # # # # #", " # . . . . . #", "= . . . . . . #", " # . . . . . #", "# # # # # # # #"],
  });
  const exit = cell(ship, "1:0002");
  const g = gameOn(
    ship,
    {
      blue: [
        { type: "marine", at: "lock 1", name: "a" },
        { type: "marine", at: "1:0202", name: "x" },
      ],
      yellow: [{ type: "marine", at: "lock 1", name: "y" }, { at: "lock 1" }],
    },
    1,
    "yellow",
  );
  const yellow = g.pieces.filter((p) => p.side === "yellow").map((p) => p.id);

  it("boarding or going out through it tells blue the same as an empty lock, until it meets the batch", () => {
    let met = 0;
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }),
        fc.nat(2),
        fc.boolean(),
        (soldier, boards, boardFirst) => {
          const base = identities(g, yellow, soldier);
          // Yellow (moving first) sends none, one or two of its markers into the lock, unseen.
          let b = base;
          for (const id of yellow.slice(0, boards)) b = play(b, { type: "board", piece: id });
          const a = play(base, { type: "end" });
          b = play(b, { type: "end" });
          const hidden = yellow.slice(0, boards);
          const x = pieceNamed(g, "x").id;
          const out: Action[] = [
            { type: "move", piece: x, to: cell(ship, "1:0102") },
            { type: "move", piece: x, to: exit },
            { type: "exit", piece: x },
          ];
          const blue: Action[] = boardFirst ? [{ type: "board", piece: pieceNamed(g, "a").id }, ...out] : out;
          if (sameForBlue(a, b, blue, hidden) < blue.length) met++;
        },
      ),
      { numRuns: 60 },
    );
    expect(met).toBeGreaterThan(10);
  });
});

describe("a Near Skipper skipping onto enemies beyond a wall", () => {
  // Two rooms and a wall; yellow waits outside the air lock unless it stands beyond the wall.
  const ship = shipOf({
    main: ["# # # # # # # # #", " # . . # . . . #", "= . . . # . . . #", " # . . # . . . #", "# # # # # # # # #"],
  });
  const skipper = { ...TYPES.marine, id: "test/skipper", name: "Skipper", skipsWalls: true };
  const g0 = gameOn(ship, {
    blue: [{ type: "marine", at: "1:0302", name: "n" }],
    yellow: [{ type: "marine", at: "lock 1", name: "y" }, { at: "lock 1" }],
  });
  const g: GameState = {
    ...g0,
    pieces: g0.pieces.map((p) => (p.soldier?.name === "n" ? { ...p, soldier: { ...p.soldier, type: skipper } } : p)),
  };
  const target = cell(ship, "1:0502");
  const yellow = g.pieces.filter((p) => p.side === "yellow").map((p) => p.id);

  it("blue is told the same as if the hex beyond were empty, until it meets them", () => {
    let met = 0;
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }),
        fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }),
        (soldier, there) => {
          const base = identities(g, yellow, soldier);
          let b = base;
          yellow.forEach((id, k) => {
            if (there[k]) b = placed(b, id, target);
          });
          expect(visibleEnemies(b, "blue")).toEqual([]);
          const hidden = yellow.filter((_, k) => there[k]);
          const blue: Action[] = [{ type: "move", piece: pieceNamed(g, "n").id, to: target }];
          if (sameForBlue(base, b, blue, hidden) < blue.length) met++;
        },
      ),
      { numRuns: 60 },
    );
    expect(met).toBeGreaterThan(10);
  });
});

describe("the transporter's far booth holding what blue does not see", () => {
  const g = game({
    blue: [
      { kind: "marine", at: "93:1210", name: "a" },
      { kind: "marine", at: "93:1110", name: "b" },
    ],
    yellow: [{ kind: "marine", at: "98:1206", name: "y" }, { at: "98:1205" }],
  });
  const far = cellOf("94:0109");
  const yellow = g.pieces.filter((p) => p.side === "yellow").map((p) => p.id);
  const a = id(g, "a");

  it("blue learns only that it is not empty, and pays for trying; yellow there hears it", () => {
    let tried = 0;
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }),
        fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }),
        fc.boolean(),
        (soldier, there, crate) => {
          let s = identities(g, yellow, soldier);
          yellow.forEach((y, k) => {
            if (there[k]) s = placed(s, y, far);
          });
          if (crate) s = { ...s, cargo: s.cargo.map((c, i) => (i === 0 ? { ...c, cell: far } : c)) };
          if (!there.some(Boolean) && !crate) return;
          tried++;
          const out = apply(s, { type: "transport", piece: a });
          // Not a free look: the controls are worked, and the move unit is gone.
          expect(out.ok).toBe(true);
          if (!out.ok) return;
          expect(out.state.pieces[a]!.mu).toBe(s.pieces[a]!.mu - 1);
          expect(out.state.pieces[a]!.place).toEqual(s.pieces[a]!.place);
          // The same words whoever or whatever stands there.
          expect(witnessed(out.events, "blue").map((e) => e.text)).toEqual([
            `?${s.pieces[a]!.number} a works the transporter at 93:1210: the booth at 94:0109 is not empty, and it will not work (1 MU, 3 left)`,
          ]);
          expect(witnessed(out.events, "yellow").length).toBe(there.some(Boolean) ? 1 : 0);
          expect(view(out.state, "blue").enemies).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
    expect(tried).toBeGreaterThan(10);
  });

  it("with the far booth in sight, or its own marker there, a refusal says what blue knows", () => {
    const sent = playFull(
      g,
      { type: "transport", piece: a },
      { type: "move", piece: id(g, "b"), to: cellOf("93:1210") },
      END,
      END,
    );
    expect(refusal(sent, { type: "transport", piece: id(sent, "b") })).toBe(
      "the booth at 94:0109 is not empty: the transporter will not work",
    );
  });
});

describe("attacks aimed at markers blue does not see", () => {
  const ship = shipOf({
    main: [
      "# # # # # # # # # # #",
      " # . . . . # . . . #",
      "# . . . . . # . . . #",
      " # . . . . # . . . #",
      "# # # # # # # # # # #",
    ],
  });
  const g = gameOn(ship, {
    blue: [{ type: "marine", at: "1:0202", name: "m" }],
    yellow: [{ type: "marine", at: "1:0802", name: "y" }],
  });
  const east = ship.cells.filter((c) => c.terrain === "floor" && !sideSees(g, "blue", c.id)).map((c) => c.id);
  const y = pieceNamed(g, "y").id;

  it("are refused in the same words wherever the marker stands", () => {
    expect(east.length).toBeGreaterThan(5);
    fc.assert(
      fc.property(
        fc.constantFrom(...east),
        fc.constantFrom("fire", "melee") as fc.Arbitrary<"fire" | "melee">,
        (at, type) => {
          const b = placed(g, y, at);
          expect(visibleEnemies(b, "blue")).toEqual([]);
          expect(apply(b, { type, piece: pieceNamed(g, "m").id, target: y })).toEqual({
            ok: false,
            code: "no-such-target",
            reason: "no such enemy marker in your sight",
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("a door worked from the bridge out of blue's sight", () => {
  // Blue waits outside the air lock: it sees nothing. Yellow stands in the open doorway, or not.
  const ship = shipOf({
    main: [
      "# # # # # # # # # # #",
      " # . . . # . . . . #",
      "= . . . . + . . . . #",
      " # . . . # . . . . #",
      "# # # # # # # # # # #",
    ],
  });
  const door = cell(ship, "1:0502");
  const g0 = gameOn(ship, {
    blue: [{ type: "marine", at: "lock 1", name: "b" }],
    yellow: [{ type: "marine", at: "1:0802", name: "y" }, { at: "1:0803" }],
  });
  const g: GameState = {
    ...g0,
    openDoors: { [door]: true },
    devices: { ...g0.devices, bridge: { side: "blue", tick: g0.tick, result: 5, used: false } },
  };
  const yellow = g.pieces.filter((p) => p.side === "yellow").map((p) => p.id);

  it("is never refused for what blue cannot see: the order is spent, and blue learns only that the door is stuck", () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }),
        fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }),
        fc.boolean(),
        (soldier, inDoorway, crate) => {
          let s = identities(g, yellow, soldier);
          yellow.forEach((y, k) => {
            if (inDoorway[k]) s = placed(s, y, door);
          });
          if (crate) s = { ...s, cargo: [{ id: 0, kind: "crate", cell: door }] };
          expect(visibleEnemies(s, "blue")).toEqual([]);
          const out = apply(s, { type: "bridge", order: { do: "door", door, open: false } });
          expect(out.ok).toBe(true);
          if (!out.ok) return;
          expect(out.state.devices.bridge!.used).toBe(true);
          const stuck = inDoorway.some(Boolean) || crate;
          expect(witnessed(out.events, "blue").map((e) => e.text)).toEqual([
            stuck
              ? "your bridge: the door at 1:0502 will not close: something stands in the doorway"
              : "your bridge: the door at 1:0502 closes",
          ]);
          expect(out.state.openDoors[door] === true).toBe(stuck);
          // Yellow in the doorway sees it try.
          expect(witnessed(out.events, "yellow").some((e) => e.text.includes("jerks but does not close"))).toBe(
            inDoorway.some(Boolean),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it("a door already as ordered, out of sight, spends the order and is learnt", () => {
    const out = apply(g, { type: "bridge", order: { do: "door", door, open: true } });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(witnessed(out.events, "blue").map((e) => e.text)).toEqual([
      "your bridge: the door at 1:0502 is already open",
    ]);
    expect(view(out.state, "blue").openDoors).toEqual(["1:0502"]);
  });
});
