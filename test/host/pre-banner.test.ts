// A connection that never sends its SSH identification line is dropped after a short while, not
// held for the whole login grace; the real OpenSSH client, which sends its line at once, is not
// hurried, and stays as long as it plays.
import { afterEach, expect, it } from "vitest";
import { describeWith } from "../needs-tool.js";
import { hasTmux } from "../tui/tmux.js";
import { testHost, type TestHost } from "./host-fixture.js";
import { hasSsh, sshHome, sshPanes } from "./openssh.js";
import { poke } from "./raw-socket.js";

let t: TestHost | undefined;
const panes = sshPanes();
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describeWith("tmux", hasTmux, "the host's first seconds over OpenSSH in tmux", () =>
  describeWith("ssh", hasSsh, "a connection that says nothing", () => {
    it("is dropped once the short pre-banner time is up, well before the login grace; OpenSSH is not", async () => {
      // The login grace as by default (30 s), the time to say anything at all one second.
      t = await testHost({ limits: { bannerMs: 1000 } });
      const [quiet, half] = await Promise.all([poke(t.host.port, "", 8000), poke(t.host.port, "SSH-2.0-half", 8000)]);
      for (const gone of [quiet, half]) {
        expect(gone).not.toBe("held");
        expect(gone as number).toBeGreaterThanOrEqual(900);
      }
      const blue = panes.open(sshHome(), { port: t.host.port, user: "blue", code: t.host.game!.codes.blue });
      await blue.waitFor("Track sheet");
      await new Promise((r) => setTimeout(r, 1500));
      expect(blue.capture()).not.toMatch(/EXITED/);
      expect(t.host.ssh.connections).toBe(1);
    }, 60_000);
  }),
);
