// The scene of who stands where: made afresh or patched from the last one, always what the pieces say.
import { describe, expect, it } from "vitest";
import { crowdedGame } from "../../bench/crowd.js";
import { generator, randomAction } from "../../bench/random-play.js";
import { shipFileFor } from "../../src/content/catalog.js";
import { loadShipFile } from "../../src/content/ship-load.js";
import { apply } from "../../src/engine/apply.js";
import { sceneOf } from "../../src/engine/eyes.js";
import { piecesOn } from "../../src/engine/board.js";
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
});
