// One player's limit on lobby games, raced: fourteen OpenSSH clients from one address, each in the
// lobby of the built host with the lobby code, all make a game at the same moment; the host makes
// eight (its limit for one player) and tells the others why, in one line.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { MAX_GAMES_PER_MAKER } from "../../src/host/game-limits.js";
import { describeWith } from "../needs-tool.js";
import { hasTmux } from "../tui/tmux.js";
import { HostProcess } from "./host-process.js";
import { hasSsh, sshHome, sshPanes } from "./openssh.js";

let host: HostProcess | undefined;
const panes = sshPanes();
afterEach(async () => {
  await host?.stop();
  host = undefined;
});

/** Presses KEY in every pane, one right after another (one shell, no waiting between). */
function pressAll(key: string): void {
  spawnSync("sh", ["-c", panes.all.map((p) => `tmux send-keys -t '${p.name}' ${key}`).join("; ")]);
}

/** Waits until every pane shows TEXT; what each shows then. */
async function all(text: string | RegExp): Promise<string[]> {
  const shown: string[] = [];
  for (const p of panes.all) shown.push(await p.waitFor(text, 60_000));
  return shown;
}

describeWith("tmux", hasTmux, "lobby games over OpenSSH in tmux", () =>
  describeWith("ssh", hasSsh, "one player's lobby games, asked for at once", () => {
    it("are made up to the limit and no further", async () => {
      const home = sshHome();
      host = await HostProcess.start(["--port", "0", "--data", join(home, "host")]);
      const { port, lobbyCode } = host.banner;
      for (let i = 0; i < 14; i++) panes.open(home, { port, user: "racer", code: lobbyCode });
      await all("What would you like to do?");
      // A new game with a friend; the first scenario; blue: Enter on each page's first item.
      pressAll("Enter");
      await all("Which scenario?");
      pressAll("Enter");
      await all("which side do you play?");
      pressAll("Enter");
      const ends = await all(/Enter: to the game|as many as one player may make/);
      expect(ends.filter((text) => text.includes("Enter: to the game"))).toHaveLength(MAX_GAMES_PER_MAKER);
      const refused = `you have ${MAX_GAMES_PER_MAKER} games in play on this host`;
      expect(ends.filter((text) => text.includes(refused))).toHaveLength(14 - MAX_GAMES_PER_MAKER);
      expect(host.out.match(/game \w+ \([^)]*\) made in the lobby by 127\.0\.0\.1/g)).toHaveLength(MAX_GAMES_PER_MAKER);
    }, 120_000);
  }),
);
