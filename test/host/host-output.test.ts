// What the built host prints, which a service's log keeps: with --codes-file no code at all (they go
// to an owner-only file, and the real OpenSSH client gets in with one read from there); and never
// blessed's dump of a terminfo entry it cannot compile, whatever TERM a player's ssh sends.
import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { ROOT } from "../cli/built-cli.js";
import { describeWith } from "../needs-tool.js";
import { hasTmux } from "../tui/tmux.js";
import { CONTACT } from "./host-fixture.js";
import { HostProcess } from "./host-process.js";
import { hasSsh, sshHome, sshPanes } from "./openssh.js";

let host: HostProcess | undefined;
const panes = sshPanes();
afterEach(async () => {
  await host?.stop();
  host = undefined;
});

const CODE = /\b\w{4}-\w{4}-\w{4}\b/g;

describeWith("tmux", hasTmux, "the built host's output over OpenSSH in tmux", () =>
  describeWith("ssh", hasSsh, "what the host prints", () => {
    it("with --codes-file: the codes in an owner-only file, none on stdout", async () => {
      const home = sshHome();
      const file = join(home, "codes.txt");
      host = await HostProcess.start([CONTACT, "--port", "0", "--data", join(home, "host"), "--codes-file", file]);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const kept = readFileSync(file, "utf8");
      const codes = kept.match(CODE) ?? [];
      expect(codes).toHaveLength(3);
      const blue = /blue@\S+ +join code: (\S+)/.exec(kept)![1]!;
      expect(host.out).toContain(`(join code in ${file})`);
      expect(host.out).toContain(`(lobby code in ${file})`);
      const pane = panes.open(home, { port: Number(/port (\d+)/.exec(host.out)![1]), user: "blue", code: blue });
      await pane.waitFor("Track sheet");
      await host.stop();
      for (const code of codes) expect(host.out + host.err).not.toContain(code);
      // And the help says why.
      const help = spawnSync(process.execPath, [join(ROOT, "bin", "derelict.js"), "host", "--help"], {
        encoding: "utf8",
      });
      expect(help.stdout).toMatch(/--codes-file <file>/);
      expect(help.stdout).toMatch(/service, what the host prints lands in its log/);
    }, 60_000);

    it("keeps blessed's terminfo complaints out of its log, for any TERM", async () => {
      const home = sshHome();
      host = await HostProcess.start([CONTACT, "--port", "0", "--data", join(home, "host")]);
      const { port, codes } = host.banner;
      for (const term of ["screen-256color", "screen.xterm-256color", "xterm-256color", "no-such-terminal", "a/../b"]) {
        const pane = panes.open(home, { port, user: "yellow", code: codes!.yellow!, term });
        await pane.waitFor("blue is moving...");
        pane.kill();
      }
      await host.stop();
      expect(host.out).toMatch(/yellow of game \w+ left/);
      expect(host.err).toBe("");
      expect(host.out).not.toMatch(/Error on|stack = \[\]|out\.push/);
    }, 90_000);
  }),
);
