// Two wounded soldiers in the auto-doc's beds: which roll falls to which hangs on their hexes and
// numbers, never on the order the side's force was listed in. Old: in piece-id order, so with the
// same dice twins listing yellow's force otherwise healed a different soldier before blue's eyes.
import { describe, expect, it } from "vitest";
import type { GameState } from "../../src/engine/state.js";
import { deviceDice, game } from "../engine/systems/full-ship.js";
import { inMode, secretTwin, table, VISIBILITY } from "./twin-games.js";

describe.each(VISIBILITY)("the auto-doc with two wounded in its beds (%s visibility)", (mode) => {
  // Blue's marine in the ward sees both beds; yellow's two soldiers lie in them, wounded.
  const start = (): GameState => {
    const g = game(
      {
        blue: [{ kind: "marine", at: "98:0303", name: "eyes" }],
        yellow: [
          { kind: "marine", at: "98:0102", name: "left" },
          { kind: "scout", at: "98:0502", name: "right" },
        ],
      },
      { seed: "auto-doc" },
    );
    const wounded = g.pieces.map((p) =>
      p.side === "yellow" ? { ...p, soldier: { ...p.soldier!, wounded: true } } : p,
    );
    // Yellow's auto-doc dice: the first roll heals, the second does not.
    return inMode(deviceDice({ ...g, pieces: wounded }, "autodoc", "yellow", [6, 1]), mode);
  };

  it("heals the same one whatever order yellow's force was listed in", () => {
    const first = start();
    const twin = secretTwin(first, "yellow", [0, 1], [1, 0]);
    const games = [table(first), table(twin.state)];
    const seen = games.map((t) => {
      expect(t.blue.play("end")).toEqual({ ok: true });
      return JSON.stringify({ enemies: t.blue.view().enemies, log: t.blue.witnessed() });
    });
    expect(games[0]!.blue.view().enemies.map((e) => e.wounded)).toEqual(expect.arrayContaining([true, false]));
    expect(seen[1]).toBe(seen[0]);
  });
});
