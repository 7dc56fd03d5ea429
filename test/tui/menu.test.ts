// The start menu's text: a problem (a save that does not load) shown whole at 80x24, and the keys line saying what Enter does.
import { describe, expect, it } from "vitest";
import { menuItems, menuKey, menuLines, type MenuState } from "../../src/tui/menu.js";
import { makeTheme } from "../../src/tui/theme.js";

const theme = makeTheme(false);
const plain = (lines: string[]) => lines.map((l) => l.replace(/\{[^}]*\}/g, ""));
/** The menu's offer of one saved game to resume. */
const saved = (label: string) => ({ saves: [{ path: `/saves/${label}.jsonl`, label, note: "" }] });

describe("the start menu", () => {
  it("shows a long problem whole at 80x24, wrapped within 80 columns, never cut with an ellipsis", () => {
    const path = "/root/.local/share/derelict/saves/a-very-long-scenario-name-2026-12-02-002015.jsonl";
    const problem = `${path}: its scenario no longer loads: /tmp/gone/lab-raid.yaml: the file cannot be read (ENOENT)`;
    const items = menuItems([], saved("a-very-long-scenario-name-2026-12-02-002015"));
    const state: MenuState = { index: 0, problems: [problem] };
    const lines = plain(menuLines(items, state, 80, 24, theme));
    expect(lines.length).toBeLessThanOrEqual(24);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
    expect(lines.join("\n")).not.toContain("…");
    const shown = lines.join(" ").replace(/\s+/g, "");
    expect(shown).toContain(problem.replace(/\s+/g, ""));
  });

  it("jumps to the first item with Home (g) and to the last, Quit, with End (G)", () => {
    const items = menuItems([], saved("some-save"));
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
    const items = menuItems([], saved("some-save"));
    const at = (kind: string) => items.findIndex((i) => i.kind === kind);
    const footer = (index: number) => plain(menuLines(items, { index, problems: [] }, 80, 24, theme)).join("\n");
    expect(footer(at("opponent"))).toContain("Enter/Right next opponent");
    expect(footer(at("opponent"))).not.toContain("Enter start");
    expect(footer(at("resume"))).toContain("Enter start");
  });
});

describe("the start menu lists every saved game (issue 33, item 10)", () => {
  it("gives each save a line of its own, a broken one as broken, and resumes the one chosen", () => {
    const saves = [
      { path: "/s/b.jsonl", label: "Bug hunt, turn 4, yellow to move, saved 2026-01-02 10:01", note: "~/b.jsonl." },
      { path: "/s/a.jsonl", label: "Night watch, turn 2, blue to move, saved 2026-01-02 10:00", note: "~/a.jsonl." },
      { path: "/s/z.jsonl", label: "z", note: "z.jsonl is not a derelict save.", broken: true },
    ];
    const items = menuItems([], { saves });
    const text = plain(menuLines(items, { index: 1, problems: [] }, 80, 24, theme)).join("\n");
    expect(text).toContain("Resume: Bug hunt, turn 4, yellow to move, saved 2026-01-02 10:01");
    expect(text).toContain("Resume: Night watch, turn 2, blue to move, saved 2026-01-02 10:00");
    expect(text).toContain("Broken save: z");
    // The chosen save's note under the list.
    expect(text).toContain("~/a.jsonl.");
    const state: MenuState = { index: 1, problems: [] };
    expect(menuKey(items, state, "enter")).toEqual({ kind: "resume", path: "/s/a.jsonl" });
    state.index = 2;
    expect(menuKey(items, state, "enter")).toEqual({ kind: "resume", path: "/s/z.jsonl" });
  });
});

