// Whether a marker in an air lock may leave it now, as its own side's view says: only its own
// side's doings this turn count, and it is never told during the enemy's turn.
import { describe, expect, it } from "vitest";
import type { Action } from "../../src/engine/rules.js";
import type { GameState } from "../../src/engine/state.js";
import { view } from "../../src/view/player-view.js";
import { cell, gameOn, pieceNamed, play, shipOf } from "../engine/fixture.js";

const ship = shipOf({
  main: ["# # # # # # # #", " # . . . . . #", "= . . . . . . #", " # . . . . . #", "# # # # # # # #"],
});
const end: Action = { type: "end" };
const g = gameOn(ship, {
  blue: [
    { type: "marine", at: "lock 1", name: "a" },
    { type: "marine", at: "lock 1", name: "b" },
  ],
  yellow: [{ type: "marine", at: "1:0501", name: "y" }],
});
const where = (s: GameState, name: string) => view(s, "blue").own.find((m) => m.soldier?.name === name)!.where;
const id = (name: string) => pieceNamed(g, name).id;

describe("leaving an air lock, as the view tells it", () => {
  it("not the turn a marker came in, nor once the lock has let its one out, nor in the enemy's turn", () => {
    let s = play(g, { type: "board", piece: id("a") }, { type: "board", piece: id("b") });
    expect(where(s, "a")).toEqual({ at: "lock", lock: "lock 1", mayLeave: false });
    s = play(s, end);
    expect(where(s, "a")).toMatchObject({ at: "lock", mayLeave: false });
    s = play(s, end);
    expect(where(s, "a")).toMatchObject({ at: "lock", mayLeave: true });
    expect(where(s, "b")).toMatchObject({ at: "lock", mayLeave: true });
    s = play(s, { type: "leave", piece: id("a"), to: cell(ship, "1:0002") });
    expect(where(s, "b")).toEqual({ at: "lock", lock: "lock 1", mayLeave: false });
    s = play(s, end, end);
    expect(where(s, "b")).toMatchObject({ at: "lock", mayLeave: true });
  });

  it("tells a marker waiting outside nothing of the sort", () => {
    expect(where(g, "a")).toEqual({ at: "outside", lock: "lock 1" });
  });
});
