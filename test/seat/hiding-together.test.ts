// Soldiers hiding again together: which new number each draws, and the order the enemy is told of
// them, hang on nothing the enemy does not know (not on the order the side's force was listed in).
// Old: they drew and were told in piece-id order, so twins listing the force otherwise differed.
import { describe, expect, it } from "vitest";
import type { GameState, Piece } from "../../src/engine/state.js";
import { gameOn } from "../engine/fixture.js";
import { seatOutput } from "./seat-output.js";
import { inMode, secretTwin, table, VISIBILITY, type Table } from "./twin-games.js";
import { ROOMS } from "./rooms-ship.js";

const cellNamed = (name: string) => ROOMS.cells.find((c) => c.name === name)!.id;
const yellowAt = (s: GameState, at: string): Piece =>
  s.pieces.find((p) => p.side === "yellow" && p.place.at === "cell" && p.place.cell === cellNamed(at))!;

/** Plays lines on a table's session, failing the test on a refusal. */
function play(t: Table, ...lines: string[]): void {
  for (const l of lines) {
    const done = t.session.command(l);
    if (!done.ok) throw new Error(`${l}: ${done.reason}`);
  }
}

describe.each(VISIBILITY)("soldiers hiding again in one action (%s visibility)", (mode) => {
  // Blue opens the door onto two yellow soldiers (both shown), and shuts it (both hide again at once).
  const start = inMode(
    gameOn(ROOMS, {
      blue: [{ type: "marine", at: "1:0402", name: "eyes" }],
      yellow: [
        { type: "marine", at: "1:0602" },
        { type: "scout", at: "1:0702" },
      ],
    }),
    mode,
  );

  it("draw their numbers, and are told of, alike whatever order yellow's force was listed in", () => {
    // The twin: the same markers, soldiers and dice, yellow's pieces listed the other way round.
    const twin = secretTwin(start, "yellow", [0, 1], [1, 0]);
    expect(twin.same).not.toEqual(start.pieces.map((p) => p.id));
    const games = [table(start), table(twin.state)];
    const numbers = games.map((t) => {
      const was = ["1:0602", "1:0702"].map((at) => yellowAt(t.session.state(), at).number);
      play(t, "open eyes e");
      expect(["1:0602", "1:0702"].map((at) => yellowAt(t.session.state(), at).revealed)).toEqual([true, true]);
      play(t, "close eyes e");
      const now = ["1:0602", "1:0702"].map((at) => yellowAt(t.session.state(), at));
      // Both went back into hiding in that one action, under numbers not their old ones.
      expect(now.map((p) => p.revealed)).toEqual([false, false]);
      expect(now.map((p) => p.number)).not.toContain(was[0]);
      expect(now.map((p) => p.number)).not.toContain(was[1]);
      // Blue looks again (in fog it is told of them only now, under their new numbers).
      play(t, "open eyes e");
      return now.map((p) => p.number);
    });
    expect(numbers[1]).toEqual(numbers[0]);
    expect(seatOutput(games[1]!.blue)).toBe(seatOutput(games[0]!.blue));
    // Across an open table blue saw them go back under their markers: side by side, the same in both.
    const told = games[0]!.blue.witnessed().filter((e) => /goes back under/.test(e.text));
    expect(told).toHaveLength(mode === "open" ? 2 : 0);
  });
});
