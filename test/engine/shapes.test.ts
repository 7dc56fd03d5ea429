// Pieces and states made in one shape: changedPiece, changedState, withPieces, withKnown and wholeState give
// what a spread would, with every field written out in one order.
import { describe, expect, it } from "vitest";
import { newPiece } from "../../src/engine/new-piece.js";
import { stream } from "../../src/engine/rng.js";
import { changedPiece, changedState, wholeState, withKnown, withPieces, type Whole } from "../../src/engine/shapes.js";
import { withSide, type GameState, type Piece } from "../../src/engine/state.js";
import { gameOn, shipOf, TWO_ROOMS_AND_HALL } from "./fixture.js";

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

describe("states in one shape", () => {
  const game = gameOn(shipOf(TWO_ROOMS_AND_HALL), {
    blue: [{ type: "marine", at: "1:0102" }, { at: "1:0103" }],
    yellow: [{ type: "marine", at: "1:0502" }],
  });
  // A state with every optional field set, and the plain one with them absent.
  const full: GameState = {
    ...game,
    objectives: { blue: [], yellow: [], otherwise: "draw" },
    result: { winner: null, cause: "otherwise", reason: "r" },
  };
  const pieces = game.pieces.map((p) => changedPiece(p, { mu: 0 }));
  const known = withSide(game.known, "yellow", { ...game.known.yellow, numbers: [3] });

  it("changes what it is given and keeps the rest, as a spread would", () => {
    for (const s of [game, full]) {
      expect(withPieces(s, pieces)).toEqual({ ...s, pieces });
      expect(withKnown(s, known)).toEqual({ ...s, known });
      expect(changedState(s, { pieces, turn: 9, over: true })).toEqual({ ...s, pieces, turn: 9, over: true });
      expect(changedState(s, { result: undefined }).result).toBeUndefined();
      expect(wholeState(s as Whole<GameState>)).toEqual(s);
      expect(withPieces(s, pieces).memo).toBe(s.memo);
    }
  });

  it("gives every state the same fields in the same order", () => {
    const keys = Object.keys(changedState(full, {}));
    for (const s of [game, full]) {
      expect(Object.keys(withPieces(s, pieces))).toEqual(keys);
      expect(Object.keys(withKnown(s, known))).toEqual(keys);
      expect(Object.keys(changedState(s, { over: true }))).toEqual(keys);
      expect(Object.keys(wholeState(s as Whole<GameState>))).toEqual(keys);
    }
  });
});
