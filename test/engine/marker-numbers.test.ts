// Marker numbers: a number the enemy has seen in any way (on the map, taken off, revealed) is
// never given to another marker, so a fresh number never tells the enemy that a marker is new.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apply } from "../../src/engine/apply.js";
import { visibleEnemies } from "../../src/engine/hidden.js";
import type { Action } from "../../src/engine/rules.js";
import type { GameEvent } from "../../src/engine/events.js";
import { otherSide, SIDES, type GameState, type Side } from "../../src/engine/state.js";
import { view } from "../../src/view/player-view.js";
import { witnessed } from "../../src/view/witnessed.js";
import { cell, cellToward, gameOn, pieceNamed, play, shipOf } from "./fixture.js";

// Two rooms, a wall between them with two doors: markers meet, part, and meet again.
const ship = shipOf({
  main: [
    "# # # # # # # # # # #",
    " # . . . # . . . . #",
    "# . . . . + . . . . #",
    " # . . . # . . . . #",
    "# . . . . + . . . . #",
    " # . . . # . . . . #",
    "# # # # # # # # # # #",
  ],
});
const doors = ship.cells.filter((c) => c.terrain === "door").map((c) => c.id);

interface Choice {
  readonly kind: number;
  readonly piece: number;
  readonly dir: number;
  readonly cell: number;
}

const choice = fc.record({ kind: fc.nat(11), piece: fc.nat(30), dir: fc.nat(5), cell: fc.nat(ship.cells.length - 1) });

function toAction(s: GameState, c: Choice): Action {
  const own = s.pieces.filter((p) => p.side === s.side && p.place.at === "cell");
  const p = own[c.piece % Math.max(1, own.length)];
  if (c.kind === 0 || !p || p.place.at !== "cell") return { type: "end" };
  if (c.kind === 1) return { type: "dummy", cell: c.cell };
  if (c.kind === 2) {
    const dummies = own.filter((q) => !q.soldier);
    const d = dummies[c.piece % Math.max(1, dummies.length)];
    return d ? { type: "remove", piece: d.id } : { type: "end" };
  }
  const to = cellToward(ship, p.place.cell, c.dir);
  if (to === undefined) return { type: "end" };
  if (c.kind <= 5) {
    // Work a door next to any marker of the side: sight opens and shuts between the rooms.
    for (const q of own) {
      const door = doors.find((d) => q.place.at === "cell" && ship.neighbours[q.place.cell]!.includes(d));
      if (door !== undefined) return { type: s.openDoors[door] ? "close" : "open", piece: q.id, door };
    }
  }
  return { type: "move", piece: p.id, to };
}

/** Enemy numbers a side's view shows it now: markers in sight, and where it last saw some. */
function inView(state: GameState, side: Side): number[] {
  const v = view(state, side);
  const labels = [...v.enemies.map((e) => e.label), ...v.lastSeen.map((s) => s.label)];
  return labels.flatMap((l) => (/^\?(\d+)$/.exec(l) ? [Number(l.slice(1))] : []));
}

/** Enemy numbers named in the flips a side is told of ("?7 at 1:0203 was a dummy"; its own are "?7 Name"). */
function flipped(events: readonly GameEvent[], side: Side): number[] {
  const numbers: number[] = [];
  for (const e of witnessed(events, side)) {
    const m = /^\?(\d+) at /.exec(e.text);
    if (m && (e.kind === "dummy-removed" || e.kind === "revealed")) numbers.push(Number(m[1]));
  }
  return numbers;
}

function start(seed: number, lights: boolean): GameState {
  const g = gameOn(
    ship,
    {
      blue: [
        { type: "marine", at: "1:0402" },
        { type: "marine", at: "1:0304" },
        { type: "marine", at: "1:0203" },
        { at: "1:0404" },
        { at: "1:0302" },
      ],
      yellow: [
        { type: "marine", at: "1:0602" },
        { type: "marine", at: "1:0704" },
        { type: "marine", at: "1:0803" },
        { at: "1:0604" },
        { at: "1:0702" },
        { at: "1:0801" },
      ],
    },
    seed,
  );
  return { ...g, systems: { ...g.systems, lights } };
}

