// The host killed with -9 (and its native addons off, as where ssh2's optional parts did not build)
// and started again: every game goes on where it was, each player back at its seat, the host's own
// game with the same codes, a lobby game against the computer too. One host at a time per folder.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SshPlayer } from "../../bench/ssh-player.js";
import { CONTACT, codeAfter, pick, select } from "./host-fixture.js";
import { HostProcess } from "./host-process.js";

const hosts: HostProcess[] = [];
const players: SshPlayer[] = [];
afterAll(async () => {
  for (const p of players) p.close();
  for (const h of hosts) await h.stop();
});

async function start(folder: string): Promise<HostProcess> {
  const h = await HostProcess.start([CONTACT, "--port", "0", "--data", folder]);
  hosts.push(h);
  return h;
}

async function connect(h: HostProcess, user: string, password: string): Promise<SshPlayer> {
  const p = await SshPlayer.connect({ port: h.banner.port, user, password });
  players.push(p);
  return p;
}

describe("a host killed and started again", () => {
  it("resumes every game: the players come back to their seats and play on", async () => {
    const folder = mkdtempSync(join(tmpdir(), "derelict-restart-"));
    const first = await start(folder);
    const codes = first.banner.codes!;
    // A second host on the same folder is refused while the first runs.
    const second = HostProcess.start([CONTACT, "--port", "0", "--data", folder]);
    await expect(second).rejects.toThrow(/in use by another derelict host \(process \d+\)/);
    const blue = await connect(first, "blue", codes.blue!);
    const yellow = await connect(first, "yellow", codes.yellow!);
    await select(blue, "Zephyrine");
    blue.keys("o", "l");
    await blue.waitFor("Norx Warrior at 99:0306");
    blue.keys("E", "y");
    await yellow.waitFor("What you saw during blue's turn");
    yellow.keys("enter", ":move Grimbolt w", "enter");
    await yellow.waitFor("Grimbolt 99:0306 -> 99:0206");
    // A game against the computer, made in the lobby; the human plays yellow, the computer moves first.
    const solo = await connect(first, "solo", first.banner.lobbyCode);
    await solo.waitFor("What would you like to do?");
    await pick(solo, /against the computer, strength 1/);
    await pick(solo, /Introduction/);
    await pick(solo, /yellow/);
    const soloCode = codeAfter(await solo.waitFor("Enter: to the game"), "Your code");
    solo.keys("enter");
    await solo.waitFor("Enter: on to the game.");
    solo.keys("enter");
    await solo.waitFor("What you saw during blue's turn", 20_000);

    await first.kill9();
    await Promise.all(players.map((p) => p.closed));
    const again = await start(folder);
    expect(again.banner.codes).toEqual(codes);
    expect(again.banner.fingerprint).toBe(first.banner.fingerprint);
    const blue2 = await connect(again, "blue", codes.blue!);
    await blue2.waitFor("yellow is moving...");
    const yellow2 = await connect(again, "yellow", codes.yellow!);
    // Back mid-turn, the turn's page first (what it saw of blue's turn), then the map as it was left.
    await yellow2.waitFor("What you saw during blue's turn");
    yellow2.keys("enter");
    await yellow2.waitFor("What you saw during", 5000, true);
    const yellowScreen = await yellow2.waitFor("Grimbolt 99:0306 -> 99:0206");
    expect(yellowScreen).toMatch(/Grimbolt\s+\d+ 99:0206/);
    yellow2.keys("E", "y");
    await blue2.waitFor("What you saw during yellow's turn");
    const solo2 = await connect(again, "solo", soloCode);
    // Yellow has not ended a turn yet: the story again, then what it saw of blue's turn.
    await solo2.waitFor("Enter: on to the game.");
    solo2.keys("enter");
    await solo2.waitFor("What you saw during blue's turn");
    solo2.keys("enter", "E", "y");
    await solo2.waitFor("YELLOW turn 2", 20_000);
    expect(again.out).not.toMatch(/not resumed|could not play/);
  }, 90_000);
});
