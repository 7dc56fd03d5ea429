// Two players with the real OpenSSH client, each in a terminal of its own (tmux), play a game to the
// end against the built `derelict host` (native addons off): the join codes given by SSH_ASKPASS, the
// enemy's moves seen live, yellow's terminal never showing a blue name it has not been told, and
// yellow's connection dropped mid-game and made again.
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { describeWith } from "../needs-tool.js";
import { hasTmux, type Pane } from "../tui/tmux.js";
import { BLUE_NAMES, CONTACT } from "./host-fixture.js";
import { HostProcess } from "./host-process.js";
import { hasSsh, sshHome, sshPane } from "./openssh.js";

const home = sshHome();
const panes: Pane[] = [];
let host: HostProcess | undefined;

afterAll(async () => {
  for (const p of panes) p.kill();
  await host?.stop();
});

/** A terminal running `ssh SIDE@127.0.0.1`, the side's join code typed by an askpass program. */
function sidePane(side: "blue" | "yellow", port: number, code: string): Pane {
  const pane = sshPane(home, { port, user: side, code });
  panes.push(pane);
  return pane;
}

describeWith("tmux", hasTmux, "two OpenSSH clients in tmux", () =>
  describeWith("ssh", hasSsh, "two OpenSSH clients against derelict host", () => {
    it("play a game to the end, each at its own terminal; one reconnects after its connection drops", async () => {
      host = await HostProcess.start([CONTACT, "--port", "0", "--data", join(home, "host")]);
      const { port } = host.banner;
      const codes = host.banner.codes!;
      const blue = sidePane("blue", port, codes.blue!);
      let yellow = sidePane("yellow", port, codes.yellow!);
      /** Everything yellow's terminal showed before the game's end, to be searched for blue's names. */
      const yellowSaw: string[] = [];
      const watch = async (p: Promise<string>): Promise<string> => {
        const text = await p;
        yellowSaw.push(text, yellow.capture(true));
        return text;
      };

      await blue.waitFor("Track sheet");
      await watch(yellow.waitFor("blue is moving..."));
      blue.type(":open Zephyrine e");
      blue.keys("Enter");
      await blue.waitFor("Norx Warrior at 99:0306");
      // Yellow presses nothing: the door opening in its sight reaches its screen by itself.
      await watch(yellow.waitFor("is revealed: Sergeant"));
      blue.type("Ey");
      // A turn opens with what the side saw of the enemy's (Enter closes it), or a line saying it saw nothing.
      // Yellow's screens are watched for blue's names; blue's own are not.
      const opened = async (p: Pane, enemy: string): Promise<void> => {
        const look = enemy === "blue" ? watch : (x: Promise<string>) => x;
        const text = await look(
          p.waitFor(new RegExp(`What you saw during ${enemy}'s turn|Nothing of ${enemy}'s turn`)),
        );
        if (!text.includes("What you saw")) return;
        p.keys("Enter");
        await look(p.waitForGone("What you saw during"));
      };
      for (let turn = 1; turn <= 4; turn++) {
        await opened(yellow, "blue");
        if (turn === 2) {
          // The connection dies mid-turn (the terminal is gone); the player connects again to its seat.
          yellow.kill();
          yellow = sidePane("yellow", port, codes.yellow!);
          await opened(yellow, "blue");
          yellow.resize(90, 28);
          await watch(yellow.waitFor(`YELLOW turn ${turn}/4`));
        }
        if (turn === 1) {
          yellow.type(":move Grimbolt w");
          yellow.keys("Enter");
          await watch(yellow.waitFor("Grimbolt 99:0306 -> 99:0206"));
          // Blue sees it move as it happens.
          await blue.waitFor(/99:0306 -> 99:0206/);
        }
        yellow.type("Ey");
        if (turn === 4) break;
        await watch(yellow.waitFor("blue is moving..."));
        await opened(blue, "yellow");
        expect(await blue.waitForGone("What you saw during")).toContain("Zephyrine");
        blue.type("Ey");
      }
      for (const p of [blue, yellow]) expect(await p.waitFor("GAME OVER")).toContain("turn limit (4) is reached");
      for (const text of yellowSaw) expect(text).not.toMatch(BLUE_NAMES);
      // Over, the replay shows all: blue's names on yellow's terminal now.
      yellow.type("R");
      await yellow.waitFor("REPLAY, fully revealed");
      yellow.keys("End");
      await yellow.waitFor(BLUE_NAMES);
      yellow.type("qQ");
      blue.type("Q");
      // ssh ends with the game's exit status, the terminal given back as it was (the game's screen gone).
      for (const p of [blue, yellow]) expect(await p.waitFor("EXITED 0")).not.toContain("GAME OVER");
      expect(host.alive).toBe(true);
      expect(host.out).toMatch(/game \w+ \(TUI contact\) is over/);
    }, 120_000);
  }),
);
