// Issue 33 at 80x24 in a real terminal, monochrome: the top line says the visibility played, and a key
// an open prompt does not take says what the prompt waits for instead of vanishing.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { hasTmux, soloGame, type Pane } from "./tmux.js";
import { describeWith } from "../needs-tool.js";

const panes: Pane[] = [];
const home = mkdtempSync(join(tmpdir(), "derelict-prompt-home-"));
const env = { HOME: home, XDG_CONFIG_HOME: join(home, ".config"), XDG_DATA_HOME: join(home, "data"), NO_COLOR: "1" };

afterAll(() => panes.forEach((p) => p.kill()));

async function solo(visibility: "open" | "fog"): Promise<Pane> {
  const p = await soloGame("introduction", env, 80, 24, ` --visibility ${visibility}`);
  panes.push(p);
  return p;
}

describeWith("tmux", hasTmux, "the screen says what it waits for (80x24, NO_COLOR)", () => {
  it("names the visibility on the top line, fog and open", { timeout: 90_000 }, async () => {
    const fog = await solo("fog");
    expect(fog.capture().split("\n")[0]).toMatch(/^BLUE turn 1\/12 \(fog\) \| /);
    const open = await solo("open");
    expect(open.capture().split("\n")[0]).toMatch(/^BLUE turn 1\/12 \(open\) \| /);
  });

  it("answers a key a prompt does not take with what the prompt waits for", { timeout: 90_000 }, async () => {
    const p = await solo("open");
    p.type("E");
    await p.waitFor("(y/n)");
    p.type("t");
    await p.waitFor("t is not an answer: y or Enter for yes, n or Esc for no");
    p.type("n");
    await p.waitForGone("is not an answer");
    expect(p.capture()).not.toContain("(y/n)");
    expect(p.capture().split("\n")[0]).toMatch(/BLUE turn 1\/12/);
    p.type("x");
    await p.waitFor("Look:");
    p.type("t");
    await p.waitFor("t does nothing here: move with y u h l b n, Enter picks, Esc leaves");
    p.keys("Escape");
    await p.waitForGone("does nothing here");
  });
});
