// The lobby over ssh: a game made for two (the other side's code given out), a game against the
// computer (thinking in a worker thread), joining by code, and public keys from an authorized_keys file.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { newKeyPair } from "../../src/host/host-key.js";
import { codeAfter, pick, testHost, type TestHost } from "./host-fixture.js";

let t: TestHost | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});
// The computer thinks in a worker thread, which runs the built program.

describe("the lobby", () => {
  it("makes a game for two: the maker plays, the other side joins with the code it was shown", async () => {
    t = await testHost({ scenario: undefined });
    const maker = await t.connect({ user: "anyone", password: t.host.lobbyCode });
    await maker.waitFor("What would you like to do?");
    await pick(maker, /with a friend/);
    await maker.waitFor("Which scenario?");
    await pick(maker, /First boarding/i);
    await pick(maker, /blue/);
    const ticket = await maker.waitFor("Enter: to the game");
    const theirs = codeAfter(ticket, "The other player's code");
    const mine = codeAfter(ticket, "Your code");
    expect(ticket).toContain(`ssh -p ${t.host.port} 127.0.0.1`);
    maker.keys("enter");
    await maker.waitFor("Enter: on to the game.");
    maker.keys("enter");
    await maker.waitFor("BLUE turn 1");
    // Any user name with a game's code goes straight to that seat.
    const friend = await t.connect({ user: "friend", password: theirs });
    // The scenario's story first, on each side's first turn.
    await friend.waitFor("Enter: on to the game.");
    friend.keys("enter");
    await friend.waitFor("blue is moving...");
    // And the lobby's "join with a code" takes a seat too: the maker's, from a second terminal.
    const again = await t.connect({ user: "me", password: t.host.lobbyCode });
    await again.waitFor("What would you like to do?");
    await pick(again, /Join a game with a code/);
    again.keys("zzzz-zzzz-zzzz", "enter");
    await again.waitFor("no game has that code");
    again.keys(...Array(14).fill("backspace"), mine, "enter");
    await again.waitFor("Enter: to the game");
    again.keys("enter");
    await again.waitFor("Enter: on to the game.");
    again.keys("enter");
    await again.waitFor("BLUE turn 1");
    await maker.closed;
  });

  it("plays against the computer: its turn is thought out off the host's thread and drawn as it comes", async () => {
    t = await testHost({ scenario: undefined });
    const human = await t.connect({ user: "solo", password: t.host.lobbyCode });
    await human.waitFor("What would you like to do?");
    // The quickest strength: the same computer as `play --vs-computer`, its strength kept with the game.
    await pick(human, /against the computer, strength 1/);
    await pick(human, /Introduction/);
    await pick(human, /yellow/);
    const ticket = await human.waitFor("Enter: to the game");
    expect(ticket).toContain("The computer plays blue at strength 1.");
    expect(t.host.registry.games[0]!.record.strength).toBe(1);
    human.keys("enter");
    // The story first, whether or not the computer has finished blue's turn; closing it opens
    // yellow's turn with what it saw (at once, or as the computer's turn ends).
    await human.waitFor("Enter: on to the game.");
    human.keys("enter");
    await human.waitFor("What you saw during blue's turn", 20_000);
    // The computer played a turn of moves (boarding), not the fallback that only ends its turn.
    expect(t.host.registry.games[0]!.session.actions.length).toBeGreaterThan(2);
    expect(t.log.join("\n")).not.toMatch(/could not play|was refused/);
    human.keys("enter");
    await human.waitFor("YELLOW turn 1");
    human.keys("E", "y");
    await human.waitFor("What you saw during blue's turn", 20_000);
    await human.waitFor(/YELLOW turn 2/);
  }, 60_000);
});

describe("public keys", () => {
  it("lets a listed key into the lobby or a seat, which stays that key's; other keys are refused", async () => {
    const one = newKeyPair("one@test");
    const two = newKeyPair("two@test");
    const stranger = newKeyPair("stranger@test");
    const folder = (await import("node:fs")).mkdtempSync(join((await import("node:os")).tmpdir(), "derelict-keys-"));
    const file = join(folder, "authorized_keys");
    writeFileSync(file, `# players\nno-pty,command="x" ${one.public} one@test\n${two.public}\nnot a key line\n`);
    t = await testHost({ authorizedKeys: file });
    expect(
      t.host.notes.some((n) =>
        n.endsWith("authorized_keys:4: not a public key (expected [options] TYPE BASE64 [comment]); skipped"),
      ),
    ).toBe(true);
    const blue = await t.connect({ user: "blue", privateKey: one.private });
    await blue.waitFor("Track sheet");
    // The seat is the first key's now: the other listed key cannot take it, and one key takes no two sides.
    await expect(t.connect({ user: "blue", privateKey: two.private })).rejects.toThrow(/authentication/i);
    await expect(t.connect({ user: "yellow", privateKey: one.private })).rejects.toThrow(/authentication/i);
    await expect(t.connect({ user: "anyone", privateKey: stranger.private })).rejects.toThrow(/authentication/i);
    const yellow = await t.connect({ user: "yellow", privateKey: two.private });
    await yellow.waitFor("blue is moving...");
    const lobby = await t.connect({ user: "someone", privateKey: one.private });
    await lobby.waitFor(/Back to TUI contact, blue/);
  });
});

describe("one address", () => {
  it("holds at most so many connections, logged in or not: one player with the lobby code cannot fill the host", async () => {
    t = await testHost({ scenario: undefined, limits: { maxPerAddress: 2 } });
    const lobby = { user: "anyone", password: t.host.lobbyCode, localAddress: "127.0.0.7" };
    for (const p of [await t.connect(lobby), await t.connect(lobby)]) await p.waitFor("What would you like to do?");
    await expect(t.connect(lobby)).rejects.toThrow(/ECONNRESET|closed|lost before handshake|EPIPE/i);
    // Another address comes in as ever.
    const other = await t.connect({ user: "anyone", password: t.host.lobbyCode, localAddress: "127.0.0.8" });
    await other.waitFor("What would you like to do?");
  });
});
