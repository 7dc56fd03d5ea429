// Issue 33 without colour (NO_COLOR) at 80x24: enemy markers are underlined, so a number or a revealed
// soldier's letter is told from the map's own glyphs (a console's c, the stairs' S) and from one's own
// markers (reverse video) by look alone. Read with the terminal's attributes (tmux capture-pane -e).
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { hasTmux, openPane, type Pane } from "./tmux.js";
import { describeWith } from "../needs-tool.js";

const panes: Pane[] = [];
const home = mkdtempSync(join(tmpdir(), "derelict-mono-home-"));
const env = { HOME: home, XDG_CONFIG_HOME: join(home, ".config"), XDG_DATA_HOME: join(home, "data"), NO_COLOR: "1" };

afterAll(() => panes.forEach((p) => p.kill()));

/** The text just after the last attribute change before it is underlined (SGR 4 among its codes). */
const underlined = (screen: string, text: string): boolean =>
  new RegExp(`\\x1b\\[(?:\\d+;)*4(?:;\\d+)*m(?:\\x1b\\[\\d+m)*${text}`).test(screen);

describeWith("tmux", hasTmux, "a monochrome screen", () => {
  it("underlines the enemy's markers and nothing of one's own", { timeout: 90_000 }, async () => {
    // Blue at the engine room's door, yellow's markers behind it: across an open table on the map at once.
    const command =
      "node bin/derelict.js play test/tui/fixtures/contact.yaml --vs-computer yellow --strength 1 --seed 7 --no-save";
    const p = openPane(command, env, 80, 24);
    panes.push(p);
    // No story in this scenario: Enter past the objectives page, if it shows, to the map.
    let plain = await p.waitFor(/Track sheet|Your objectives/);
    for (let i = 0; i < 3 && /Your objectives/.test(plain); i++) {
      p.keys("Enter");
      plain = await p.waitFor(/Track sheet|Your objectives/);
    }
    // Yellow's markers by number on the map: 10 beside the door, 8 and 9 in the engine room.
    expect(plain).toMatch(/\+ 10/);
    const screen = execFileSync("tmux", ["capture-pane", "-p", "-e", "-t", p.name], { encoding: "utf8" });
    for (const n of ["10", "8", "9"]) expect(underlined(screen, n), `yellow ${n} underlined`).toBe(true);
    // Blue's own soldiers are in reverse video, never underlined.
    expect(underlined(screen, "Z")).toBe(false);
    expect(screen).toMatch(/\x1b\[(?:\d+;)*7m(?:\x1b\[\d+m)*Z/);
  });
});
