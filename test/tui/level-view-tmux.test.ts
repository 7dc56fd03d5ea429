// Issue 33: `v` onto another level brings that level's part of the ship into the window (the auxiliary
// control room above life support), not an empty corner where the main deck was. At 80x24 in tmux.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { hasTmux, soloGame, type Pane } from "./tmux.js";
import { describeWith } from "../needs-tool.js";

const panes: Pane[] = [];
const home = mkdtempSync(join(tmpdir(), "derelict-level-home-"));
const env = { HOME: home, XDG_CONFIG_HOME: join(home, ".config"), XDG_DATA_HOME: join(home, "data"), NO_COLOR: "1" };

afterAll(() => panes.forEach((p) => p.kill()));

/** The map window's text: the rows under the top line, left of the side panel (30 columns at 80). */
const mapWindow = (screen: string): string =>
  screen
    .split("\n")
    .slice(1, 18)
    .map((l) => l.slice(0, 49))
    .join("\n");

describeWith("tmux", hasTmux, "viewing another level", () => {
  it("shows that level's part of the ship", { timeout: 90_000 }, async () => {
    const p = await soloGame("cold-sleeper", env, 80, 24);
    panes.push(p);
    p.type("v");
    const upper = await p.waitFor("level: upper");
    // The auxiliary control room: consoles (c) and its ladder (H) in walls.
    expect(mapWindow(upper)).toMatch(/# c c c c c #/);
    expect(mapWindow(upper)).toMatch(/H #/);
    p.type("v");
    const below = await p.waitFor("level: belowdecks");
    expect((mapWindow(below).match(/#/g) ?? []).length).toBeGreaterThan(10);
  });
});
