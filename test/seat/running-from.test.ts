// Which enemy a broken soldier runs from when two he sees stand as near: the lower hex, never the one
// the enemy listed first. Old: the first in the enemy's set-up order (piece ids), so the side saw
// which of two markers came first in the enemy's force (soldiers are listed before dummies).
import { describe, expect, it } from "vitest";
import type { GameState } from "../../src/engine/state.js";
import { gameOn } from "../engine/fixture.js";
import { seatOutput } from "./seat-output.js";
import { inMode, secretTwin, table, VISIBILITY } from "./twin-games.js";
import { ROOMS } from "./rooms-ship.js";

const cellNamed = (name: string) => ROOMS.cells.find((c) => c.name === name)!.id;

describe.each(VISIBILITY)("a broken soldier between two enemies as near (%s visibility)", (mode) => {
  // Blue's marine in the lower room, broken, two yellow soldiers two hexes west and two east of him.
  const start = (): GameState => {
    const g = inMode(
      gameOn(
        ROOMS,
        {
          blue: [{ type: "marine", at: "1:0705", name: "runner" }],
          yellow: [
            { type: "marine", at: "1:0505" },
            { type: "scout", at: "1:0905" },
          ],
        },
        1,
        "yellow",
      ),
      mode,
    );
    const broken = { run: "running" as const, from: cellNamed("1:0505") };
    return {
      ...g,
      pieces: g.pieces.map((p) => (p.side === "blue" ? { ...p, soldier: { ...p.soldier!, broken } } : p)),
    };
  };

  it("runs from the same one whatever order yellow's force was listed in", () => {
    const first = start();
    const twin = secretTwin(first, "yellow", [0, 1], [1, 0]);
    const games = [table(first), table(twin.state)];
    const runs = games.map((t) => {
      const done = t.yellow.play("end");
      expect(done).toEqual({ ok: true });
      return t.blue.witnessed().find((e) => e.kind === "running")?.text;
    });
    expect(runs[0]).toMatch(/runs from the enemy at 1:0[59]05/);
    expect(runs[1]).toBe(runs[0]);
    expect(seatOutput(games[1]!.blue)).toBe(seatOutput(games[0]!.blue));
  });
});
