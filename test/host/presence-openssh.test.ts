// Issue 33, item 7, with the real OpenSSH client in tmux (100x32) against the built host: the waiting
// player hears when the other leaves (its connection dropped) and when it comes back, in its messages
// and on the waiting line, which no longer says "blue is moving..." while no one is there to move; a
// seat taken over from a second terminal is no leaving.
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { describeWith } from "../needs-tool.js";
import { hasTmux } from "../tui/tmux.js";
import { CONTACT } from "./host-fixture.js";
import { HostProcess } from "./host-process.js";
import { hasSsh, sshHome, sshPanes } from "./openssh.js";

const home = sshHome();
const panes = sshPanes();
let host: HostProcess | undefined;

afterAll(async () => {
  await host?.stop();
});

describeWith("tmux", hasTmux, "the other player's comings and goings", () =>
  describeWith("ssh", hasSsh, "over OpenSSH", () => {
    it("tells the waiting player when the one to move leaves and comes back", async () => {
      host = await HostProcess.start([CONTACT, "--port", "0", "--data", join(home, "host")]);
      const { port } = host.banner;
      const codes = host.banner.codes!;
      let blue = panes.open(home, { port, user: "blue", code: codes.blue! });
      await blue.waitFor("Track sheet");
      const yellow = panes.open(home, { port, user: "yellow", code: codes.yellow! });
      await yellow.waitFor("blue is moving...");
      // Blue's terminal is gone (the connection drops mid-turn).
      blue.kill();
      await yellow.waitFor("blue has left the game: it waits for them to connect again");
      // The message gone (a look and Esc), the waiting line says who is missing.
      const clear = (): void => {
        yellow.type("x");
        yellow.keys("Escape");
      };
      clear();
      expect(await yellow.waitFor("blue is not connected: waiting for them...")).not.toContain("blue is moving...");
      blue = panes.open(home, { port, user: "blue", code: codes.blue! });
      await blue.waitFor("Track sheet");
      await yellow.waitFor("blue is back at the game");
      clear();
      expect(await yellow.waitFor("blue is moving...")).not.toContain("not connected");
      // Both stay in yellow's message history.
      yellow.type("M");
      await yellow.waitFor(/blue has left the game[\s\S]*blue is back at the game/);
      yellow.keys("Escape");
      await yellow.waitFor("blue is moving...");
      // A second terminal taking blue's seat over is no leaving: yellow hears nothing of it.
      const second = panes.open(home, { port, user: "blue", code: codes.blue! });
      await second.waitFor("Track sheet");
      await blue.waitFor("a new connection with this seat's join code has taken this seat");
      expect(yellow.capture()).toContain("blue is moving...");
      expect(yellow.capture()).not.toMatch(/has left|not connected/);
    }, 120_000);
  }),
);
