// The help screen's map legend names every glyph the map can draw, and its key column lines up.
import { describe, expect, it } from "vitest";
import { CARGO, TERRAIN } from "../../src/map/terrain.js";
import { helpLines } from "../../src/tui/help-text.js";
import { buildKeymap } from "../../src/tui/keymap.js";
import { DEBRIS_GLYPH, VACUUM_GLYPH } from "../../src/tui/map-looks.js";

const lines = helpLines(buildKeymap(), 100);

describe("the help screen", () => {
  it("explains every terrain and cargo glyph in its legend, and the blank of open space", () => {
    const start = lines.indexOf("The map");
    const end = lines.indexOf("The rules in short");
    const legend = lines.slice(start + 1, end);
    const glyphs = new Set(legend.flatMap((l) => /^ {2}(\S+(?: \S+)*?) {2,}/.exec(l)?.[1]?.split(" ") ?? []));
    for (const t of [
      ...Object.values(TERRAIN),
      ...Object.values(CARGO),
      { glyph: DEBRIS_GLYPH, label: "debris" },
      { glyph: VACUUM_GLYPH, label: "vacuum" },
    ])
      expect(glyphs, `${t.glyph} (${t.label})`).toContain(t.glyph);
    expect(legend.join("\n")).toMatch(/blank +no hex/);
  });

  it("fits every line to the page, the title's hint on a line of its own at 80 columns", () => {
    for (const width of [80, 100, 160]) {
      const page = helpLines(buildKeymap(), width);
      for (const line of page) expect(line.length, line).toBeLessThanOrEqual(width);
      expect(page.join("\n")).toContain("Esc or ? closes");
    }
  });

  it("cuts no word at 80 columns: the page holds the same words, in the same order, as on a wide screen", () => {
    const words = (width: number) => helpLines(buildKeymap(), width).join(" ").split(/\s+/).filter(Boolean);
    expect(words(80)).toEqual(words(400));
    // The legend's glyph column stays clear: a wrapped entry goes on under its own text.
    const page = helpLines(buildKeymap(), 80);
    const at = page.findIndex((l) => l.startsWith("  12        an enemy question marker"));
    expect(page[at + 1]).toMatch(/^ {12}\S/);
  });

  it("starts every key's text in the same column, Enter / Esc and Ctrl-C too", () => {
    const keys = lines.slice(
      lines.indexOf("Keys") + 1,
      lines.indexOf("") > 0 ? lines.indexOf("", lines.indexOf("Keys")) : undefined,
    );
    const columns = new Set(
      keys.filter((l) => /^ {2}\S/.test(l)).map((l) => /^ {2}\S.*? {2,}(?=\S)/.exec(l)?.[0].length),
    );
    expect([...columns]).toHaveLength(1);
    expect(keys.some((l) => l.startsWith("  Enter / Esc"))).toBe(true);
  });
});
