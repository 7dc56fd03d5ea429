// Two players over ssh at the host's own game: each sees only its seat, the enemy's moves live, no
// handover; codes and users checked; a dropped player comes back to its seat; the end and its replay.
import { afterEach, describe, expect, it } from "vitest";
import { BLUE_NAMES, select, testHost, type TestHost } from "./host-fixture.js";

let t: TestHost | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("a game hosted over ssh", () => {
  it("gives each player its own seat, and draws the enemy's moves on the other screen as they happen", async () => {
    t = await testHost();
    const blue = await t.join("blue");
    const yellow = await t.join("yellow");
    await blue.waitFor("Track sheet");
    const seen = [await yellow.waitFor("blue is moving...")];
    expect(yellow.text()).not.toMatch(/TO MOVE|look away|passphrase/);
    await select(blue, "Zephyrine");
    blue.keys("o", "l");
    await blue.waitFor("Norx Warrior at 99:0306");
    // Yellow pressed nothing: the door opened in its sight, and its screen says what it saw.
    seen.push(await yellow.waitFor("is revealed: Sergeant"));
    blue.keys("E", "y");
    await blue.waitFor("yellow is moving...");
    seen.push(await yellow.waitFor("What you saw during blue's turn"));
    yellow.keys("enter");
    seen.push(await yellow.waitFor("Sergeant at 99:0106"));
    for (const text of seen) expect(text).not.toMatch(BLUE_NAMES);
  });

  it("refuses a wrong code, the other side's code, and blue@ or yellow@ when the host has no game of its own", async () => {
    t = await testHost();
    const codes = t.host.game!.codes;
    await expect(t.connect({ user: "blue", password: "aaaa-bbbb-cccc" })).rejects.toThrow(/authentication/i);
    await expect(t.connect({ user: "blue", password: codes.yellow })).rejects.toThrow(/authentication/i);
    await t.close();
    t = await testHost({ scenario: undefined });
    await expect(t.connect({ user: "blue", password: codes.blue })).rejects.toThrow(/authentication/i);
    expect(t.log.filter((l) => l.startsWith("login refused"))).toHaveLength(1);
  });

  it("takes a dropped player back to its seat, where the game went on without it", async () => {
    t = await testHost();
    const blue = await t.join("blue");
    const yellow = await t.join("yellow");
    await blue.waitFor("Track sheet");
    await select(blue, "Zephyrine");
    blue.keys("o", "l");
    await blue.waitFor("Norx Warrior at 99:0306");
    // Gone mid-turn with no goodbye: the game is untouched, the other player goes on waiting.
    blue.drop();
    await t.waitForLog(/blue of game \w+ left/);
    const back = await t.join("blue");
    const text = await back.waitFor("Norx Warrior at 99:0306");
    expect(text).toContain("Track sheet");
    back.keys("E", "y");
    await yellow.waitFor("What you saw during blue's turn");
  });

  it("closes the old connection when the same seat is taken again from elsewhere", async () => {
    t = await testHost();
    const first = await t.join("yellow");
    await first.waitFor("blue is moving...");
    const second = await t.join("yellow");
    await second.waitFor("blue is moving...");
    await first.closed;
    expect(t.host.registry.games[0]!.players).toBe(1);
  });

  it("ends for both players at once, offers each the replay fully revealed, and shows the end to a player who comes back", async () => {
    t = await testHost();
    const players = { blue: await t.join("blue"), yellow: await t.join("yellow") };
    await players.blue.waitFor("Track sheet");
    for (let turn = 1; turn <= 4; turn++)
      for (const side of ["blue", "yellow"] as const) {
        const p = players[side];
        await p.waitFor(`${side.toUpperCase()} turn ${turn}/4`);
        // Each turn but blue's first opens with what the side saw (Enter closes it), or a line saying it saw nothing.
        if (turn > 1 || side === "yellow") {
          const opened = await p.waitFor(/What you saw during|Nothing of (blue|yellow)'s turn/);
          if (opened.includes("What you saw during")) {
            p.keys("enter");
            await p.waitFor("What you saw during", 5000, true);
          }
        }
        p.keys("E", "y");
      }
    for (const p of Object.values(players)) {
      const over = await p.waitFor("GAME OVER");
      expect(over).toContain("Enter or Q: leave");
    }
    players.yellow.keys("R");
    await players.yellow.waitFor("REPLAY, fully revealed");
    players.yellow.keys("end");
    // Once it is over, everything is shown: blue's soldiers by name on yellow's screen too.
    await players.yellow.waitFor(BLUE_NAMES);
    players.blue.keys("Q");
    players.yellow.keys("q", "Q");
    await Promise.all([players.blue.closed, players.yellow.closed]);
    await t.waitForLog(/is over/);
    const back = await t.join("yellow");
    await back.waitFor("GAME OVER");
  });
});
