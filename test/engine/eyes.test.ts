// The scene of who stands where: made afresh or patched from the last one, always what the pieces say.
import { describe, expect, it } from "vitest";
import { crowdedGame } from "../../bench/crowd.js";
import { generator, randomAction } from "../../bench/random-play.js";
import { shipFileFor } from "../../src/content/catalog.js";
import { loadShipFile } from "../../src/content/ship-load.js";
import { apply } from "../../src/engine/apply.js";
import { sceneOf } from "../../src/engine/eyes.js";
import { piecesOn } from "../../src/engine/board.js";
import { changedPiece, withPieces } from "../../src/engine/shapes.js";
import type { GameState, Piece } from "../../src/engine/state.js";

const loaded = loadShipFile(shipFileFor("small")!);
if (!loaded.ok) throw new Error("the small ship does not load");
const ship = loaded.value;

function expectScene(state: GameState): void {
  const onMap = state.pieces.filter((p) => p.place.at === "cell");
  const cell = (p: Piece) => (p.place as { cell: number }).cell;
  const scene = sceneOf(state);
  for (const side of ["blue", "yellow"] as const) {
    const mine = onMap.filter((p) => p.side === side);
    expect(scene.pieces[side]).toEqual(mine);
    expect(scene.eyes[side]).toEqual(mine.map(cell));
  }
  expect(scene.revealed).toEqual(onMap.filter((p) => p.revealed));
  for (const c of new Set(onMap.map(cell))) expect(piecesOn(state, c)).toEqual(onMap.filter((p) => cell(p) === c));
}

describe("the scene of a state", () => {
  it("lists each side's pieces on the map, their cells, the revealed and who stands where, step after step", () => {
    const random = generator(11);
    let state = crowdedGame(ship, 12, 3);
    expectScene(state);
    for (let i = 0; i < 1500; i++) {
      const out = apply(state, randomAction(state, random));
      if (!out.ok) continue;
      // Now and then an older state is asked about again: it must not take a newer one's scene.
      if (i % 97 === 0) expectScene(state);
      state = out.state;
      expectScene(state);
    }
  });

  it("names who stands on a hex in id order when both sides stand there (each side's list is kept apart)", () => {
    const state = crowdedGame(ship, 12, 3);
    const onMap = state.pieces.filter((p) => p.place.at === "cell");
    const cell = (onMap[0]!.place as { cell: number }).cell;
    // Every other marker on the map moved onto one hex, and every third handed to the other side: the
    // ids of the two sides standing there interleave (a side's list alone, or one after the other, is not id order).
    const other = (p: Piece): Piece => ({ ...p, side: p.side === "blue" ? "yellow" : "blue" });
    const pieces = state.pieces.map((p, i) => {
      if (p.place.at !== "cell" || i % 2 !== 0) return p;
      const moved = changedPiece(p, { place: { at: "cell", cell } });
      return i % 3 === 0 ? other(moved) : moved;
    });
    const crowded = withPieces(state, pieces);
    const there = pieces.filter((p) => p.place.at === "cell" && p.place.cell === cell);
    expect(new Set(there.map((p) => p.side)).size).toBe(2);
    expect(sceneOf(crowded).on(cell)).toEqual(there);
    expect(
      sceneOf(crowded)
        .on(cell)
        .map((p) => p.id),
    ).toEqual(there.map((p) => p.id).sort((a, b) => a - b));
  });
});
