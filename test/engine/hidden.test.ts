// Question markers: dummies vanish on sight, soldiers are revealed and hide again under new numbers.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apply } from "../../src/engine/apply.js";
import { dummyRefusal } from "../../src/engine/actions/dummy.js";
import { clearLine } from "../../src/engine/sight.js";
import type { GameState } from "../../src/engine/state.js";
import { view } from "../../src/view/player-view.js";
import { witnessed } from "../../src/view/witnessed.js";
import { cell, gameOn, pieceNamed, play, shipOf } from "./fixture.js";

// A hall with a door in the middle: the two sides start on either side of it.
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
const door = at("1:0502");

function openDoor(s: GameState, who: string): GameState {
  return play(s, { type: "open", piece: pieceNamed(s, who).id, door });
}

describe("reveals", () => {
  it("a dummy in sight of an enemy comes off the map; the enemy learns it was a dummy", () => {
    const g = gameOn(ship, { blue: [{ type: "marine", at: "1:0402", name: "m" }], yellow: [{ at: "1:0702" }] });
    const dummy = g.pieces.find((p) => p.side === "yellow")!;
    const out = apply(g, { type: "open", piece: pieceNamed(g, "m").id, door });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.pieces[dummy.id]!.place).toEqual({ at: "gone" });
    expect(witnessed(out.events, "blue").map((e) => e.text)).toContain(
      `yellow ?${dummy.number} at 1:0702 was a dummy: taken off`,
    );
    expect(view(out.state, "blue").enemies).toEqual([]);
    // The marine is revealed to no one: the dummy that saw it is gone, so it hides again.
    expect(pieceNamed(out.state, "m").revealed).toBe(false);
  });

  it("two dummies meeting both come off", () => {
    const g = gameOn(ship, {
      blue: [{ type: "marine", at: "1:0103", name: "m" }, { at: "1:0402" }],
      yellow: [{ type: "marine", at: "1:0803" }, { at: "1:0602" }],
    });
    // Yellow's dummy stands right behind the door; blue's dummy opens it.
    const blueDummy = g.pieces.find((p) => p.side === "blue" && !p.soldier)!;
    const s = play(g, { type: "open", piece: blueDummy.id, door });
    expect(s.pieces.filter((p) => !p.soldier).map((p) => p.place.at)).toEqual(["gone", "gone"]);
  });

  it("a revealed soldier hides again under a new number drawn from the unused ones", () => {
    const g = gameOn(ship, {
      blue: [{ type: "marine", at: "1:0402", name: "m" }],
      yellow: [{ type: "marine", at: "1:0802", name: "y" }],
    });
    const before = pieceNamed(g, "m").number;
    const opened = openDoor(g, "m");
    expect(pieceNamed(opened, "m").revealed).toBe(true);
    expect(view(opened, "yellow").enemies.map((e) => e.label)).toEqual(["Marine"]);
    const closed = play(opened, { type: "close", piece: pieceNamed(opened, "m").id, door });
    const after = pieceNamed(closed, "m");
    expect(after.revealed).toBe(false);
    expect(after.number).not.toBe(before);
    const usedByOthers = closed.pieces.filter((p) => p.side === "blue" && p.id !== after.id).map((p) => p.number);
    expect(usedByOthers).not.toContain(after.number);
    expect(after.number).toBeGreaterThanOrEqual(1);
    expect(after.number).toBeLessThanOrEqual(closed.rules.markers.blue);
    // Yellow remembers where it last saw the marine, and the turn.
    expect(view(closed, "yellow").lastSeen).toEqual([
      { type: "Marine", label: "Marine", cell: at("1:0402"), hex: "1:0402", turn: 1 },
    ]);
  });

  it("new numbers vary with the seed and are never the old one", () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) {
      const g = gameOn(
        ship,
        { blue: [{ type: "marine", at: "1:0402", name: "m" }], yellow: [{ type: "marine", at: "1:0802", name: "y" }] },
        seed,
      );
      const old = pieceNamed(g, "m").number;
      const s = play(openDoor(g, "m"), { type: "close", piece: pieceNamed(g, "m").id, door });
      expect(pieceNamed(s, "m").number).not.toBe(old);
      seen.add(pieceNamed(s, "m").number);
    }
    expect(seen.size).toBeGreaterThan(5);
  });
});

describe("dummies", () => {
  const g = gameOn(ship, {
    blue: [{ type: "marine", at: "1:0202", name: "m" }],
    yellow: [{ type: "marine", at: "1:0702", name: "y" }],
  });

  it("may be stacked on a soldier and split off", () => {
    const s = play(g, { type: "dummy", cell: at("1:0202") });
    const dummy = s.pieces.at(-1)!;
    expect(dummy.place).toEqual({ at: "cell", cell: at("1:0202") });
    const split = play(s, { type: "move", piece: dummy.id, to: at("1:0302") });
    expect(split.pieces[dummy.id]!.place).toEqual({ at: "cell", cell: at("1:0302") });
    expect(pieceNamed(split, "m").place).toEqual({ at: "cell", cell: at("1:0202") });
  });

  it("are never placed where an enemy soldier could see them", () => {
    const opened = { ...g, openDoors: { [door]: true as const } };
    const cells = ship.cells.map((c) => c.id);
    fc.assert(
      fc.property(fc.constantFrom(...cells), fc.boolean(), (c, open) => {
        const s = open ? opened : g;
        const out = apply(s, { type: "dummy", cell: c });
        if (!out.ok) return;
        const enemySoldiers = s.pieces.filter((p) => p.side === "yellow" && p.soldier && p.place.at === "cell");
        for (const e of enemySoldiers) expect(clearLine(s, (e.place as { cell: number }).cell, c)).toBe(false);
      }),
      { numRuns: 200 },
    );
    expect(dummyRefusal(opened, "blue", at("1:0602"))).toBeDefined();
  });

  it("are taken off at will; a soldier is not", () => {
    const s = play(g, { type: "dummy", cell: at("1:0102") });
    const dummy = s.pieces.at(-1)!;
    expect(play(s, { type: "remove", piece: dummy.id }).pieces[dummy.id]!.place).toEqual({ at: "gone" });
    expect(apply(s, { type: "remove", piece: pieceNamed(s, "m").id })).toMatchObject({ ok: false });
  });
});
