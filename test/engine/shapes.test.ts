// Pieces made in one shape: changedPiece gives what a spread would, with every field written out.
import { describe, expect, it } from "vitest";
import { newPiece } from "../../src/engine/new-piece.js";
import { stream } from "../../src/engine/rng.js";
import { changedPiece } from "../../src/engine/shapes.js";
import type { Piece } from "../../src/engine/state.js";

const dummy = newPiece({ id: 3, side: "yellow", number: 7, place: { at: "cell", cell: 12 } });
const soldier: Piece = {
  ...newPiece({
    id: 1,
    side: "blue",
    number: 4,
    place: { at: "lock", lock: 0 },
    soldier: {
      type: { id: "t/marine", race: "t", name: "Marine", move: 4, armour: "battle", twoLegs: true },
      name: "Marine 1",
      wounded: false,
      dead: false,
      dice: stream("shapes", "soldier-1"),
    },
  }),
  ambush: true,
  carrying: { piece: 2, stepped: false },
};

describe("changedPiece", () => {
  it("changes what it is given and keeps the rest, as a spread would", () => {
    const changes: Partial<Piece>[] = [
      {},
      { mu: 2, crampedSteps: 1, place: { at: "cell", cell: 5 } },
      { revealed: true, number: 9 },
      { attacked: true, movedCargo: true, boardedThisTurn: true },
      { place: { at: "gone" } },
    ];
    for (const p of [dummy, soldier]) for (const c of changes) expect(changedPiece(p, c)).toEqual({ ...p, ...c });
  });

  it("clears an optional field given as undefined", () => {
    const put = changedPiece(soldier, { carrying: undefined, ambush: undefined });
    expect(put.carrying).toBeUndefined();
    expect(put.ambush).toBeUndefined();
    expect(put.soldier).toBe(soldier.soldier);
  });

  it("gives dummies and soldiers, new or changed, the same fields in the same order", () => {
    const keys = Object.keys(changedPiece(soldier, { mu: 1 }));
    expect(Object.keys(dummy)).toEqual(keys);
    expect(Object.keys(changedPiece(dummy, { revealed: true }))).toEqual(keys);
  });
});