describe("marker numbers", () => {
  it("no marker ever gets a number its enemy has seen, whether that marker is alive, taken off or revealed", () => {
    let fresh = 0;
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.boolean(),
        fc.array(choice, { minLength: 20, maxLength: 120 }),
        (seed, lights, choices) => {
          let s = start(seed, lights);
          // What each side has been shown of the enemy's numbers so far.
          const seen: Record<Side, Set<number>> = { blue: new Set(), yellow: new Set() };
          for (const side of SIDES) for (const n of inView(s, side)) seen[side].add(n);
          for (const c of choices) {
            const out = apply(s, toAction(s, c));
            if (!out.ok) continue;
            const before = s;
            s = out.state;
            for (const side of SIDES) {
              const enemy = otherSide(side);
              // Seen before this action, or flipped in it (a dummy taken off as it came into sight).
              const forbidden: Set<number> = new Set([...seen[side], ...flipped(out.events, side)]);
              for (const p of s.pieces) {
                if (p.side !== enemy || p.place.at === "gone") continue;
                const was = before.pieces[p.id];
                if (was && was.number === p.number) continue;
                fresh++;
                if (forbidden.has(p.number))
                  expect.fail(`${enemy} ?${p.number} (piece ${p.id}) has a number ${side} has seen`);
              }
              for (const n of [...inView(s, side), ...flipped(out.events, side)]) seen[side].add(n);
              // The engine keeps the same record, by which it draws numbers.
              const missing = [...seen[side]].filter((n) => !s.known[side].numbers.includes(n));
              if (missing.length > 0) expect(missing, `${side} was shown numbers the engine did not note`).toEqual([]);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
    // The property was put to work: markers were given new numbers.
    expect(fresh).toBeGreaterThan(50);
  }, 120_000);

  it("a marker never takes a new number while an enemy still sees it, even glimpsed in the dark", () => {
    let kept = 0;
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.boolean(),
        fc.array(choice, { minLength: 20, maxLength: 120 }),
        (seed, lights, choices) => {
          let s = start(seed, lights);
          for (const c of choices) {
            const out = apply(s, toAction(s, c));
            if (!out.ok) continue;
            const before = s;
            s = out.state;
            for (const side of SIDES) {
              const after = new Set(visibleEnemies(s, side).map((p) => p.id));
              for (const e of visibleEnemies(before, side)) {
                if (!after.has(e.id)) continue;
                kept++;
                // In sight before and after: a new number would tie the two markers together.
                if (s.pieces[e.id]!.number !== e.number)
                  expect.fail(`${e.side} ?${e.number} became ?${s.pieces[e.id]!.number} in ${side}'s sight`);
              }
            }
          }
        },
      ),
      { numRuns: 200 },
    );
    expect(kept).toBeGreaterThan(100);
  }, 120_000);

  it("the markers on board at the start carry a random few of the numbers, not 1 to n", () => {
    const used = new Set<number>();
    for (let seed = 1; seed <= 60; seed++) {
      const g = start(seed, true);
      for (const side of SIDES) {
        const numbers = g.pieces.filter((p) => p.side === side).map((p) => p.number);
        expect(new Set(numbers).size).toBe(numbers.length);
        for (const n of numbers) expect(n >= 1 && n <= g.rules.markers[side]).toBe(true);
        if (side === "blue") for (const n of numbers) used.add(n);
      }
    }
    expect(used.size).toBe(20);
  });

  it("with no fresh number left, no dummy is placed and a soldier hiding again keeps his number", () => {
    // A hall with one door in the middle.
    const hall = shipOf({
      main: [
        "# # # # # # # # # # #",
        " # . . . # . . . . #",
        "# . . . . + . . . . #",
        " # . . . # . . . . #",
        "# # # # # # # # # # #",
      ],
    });
    const door = cell(hall, "1:0502");
    const g = gameOn(hall, {
      blue: [{ type: "marine", at: "1:0402", name: "m" }],
      yellow: [{ type: "marine", at: "1:0702", name: "y" }],
    });
    const all = Array.from({ length: 20 }, (_, i) => i + 1);
    const spent = (s: GameState): GameState => ({
      ...s,
      known: { ...s.known, yellow: { ...s.known.yellow, numbers: all } },
    });
    const refusal = apply(spent(g), { type: "dummy", cell: cell(hall, "1:0103") });
    expect(refusal).toMatchObject({ ok: false, reason: expect.stringContaining("seen by the enemy") });
    const opened = spent(play(g, { type: "open", piece: pieceNamed(g, "m").id, door }));
    expect(pieceNamed(opened, "m").revealed).toBe(true);
    const closed = play(opened, { type: "close", piece: pieceNamed(opened, "m").id, door });
    expect(pieceNamed(closed, "m").revealed).toBe(false);
    expect(pieceNamed(closed, "m").number).toBe(pieceNamed(g, "m").number);
  });
});
