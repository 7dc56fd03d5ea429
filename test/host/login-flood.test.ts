// One address floods the host with wrong codes: its tries refused unchecked cost the host-wide limit
// nothing, so the right code from another address, and a listed key from another, still get in
// (the real OpenSSH client for them; the flood through ssh2, as fast as it goes).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { describeWith } from "../needs-tool.js";
import { hasTmux } from "../tui/tmux.js";
import { testHost, type TestHost } from "./host-fixture.js";
import { hasSsh, sshHome, sshKey, sshPanes } from "./openssh.js";

let t: TestHost | undefined;
const panes = sshPanes();
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describeWith("tmux", hasTmux, "logins over OpenSSH in tmux", () =>
  describeWith("ssh", hasSsh, "a flood of wrong codes from one address", () => {
    it("leaves the right code and a listed key from other addresses their way in", async () => {
      const home = sshHome();
      const key = sshKey(home, "listed");
      const keys = join(home, "authorized_keys");
      writeFileSync(keys, `${key.line}\n`);
      // Three failures an address, ten for the host, next to nothing back during the test.
      t = await testHost({
        scenario: undefined,
        authorizedKeys: keys,
        loginLimits: { perAddress: { burst: 3, perMinute: 1 }, global: { burst: 10, perMinute: 1 } },
      });
      const tries = async (n: number): Promise<void> => {
        for (let i = 0; i < n; i += 5)
          await Promise.all(
            Array.from({ length: 5 }, () =>
              t!.connect({ user: "guest", password: "wron-gcod-eeee", localAddress: "127.0.0.1" }).then(
                () => {
                  throw new Error("a wrong code got in");
                },
                () => undefined,
              ),
            ),
          );
      };
      await tries(40);
      // The flood reached the gate: far more tries than the host's whole bucket, most refused unchecked.
      expect(t.log.filter((l) => l.includes("refused unchecked")).length).toBeGreaterThan(20);
      const port = t.host.port;
      const coder = panes.open(home, { port, user: "guest", code: t.host.lobbyCode, from: "127.0.0.6" });
      const keyed = panes.open(home, { port, user: "guest", key: key.file, from: "127.0.0.7" });
      await coder.waitFor("What would you like to do?");
      await keyed.waitFor("What would you like to do?");
      // And the flooding address itself is still held back.
      await expect(t.connect({ user: "guest", password: t.host.lobbyCode, localAddress: "127.0.0.1" })).rejects.toThrow(
        /authentication/i,
      );
    }, 60_000);
  }),
);
