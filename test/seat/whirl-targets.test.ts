// Which other neighbours a soldier with more blows strikes (a whirl): the lower hexes first, then the
// lower numbers, never the enemy's set-up order. Old: the first pieces in id order, so the side saw
// which of the enemy's soldiers its force listed first, and the public dice fell on them in that order.
// (Aboard no type has more than one blow, src/engine/forces/boarded-type.ts: a type made for the test.)
import { describe, expect, it } from "vitest";
import type { GameState } from "../../src/engine/state.js";
import { gameOn } from "../engine/fixture.js";
import { seatOutput } from "./seat-output.js";
import { inMode, secretTwin, table, VISIBILITY } from "./twin-games.js";
import { ROOMS } from "./rooms-ship.js";

describe.each(VISIBILITY)("a whirl among three enemy soldiers (%s visibility)", (mode) => {
  // Blue's two-blow marine at 1:0705 strikes at 1:0605; 1:0805 and 1:0704 are next to him too.
  const start = (): GameState => {
    const g = inMode(
      gameOn(ROOMS, {
        blue: [{ type: "marine", at: "1:0705", name: "whirl" }],
        yellow: [
          { type: "marine", at: "1:0605" },
          { type: "marine", at: "1:0805" },
          { type: "scout", at: "1:0704" },
        ],
      }),
      mode,
    );
    const twoBlows = (p: GameState["pieces"][number]) =>
      p.side === "blue" ? { ...p, soldier: { ...p.soldier!, type: { ...p.soldier!.type, blows: 2 } } } : p;
    return { ...g, pieces: g.pieces.map(twoBlows) };
  };

  it("strikes the same neighbours, in the same order, whatever order yellow's force was listed in", () => {
    const first = start();
    const twin = secretTwin(first, "yellow", [0, 1, 2], [0, 2, 1]);
    const games = [table(first), table(twin.state)];
    const strikes = games.map((t) => {
      expect(t.blue.play("melee whirl at 1:0605")).toEqual({ ok: true });
      return t.blue
        .witnessed()
        .filter((e) => e.kind === "melee")
        .map((e) => e.text);
    });
    expect(strikes[0]).toHaveLength(2);
    expect(strikes[1]).toEqual(strikes[0]);
    expect(seatOutput(games[1]!.blue)).toBe(seatOutput(games[0]!.blue));
  });
});
