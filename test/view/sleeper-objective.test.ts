// A side's view of its own objectives must not change with what the enemy does out of its sight:
// the rescue objective names where the sleeper lies until the side itself wakes him.
import { describe, expect, it } from "vitest";
import { apply } from "../../src/engine/apply.js";
import { stream } from "../../src/engine/rng.js";
import type { GameState } from "../../src/engine/state.js";
import { view } from "../../src/view/player-view.js";
import { witnessed } from "../../src/view/witnessed.js";
import { cell, gameOn, pieceNamed, play, shipOf, TYPES } from "../engine/fixture.js";

// Two rooms with no way between: blue in the west, yellow's sergeant by the cryo cell in the east.
const ship = shipOf({
  main: [
    "# # # # # # # # # #",
    " # . . # . . Z . #",
    "# . . . # . . . . #",
    " # . . # . . . . #",
    "# # # # # # # # # #",
  ],
});
const cryo = cell(ship, "1:0601");
const g0 = gameOn(
  ship,
  {
    blue: [{ type: "sergeant", at: "1:0202", name: "sarge" }],
    yellow: [{ type: "sergeant", at: "1:0602", name: "sarge" }],
  },
  1,
  "yellow",
);
const g: GameState = {
  ...g0,
  devices: {
    ...g0.devices,
    sleepers: [{ cell: cryo, type: TYPES.marine, name: "Rip", dice: stream("1", "sleeper/0") }],
  },
  objectives: { blue: [{ kind: "rescue", sleeper: "Rip" }], yellow: [], otherwise: "draw" },
};

describe("the rescue objective in the view", () => {
  it("still names the sleeper's cryo cell after the enemy wakes him out of sight", () => {
    const yellow = g.pieces.find((p) => p.side === "yellow")!;
    const woken = apply(g, { type: "wake", piece: yellow.id, cell: cryo });
    expect(woken.ok).toBe(true);
    if (!woken.ok) return;
    expect(witnessed(woken.events, "blue")).toEqual([]);
    const a = play(g, { type: "end" });
    const b = play(woken.state, { type: "end" });
    expect(view(b, "blue")).toEqual(view(a, "blue"));
    expect(view(b, "blue").objectives.mine[0]).toMatchObject({ sleeper: "Rip", at: "1:0601" });
  });

  it("no longer does once the side has woken him itself", () => {
    const b0 = gameOn(ship, {
      blue: [{ type: "sergeant", at: "1:0602", name: "sarge" }],
      yellow: [{ type: "marine", at: "1:0202" }],
    });
    const blueFirst: GameState = { ...b0, devices: g.devices, objectives: g.objectives! };
    const s = play(blueFirst, { type: "wake", piece: pieceNamed(blueFirst, "sarge").id, cell: cryo });
    expect(view(s, "blue").objectives.mine[0]!.at).toBeUndefined();
  });
});
