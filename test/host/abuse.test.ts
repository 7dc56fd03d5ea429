// The host under abuse, on loopback, each case bounded in count and time: random bytes and malformed
// SSH to the port, 100 failed logins at once, a client that never reads what it is sent, a client that
// vanishes mid-turn. Meanwhile a second game's player keeps pressing keys and each is answered; the
// host stays up and its memory bounded.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SshPlayer } from "../../bench/ssh-player.js";
import { CONTACT, codeAfter, pick } from "./host-fixture.js";
import { HostProcess } from "./host-process.js";
import { poke } from "./raw-socket.js";

let host: HostProcess;
let watcher: SshPlayer;
const players: SshPlayer[] = [];
let baseline = 0;

beforeAll(async () => {
  host = await HostProcess.start([
    CONTACT,
    "--port",
    "0",
    "--data",
    mkdtempSync(join(tmpdir(), "derelict-abuse-")),
    // A connection that never logs in is dropped after two seconds (thirty unless told).
    "--login-grace",
    "2",
  ]);
  // The second game: yellow of the host's own game, watching and pressing keys throughout.
  watcher = await SshPlayer.connect({ port: host.banner.port, user: "yellow", password: host.banner.codes!.yellow! });
  players.push(watcher);
  await watcher.waitFor("blue is moving...");
  // Warm: a few keys, then the memory to compare with.
  await answered(5);
  baseline = host.rss();
}, 120_000);

afterAll(async () => {
  for (const p of players) p.close();
  await host?.stop();
});

/** Presses a key that redraws (marker numbers on and off) COUNT times, each answered before the next. */
async function answered(count: number): Promise<number> {
  for (let i = 0; i < count; i++) {
    const before = watcher.received;
    watcher.keys("#");
    const deadline = Date.now() + 10_000;
    while (watcher.received === before) {
      if (Date.now() > deadline) throw new Error("the other game stopped answering keys");
      await new Promise((r) => setTimeout(r, 5));
    }
  }
  return count;
}

/** Runs ABUSE while the other game's player keeps pressing keys; all of them answered. */
async function meanwhile(abuse: () => Promise<void>): Promise<number> {
  let done = false;
  let keys = 0;
  const probe = (async () => {
    while (!done) keys += await answered(1);
  })();
  try {
    await abuse();
  } finally {
    done = true;
  }
  await probe;
  return keys;
}

