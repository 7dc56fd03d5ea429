// Unfinished lobby games do not stay for ever: one with nothing played in it and no one at it for
// the host's idle time is archived, its codes opening nothing (the real OpenSSH client tries them);
// a game resumed when the host starts again counts the time before the restart.
import { utimesSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import type { GameRecord } from "../../src/host/game-record.js";
import { gamesFolder } from "../../src/host/host-folder.js";
import { describeWith } from "../needs-tool.js";
import { hasTmux, type Pane } from "../tui/tmux.js";
import { CONTACT, testHost, type TestHost } from "./host-fixture.js";
import { hasSsh, sshExit, sshHome, sshPanes } from "./openssh.js";

const hosts: TestHost[] = [];
const panes = sshPanes();
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.close();
});

async function host(more: Parameters<typeof testHost>[0] = {}, folder?: string): Promise<TestHost> {
  const t = await testHost({ scenario: undefined, ...more }, folder);
  hosts.push(t);
  return t;
}

async function lobbyGame(t: TestHost): Promise<GameRecord> {
  const made = await t.host.registry.create(CONTACT, { maker: "127.0.0.1" });
  if (Array.isArray(made)) throw new Error(made.join("\n"));
  return made.record;
}

function ssh(t: TestHost, home: string, code: string): Pane {
  return panes.open(home, { port: t.host.port, user: "friend", code });
}

describeWith("tmux", hasTmux, "idle games over OpenSSH in tmux", () =>
  describeWith("ssh", hasSsh, "an unfinished lobby game left alone", () => {
    it("is archived once nothing is played in it for the idle time, and its code opens nothing", async () => {
      const home = sshHome();
      const t = await host({ idleGameMs: 1500 });
      const record = await lobbyGame(t);
      // Someone at it keeps it, however long.
      const visit = ssh(t, home, record.codes.yellow);
      await visit.waitFor("Track sheet");
      await new Promise((r) => setTimeout(r, 2500));
      expect(t.host.registry.records.map((r) => r.id)).toContain(record.id);
      visit.kill();
      await t.waitForLog(/yellow of game \w+ left/);
      await t.waitForLog(
        new RegExp(`game ${record.id} \\(TUI contact\\) unfinished, nothing played in it since .*: archived`),
      );
      expect(await sshExit(ssh(t, home, record.codes.yellow))).toBe(255);
    }, 60_000);

    it("counts the time before a restart: a game last played long ago is archived as the host starts", async () => {
      const home = sshHome();
      const first = await host();
      const [stale, fresh] = [await lobbyGame(first), await lobbyGame(first)];
      await first.close();
      hosts.splice(hosts.indexOf(first), 1);
      // Last played fifteen days ago; the default idle time is fourteen.
      const old = new Date(Date.now() - 15 * 24 * 3600_000);
      utimesSync(join(gamesFolder(first.folder), stale.save), old, old);
      const again = await host({}, first.folder);
      await again.waitForLog(
        new RegExp(`game ${stale.id} .* unfinished, nothing played in it since ${old.toISOString().slice(0, 10)}`),
      );
      expect(await sshExit(ssh(again, home, stale.codes.blue))).toBe(255);
      await ssh(again, home, fresh.codes.blue).waitFor("Track sheet");
    }, 60_000);
  }),
);
