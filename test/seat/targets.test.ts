// Naming an enemy to attack when two revealed soldiers of one type share a hex: which one is hit
// hangs only on what the attacker sees (one wounded, the other not), never on the enemy's set-up order.
import { describe, expect, it } from "vitest";
import type { GameState, Piece } from "../../src/engine/state.js";
import { Session } from "../../src/play/session.js";
import { Seat } from "../../src/seat/index.js";
import { gameOn } from "../engine/fixture.js";
import { ROOMS } from "./rooms-ship.js";
import { secretTwin } from "./twin-games.js";

/** Blue's marine opens the door onto two yellow marines on one hex: both revealed, the first listed wounded. */
function pair(seed: number): GameState {
  const g = gameOn(
    ROOMS,
    {
      blue: [{ type: "marine", at: "1:0402", name: "eyes" }],
      yellow: [
        { type: "marine", at: "1:0702", name: "hurt" },
        { type: "marine", at: "1:0702", name: "fit" },
      ],
    },
    seed,
  );
  const pieces = g.pieces.map((p): Piece =>
    p.soldier?.name === "hurt" ? { ...p, soldier: { ...p.soldier, wounded: true } } : p,
  );
  const s = new Session(undefined, [], { ...g, pieces });
  const opened = s.command("open eyes e");
  if (!opened.ok) throw new Error(opened.reason);
  return s.state();
}

/** What blue is told and sees after LINE, in the game as set up and with yellow's two pieces listed the other way. */
function twins(seed: number, line: string) {
  const start = pair(seed);
  return [
    [0, 1],
    [1, 0],
  ].map((ids) => {
    const s = new Session(undefined, [], secretTwin(start, "yellow", [0, 1], ids).state);
    const blue = new Seat(s, "blue");
    expect(blue.view().enemies.map((e) => [e.label, e.wounded])).toEqual([
      ["Marine", false],
      ["Marine", true],
    ]);
    const odds = blue.odds(line);
    const played = blue.play(line);
    return JSON.stringify({ odds, played, events: blue.witnessed(), enemies: blue.view().enemies });
  });
}

describe("two revealed soldiers of one type on a hex, one wounded", () => {
  it("are hit as the attacker names them, the same whatever order the enemy listed them in", () => {
    let changed = 0;
    for (let seed = 1; seed <= 12; seed++) {
      for (const line of ["fire eyes at 1:0702 Marine", "fire eyes at 1:0702 wounded Marine", "fire eyes at 1:0702"]) {
        const [a, b] = twins(seed, line);
        expect(b, `seed ${seed}: ${line}`).toBe(a);
        if (a!.includes('"played":{"ok":true') && !a!.includes('"wounded":true}],"')) changed++;
      }
    }
    expect(changed).toBeGreaterThan(0);
  });
});