describe.skipIf(process.platform !== "linux")("the host under abuse", () => {
  it("shrugs off random bytes and malformed SSH traffic", async () => {
    const answeredKeys = await meanwhile(async () => {
      const ident = Buffer.from("SSH-2.0-abuser\r\n");
      const cases = [
        ...Array.from({ length: 10 }, () => randomBytes(1 + Math.floor(Math.random() * 65_536))),
        ...Array.from({ length: 10 }, () => Buffer.concat([ident, randomBytes(4096)])),
        // A packet length of 4 GB, a packet of zeros, an identification line that never ends.
        Buffer.concat([ident, Buffer.from([0xff, 0xff, 0xff, 0xff, 0x10]), randomBytes(64)]),
        Buffer.concat([ident, Buffer.alloc(8192)]),
        Buffer.from(`SSH-2.0-${"x".repeat(100_000)}`),
        Buffer.from("GET / HTTP/1.1\r\nHost: x\r\n\r\n"),
        // Slow ones: nothing at all, and an identification that stops half-way. The login grace ends them.
        Buffer.alloc(0),
        Buffer.from("SSH-2.0-half"),
      ];
      const results = await Promise.all(cases.map((c) => poke(host.banner.port, c)));
      // Every bad connection is closed by the host (at once, or once its time to log in is up); none hangs on.
      expect(results.filter((r) => r === "held")).toEqual([]);
    });
    expect(answeredKeys).toBeGreaterThan(0);
    expect(host.alive).toBe(true);
  }, 60_000);

  it("refuses 100 logins with wrong codes at once, and goes on answering the players already in", async () => {
    const answeredKeys = await meanwhile(async () => {
      const tries = Array.from({ length: 100 }, (_, i) =>
        SshPlayer.connect({ port: host.banner.port, user: i % 2 ? "blue" : "guest", password: "wron-gcod-eeee" }).then(
          (p) => {
            players.push(p);
            return "in";
          },
          () => "refused",
        ),
      );
      expect(new Set(await Promise.all(tries))).toEqual(new Set(["refused"]));
    });
    expect(answeredKeys).toBeGreaterThan(0);
    // The limit is on: now even the right code from that address is refused, for a while. Refused
    // unchecked, or its connection closed at once while the host still counts that address's last
    // tries as logging in: which of the two comes first is a race, and either is a refusal.
    await expect(
      SshPlayer.connect({ port: host.banner.port, user: "blue", password: host.banner.codes!.blue! }),
    ).rejects.toThrow(/authentication|ECONNRESET|EPIPE|closed before a shell opened|lost before handshake/i);
    expect(host.out).toMatch(/too many failed logins; refused unchecked/);
    // Another address with the right code gets in once the host's own bucket has a token back
    // (two a second; the hundred failures emptied it): the host still serves good logins.
    await new Promise((r) => setTimeout(r, 1500));
    const guest = await SshPlayer.connect({
      port: host.banner.port,
      localAddress: "127.0.0.4",
      user: "guest",
      password: host.banner.lobbyCode,
    });
    players.push(guest);
    await guest.waitFor("What would you like to do?");
    guest.close();
    expect(host.alive).toBe(true);
  }, 60_000);

  it("drops a client that never reads its output, and keeps the other game going", async () => {
    // Another address (all of 127/8 is loopback): the last case's limit is on 127.0.0.1.
    const lazy = await SshPlayer.connect({
      port: host.banner.port,
      localAddress: "127.0.0.2",
      user: "lazy",
      password: host.banner.lobbyCode,
      cols: 200,
      rows: 60,
    });
    players.push(lazy);
    await lazy.waitFor("What would you like to do?");
    await pick(lazy, /with a friend/);
    await pick(lazy, /First boarding/i);
    await pick(lazy, /blue/);
    lazy.keys("enter");
    await lazy.waitFor("Enter: on to the game.");
    lazy.keys("enter");
    await lazy.waitFor("BLUE turn 1");
    // It stops reading; its keys keep coming, each a whole screen to draw: the help page opened,
    // scrolled and closed in turn. A cycle of three, so that the screen differs after every few keys
    // the host takes at once (a frame drawn once for them all, and only if it differs from the last).
    lazy.socket.pause();
    const answeredKeys = await meanwhile(async () => {
      for (let i = 0; i < 4000 && !host.out.includes("does not read what it is sent"); i++) {
        lazy.keys(["?", "down", "escape"][i % 3]!);
        if (i % 20 === 0) await new Promise((r) => setTimeout(r, 20));
      }
      const deadline = Date.now() + 20_000;
      while (!host.out.includes("127.0.0.2: does not read what it is sent; disconnected")) {
        if (Date.now() > deadline) throw new Error(`never dropped:\n${host.out}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    expect(answeredKeys).toBeGreaterThan(0);
    expect(host.alive).toBe(true);
  }, 60_000);

  it("keeps a game whose player vanishes mid-turn; the player comes back to it", async () => {
    const from = { port: host.banner.port, localAddress: "127.0.0.3" };
    const maker = await SshPlayer.connect({ ...from, user: "maker", password: host.banner.lobbyCode });
    players.push(maker);
    await maker.waitFor("What would you like to do?");
    await pick(maker, /with a friend/);
    await pick(maker, /First boarding/i);
    await pick(maker, /blue/);
    const mine = codeAfter(await maker.waitFor("Enter: to the game"), "Your code");
    maker.keys("enter");
    await maker.waitFor("Enter: on to the game.");
    maker.keys("enter");
    await maker.waitFor("BLUE turn 1");
    const answeredKeys = await meanwhile(async () => {
      // Gone without a word, in the middle of its turn.
      maker.drop();
      const back = await SshPlayer.connect({ ...from, user: "maker", password: mine });
      players.push(back);
      await back.waitFor("Enter: on to the game.");
      back.keys("enter");
      await back.waitFor("Your objectives");
      back.keys("enter");
      await back.waitFor("Your objectives", 10_000, true);
      back.keys("E", "y");
      await back.waitFor("yellow is moving...");
    });
    expect(answeredKeys).toBeGreaterThan(0);
    expect(host.alive).toBe(true);
  }, 60_000);

  it("ends with its memory bounded", async () => {
    await answered(3);
    // Everything above, fifty-odd sessions and a few megabytes of junk, left less than this behind.
    const grown = host.rss() - baseline;
    console.log(`host memory: ${baseline.toFixed(0)} MB before the abuse, ${grown.toFixed(1)} MB more after`);
    expect(grown).toBeLessThan(80);
    // And the keys of the game watched all along were answered to the end.
    expect(watcher.text()).toContain("blue is moving...");
  });
});
