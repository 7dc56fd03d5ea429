// Issue 33: the screen grows with the terminal. From 120 columns the side panel widens, from 40 rows the
// message log grows; at 80x24 the layout stays as it was. Read off the real game's screen in tmux.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { logRows, panelCols } from "../../src/tui/layout.js";
import { hasTmux, soloGame, type Pane } from "./tmux.js";
import { describeWith } from "../needs-tool.js";

const panes: Pane[] = [];
const home = mkdtempSync(join(tmpdir(), "derelict-layout-home-"));
const env = { HOME: home, XDG_CONFIG_HOME: join(home, ".config"), XDG_DATA_HOME: join(home, "data"), NO_COLOR: "1" };

afterAll(() => panes.forEach((p) => p.kill()));

/** The play screen of a solo game at this size: where the log's ruler stands and where the track sheet starts. */
async function measure(cols: number, rows: number): Promise<{ ruler: number; panel: number; lines: string[] }> {
  const p = await soloGame("introduction", env, cols, rows);
  panes.push(p);
  const screen = await p.waitFor("Track sheet");
  const lines = screen.split("\n");
  return {
    ruler: lines.findIndex((l) => l.startsWith("-- messages")),
    panel: lines.find((l) => l.includes("Track sheet"))!.indexOf("Track sheet"),
    lines,
  };
}

describeWith("tmux", hasTmux, "the screen grows with the terminal", () => {
  it.each([
    [80, 24, 30, 5],
    [120, 40, 40, 9],
    [160, 50, 48, 14],
  ])("at %ix%i the side panel is %i columns and the log %i rows", { timeout: 90_000 }, async (c, r, panel, log) => {
    expect([panelCols(c), logRows(r)]).toEqual([panel, log]);
    const shown = await measure(c, r);
    // The log's ruler is its first row, the message line the screen's last.
    expect(shown.ruler).toBe(r - 1 - log);
    expect(shown.panel).toBe(c - panel);
    expect(shown.lines.every((l) => l.length <= c)).toBe(true);
  });
});
