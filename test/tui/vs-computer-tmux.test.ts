// One person against the computer in a real terminal (tmux): no passphrases and no handover screens,
// the computer's turns come by themselves and open the person's turn with what they saw; the save
// records the computer, so --resume goes on against it.
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { hasTmux, openPane, type Pane } from "./tmux.js";
import { describeWith } from "../needs-tool.js";

const panes: Pane[] = [];
const home = mkdtempSync(join(tmpdir(), "derelict-vs-home-"));
const env = { HOME: home, XDG_CONFIG_HOME: join(home, ".config"), XDG_DATA_HOME: join(home, "data") };

afterAll(() => panes.forEach((p) => p.kill()));

function open(command: string): Pane {
  const pane = openPane(command, env);
  panes.push(pane);
  return pane;
}

/** Ends the person's turn and waits for the computer's to be over: the person's next turn opens with what it saw. */
async function endTurn(p: Pane, next: number): Promise<string> {
  p.type("E");
  await p.waitFor("(y/n)");
  p.type("y");
  // A page of what blue saw, or (nothing seen) one line saying so and the game at once.
  const seen = await p.waitFor(
    new RegExp(`BLUE turn ${next}/12[\\s\\S]*(What you saw during yellow's turn|came into your sight)`),
    120_000,
  );
  if (seen.includes("What you saw during")) p.keys("Enter");
  return seen;
}

describeWith("tmux", hasTmux, "against the computer in a real terminal", () => {
  it("plays turns against the computer with no handover, saves, and resumes against it", async () => {
    const p = open("node bin/derelict.js play introduction --vs-computer yellow --strength 1 --seed 2");
    await p.waitFor("Enter: on to the game.");
    expect(p.capture()).not.toMatch(/PLAYER|passphrase|TO MOVE/);
    p.keys("Enter");
    // The story is a page of its own; blue's objectives open the turn behind it.
    await p.waitFor("Your objectives");
    p.keys("Enter");
    await p.waitForGone("Your objectives");
    p.type("a");
    await p.waitFor(/boards|in lock/);
    for (let turn = 2; turn <= 4; turn++) {
      const screen = await endTurn(p, turn);
      expect(screen).not.toMatch(/YELLOW TO MOVE|PLAYER/);
    }
    const log = p.capture();
    expect(log).toMatch(/yellow ends turn 3/);
    // Ctrl-C leaves the seat at once; the game is saved as it was.
    p.keys("C-c");
    await p.waitFor("EXITED 0");
    const saves = readdirSync(join(home, "data", "derelict", "saves")).filter((f) => f.endsWith(".jsonl"));
    expect(saves).toHaveLength(1);
    const header = JSON.parse(readFileSync(join(home, "data", "derelict", "saves", saves[0]!), "utf8").split("\n")[0]!);
    expect(header.computer).toEqual({ side: "yellow", strength: 1 });

    const again = open("node bin/derelict.js play --resume");
    await again.waitFor("BLUE turn 4/12");
    expect(again.capture()).not.toMatch(/PLAYER|passphrase|TO MOVE/);
    await again.waitFor("Track sheet");
    again.keys("Enter");
    await endTurn(again, 5);
    again.keys("C-c");
    await again.waitFor("EXITED 0");
  }, 600_000);
});
