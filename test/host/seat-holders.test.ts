// Who holds a seat of the host's own game, with the real OpenSSH client: the computer's side opens to
// no key and no code; a seat someone came to with its join code is that code's, and a listed key
// asking for it is refused (the player at it stays); a free seat is the first key's; a player put
// out of a seat is told how the seat was taken.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { describeWith } from "../needs-tool.js";
import { hasTmux, type Pane } from "../tui/tmux.js";
import { testHost, type TestHost } from "./host-fixture.js";
import { hasSsh, sshExit, sshHome, sshKey, sshPanes, type SshLogin } from "./openssh.js";

let t: TestHost | undefined;
const panes = sshPanes();
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A host of the contact fixture whose authorized-keys file lists one key, and that key's file. */
async function hostWithKey(more: { computer?: "yellow" } = {}): Promise<{ home: string; key: string }> {
  const home = sshHome();
  const key = sshKey(home, "listed");
  const keys = join(home, "authorized_keys");
  writeFileSync(keys, `${key.line}\n`);
  t = await testHost({ authorizedKeys: keys, ...more });
  return { home, key: key.file };
}

function ssh(home: string, login: Omit<SshLogin, "port">): Pane {
  return panes.open(home, { port: t!.host.port, ...login });
}

describeWith("tmux", hasTmux, "seats over OpenSSH in tmux", () =>
  describeWith("ssh", hasSsh, "who holds a seat of the host's own game", () => {
    it("lets no one sit at the computer's side: not a listed key, not the side's code", async () => {
      const { home, key } = await hostWithKey({ computer: "yellow" });
      const computer = ssh(home, { user: "yellow", key });
      expect(await sshExit(computer)).toBe(255);
      expect(computer.capture()).toMatch(/Permission denied/);
      await t!.waitForLog(/login refused: yellow from 127\.0\.0\.1 \(the computer plays yellow\)/);
      // Its code (never printed, but in the record) opens nothing either, as yellow@ or any user.
      const code = t!.host.game!.codes.yellow;
      for (const user of ["yellow", "guest"])
        expect(await sshExit(ssh(home, { user, code, from: "127.0.0.2" }))).toBe(255);
      expect(t!.host.game!.keys).toEqual({});
      expect(t!.host.registry.games[0]!.players).toBe(0);
      // The human's side is the key's to take.
      const blue = ssh(home, { user: "blue", key });
      await blue.waitFor("Track sheet");
      expect(t!.host.game!.keys.blue).toMatch(/^SHA256:/);
    }, 60_000);

    it("keeps a seat taken with its code for the code: a listed key is refused and the player stays", async () => {
      const { home, key } = await hostWithKey();
      const codes = t!.host.game!.codes;
      const player = ssh(home, { user: "blue", code: codes.blue });
      await player.waitFor("Track sheet");
      const thief = ssh(home, { user: "blue", key });
      expect(await sshExit(thief)).toBe(255);
      await t!.waitForLog(/login refused: blue from 127\.0\.0\.1 \(the blue seat is held by its join code\)/);
      expect(t!.host.game!.keys).toEqual({});
      // The player at the seat was not put out.
      expect(player.capture()).toContain("Track sheet");
      expect(player.capture()).not.toMatch(/EXITED|connected again|connection is closed/);
      // A seat no one has come to is free: the key takes it, and keeps it from other keys.
      const keyed = ssh(home, { user: "yellow", key });
      await keyed.waitFor("blue is moving...");
      expect(t!.host.game!.keys.yellow).toMatch(/^SHA256:/);
      // The seat's code still opens it (the host's owner gave it out): the key's player is told so, not
      // that it connected again.
      const coder = ssh(home, { user: "yellow", code: codes.yellow });
      await coder.waitFor("blue is moving...");
      expect(await keyed.waitFor(/EXITED \d+/)).toContain(
        "a new connection with this seat's join code has taken this seat",
      );
    }, 60_000);
  }),
);