describe("the start menu leads with playing alone (issue 33)", () => {
  const entry = (file: string, name: string, intro = false) => ({ file: `/s/${file}.yaml`, name, summary: "", intro });
  const entries = [
    entry("introduction", "Introduction: cold engines", true),
    entry("cargo-grab", "Finders keepers"),
    entry("bug-hunt", "Bug hunt"),
  ];

  it("puts the campaign and Play alone first, then the scenarios for two under their own heading", () => {
    const items = menuItems(entries, { campaign: {} });
    expect(items.slice(0, 3).map((i) => i.kind)).toEqual(["campaign", "alone", "scenario"]);
    const lines = plain(menuLines(items, { index: 0, problems: [] }, 80, 24, theme)).map((l) => l.trim());
    const at = (text: string) => lines.findIndex((l) => l.includes(text));
    expect(at("Campaign: a new run")).toBeGreaterThan(at("D E R E L I C T"));
    expect(at("Play alone: Introduction: cold engines vs the computer (strength 1)")).toBe(
      at("Campaign: a new run") + 1,
    );
    expect(at("Scenarios for two at one keyboard:")).toBe(at("Play alone") + 1);
    expect(lines.join("\n")).not.toContain("for two players");
  });

  it("says under Play alone that its game is guided, by the hint keys as bound, only while hints are wanted", () => {
    const items = menuItems(entries, { campaign: {} });
    const state: MenuState = { index: 1, problems: [] };
    const summary = (hints?: { skip: string; off: string }) =>
      plain(menuLines(items, state, 80, 24, theme, hints))
        .map((l) => l.trim())
        .join(" ");
    expect(summary({ skip: "i", off: "I" })).toContain("(i skips one, I turns them off)");
    expect(summary({ skip: "F2", off: "(hints-off unbound)" })).toContain("(F2 skips one, (hints-off unbound)");
    expect(summary()).not.toContain("guided");
    // Only Play alone's game is guided: a scenario's summary never says so.
    state.index = 2;
    expect(summary({ skip: "i", off: "I" })).not.toContain("guided");
  });

  it("shows the CLI id beside a title only where the two differ", () => {
    const lines = plain(menuLines(menuItems(entries), { index: 0, problems: [] }, 80, 24, theme)).join("\n");
    expect(lines).toContain("Finders keepers (cargo-grab)");
    expect(lines).toContain("Bug hunt");
    expect(lines).not.toContain("Bug hunt (bug-hunt)");
  });

  it("starts Play alone against a beginner as yellow, or against the opponent chosen", () => {
    const items = menuItems(entries, { campaign: {} });
    const state: MenuState = { index: 1, problems: [] };
    expect(menuKey(items, state, "enter")).toEqual({
      kind: "start",
      file: "/s/introduction.yaml",
      computer: { side: "yellow", strength: 1 },
    });
    state.opponent = { side: "blue", strength: 3 };
    expect(menuKey(items, state, "enter")).toEqual({
      kind: "start",
      file: "/s/introduction.yaml",
      computer: { side: "blue", strength: 3 },
    });
    // A scenario of the list goes to two at this keyboard, unless the computer is chosen.
    delete state.opponent;
    state.index = 2;
    expect(menuKey(items, state, "enter")).toEqual({ kind: "start", file: "/s/introduction.yaml" });
    expect(menuKey(items, { index: 0, problems: [] }, "enter")).toEqual({ kind: "campaign" });
  });

  it("says who the scenarios are for, and drops 'two' from the subtitle, when the computer is the opponent", () => {
    const state: MenuState = { index: 0, problems: [], opponent: { side: "yellow", strength: 2 } };
    const lines = plain(menuLines(menuItems(entries), state, 80, 24, theme)).join("\n");
    expect(lines).toContain("alone against the computer");
    expect(lines).toContain("Scenarios against the computer (strength 2):");
    expect(lines).not.toMatch(/two (players|at one keyboard)/);
  });

  it("tells the app the opponent changed, so it can be remembered", () => {
    const items = menuItems(entries);
    const state: MenuState = { index: items.findIndex((i) => i.kind === "opponent"), problems: [] };
    expect(menuKey(items, state, "right")).toEqual({ kind: "opponent", opponent: { side: "yellow", strength: 4 } });
    expect(menuKey(items, state, "left")).toEqual({ kind: "opponent", opponent: undefined });
    expect(state.opponent).toBeUndefined();
  });

  it("scrolls a list too long for 80x24, keeping the chosen entry and the keys line on screen", () => {
    const many = Array.from({ length: 30 }, (_, i) => entry(`s${i}`, `Scenario ${i}`));
    const items = menuItems([...entries, ...many], { campaign: {}, ...saved("a save") });
    for (const index of [0, 17, items.length - 1]) {
      const lines = plain(menuLines(items, { index, problems: [] }, 80, 24, theme));
      expect(lines.length).toBeLessThanOrEqual(24);
      const text = lines.join("\n");
      expect(lines.some((l) => l.trim().startsWith(">"))).toBe(true);
      expect(text).toContain("Up/Down choose");
      expect(text).toMatch(/more (above|below)/);
    }
  });
});
