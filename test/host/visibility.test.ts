// `derelict host --visibility`: the host's own game in the mode given over its scenario's, kept
// across a restart only while the host is started the same way; and the lobby's choice of mode
// for a new game (first the host's, then round: the scenario's own, open, fog).
import { describe, expect, it } from "vitest";
import { pick, testHost } from "./host-fixture.js";

/** The mode a game of the host plays in, from its session (the truth, not the record). */
function modeOf(t: Awaited<ReturnType<typeof testHost>>, id: string): string {
  const record = t.host.registry.records.find((r) => r.id === id)!;
  const game = t.host.registry.game(record);
  if (typeof game === "string") throw new Error(game);
  return game.session.state().rules.visibility;
}

describe("the host's visibility", () => {
  it("plays its own game and offers the lobby's new games in the mode given, else the scenario's", async () => {
    const t = await testHost({ visibility: "fog" });
    const folder = t.folder;
    try {
      const own = t.host.game!;
      expect(own.visibility).toBe("fog");
      expect(modeOf(t, own.id)).toBe("fog");
      // Its seats see the fog: the view a player is drawn from says so.
      const record = t.host.registry.game(own);
      if (typeof record === "string") throw new Error(record);
      expect(record.seats.yellow.view().visibility).toBe("fog");

      const maker = await t.connect({ user: "maker", password: t.host.lobbyCode });
      await maker.waitFor("What would you like to do?");
      await pick(maker, /with a friend/);
      await pick(maker, /First boarding/i);
      // The side page offers the host's mode first; Enter on it goes round to the scenario's own, then open.
      await maker.waitFor("Visibility: fog");
      await pick(maker, /Visibility: fog/);
      await maker.waitFor("Visibility: as the scenario says");
      await pick(maker, /Visibility: as the scenario says/);
      await maker.waitFor("Visibility: open");
      await pick(maker, /blue/);
      const ticket = await maker.waitFor("Enter: to the game");
      expect(ticket).toContain("you play blue, in open visibility.");
      const made = t.host.registry.records.at(-1)!;
      expect(made.id).not.toBe(own.id);
      expect(made.visibility).toBe("open");
      expect(modeOf(t, made.id)).toBe("open");
    } finally {
      await t.close();
    }
    // Started again without --visibility: the fog game is not the one asked for; a new one in the scenario's mode.
    const again = await testHost({}, folder);
    try {
      const own = again.host.game!;
      expect(own.visibility).toBeUndefined();
      expect(modeOf(again, own.id)).toBe("open");
      expect(again.host.registry.records.filter((r) => r.host)).toHaveLength(2);
    } finally {
      await again.close();
    }
    // And with it again: the newest own game is the open one, so a fog one is made anew, not the first resumed.
    const third = await testHost({ visibility: "fog" }, folder);
    try {
      expect(third.host.game!.visibility).toBe("fog");
      expect(third.host.registry.records.filter((r) => r.host)).toHaveLength(3);
    } finally {
      await third.close();
    }
  }, 60_000);
});
