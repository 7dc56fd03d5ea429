// The start menu's text: a problem (a save that does not load) shown whole at 80x24, and the keys line saying what Enter does.
import { describe, expect, it } from "vitest";
import { menuItems, menuKey, menuLines, type MenuState } from "../../src/tui/menu.js";
import { makeTheme } from "../../src/tui/theme.js";

const theme = makeTheme(false);
const plain = (lines: string[]) => lines.map((l) => l.replace(/\{[^}]*\}/g, ""));

describe("the start menu", () => {
  it("shows a long problem whole at 80x24, wrapped within 80 columns, never cut with an ellipsis", () => {
    const path = "/root/.local/share/derelict/saves/a-very-long-scenario-name-2026-12-02-002015.jsonl";
    const problem = `${path}: its scenario no longer loads: /tmp/gone/lab-raid.yaml: the file cannot be read (ENOENT)`;
    const items = menuItems([], "a-very-long-scenario-name-2026-12-02-002015");
    const state: MenuState = { index: 0, problems: [problem] };
    const lines = plain(menuLines(items, state, 80, 24, theme));
    expect(lines.length).toBeLessThanOrEqual(24);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
    expect(lines.join("\n")).not.toContain("…");
    const shown = lines.join(" ").replace(/\s+/g, "");
    expect(shown).toContain(problem.replace(/\s+/g, ""));
  });

  it("jumps to the first item with Home (g) and to the last, Quit, with End (G)", () => {
    const items = menuItems([], "some-save");
    const state: MenuState = { index: 1, problems: [] };
    menuKey(items, state, "end");
    expect(items[state.index]!.kind).toBe("quit");
    menuKey(items, state, "home");
    expect(state.index).toBe(0);
    menuKey(items, state, "G");
    expect(state.index).toBe(items.length - 1);
    menuKey(items, state, "g");
    expect(state.index).toBe(0);
  });

  it("says Enter changes the opponent on the opponent item, and starts a game on a resume", () => {
    const items = menuItems([], "some-save");
    const at = (kind: string) => items.findIndex((i) => i.kind === kind);
    const footer = (index: number) => plain(menuLines(items, { index, problems: [] }, 80, 24, theme)).join("\n");
    expect(footer(at("opponent"))).toContain("Enter/Right next opponent");
    expect(footer(at("opponent"))).not.toContain("Enter start");
    expect(footer(at("resume"))).toContain("Enter start");
  });
});
