// Where a problem in a module's drawing points: at the glyph when the drawing's rows stand one a line
// in the file, at the drawing's start when a plain scalar folds several lines of the file into one row.
import { describe, expect, it } from "vitest";
import { loadModuleText } from "../../src/content/module-load.js";

const HEAD = "id: 90\nname: Folded\nsummary: a drawing written as a plain scalar\n";

describe("a problem in a drawing", () => {
  it("points inside the file's text when a plain scalar folds several lines into one row", () => {
    // Found by test/content/fuzz.test.ts (seed -1253510909): the column ran past the first line's end.
    const text = `${HEAD}levels:\n  main:\n    = . . . =\n    = . . . . . . . . =\n`;
    const loaded = loadModuleText("folded.yaml", text);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    const lines = text.split("\n");
    for (const p of loaded.problems) {
      expect(p.line).toBeLessThanOrEqual(lines.length);
      expect(p.col, `${p.line}:${p.col}: ${p.message}`).toBeLessThanOrEqual(lines[p.line - 1]!.length + 1);
    }
    expect(loaded.problems.some((p) => /module edge/.test(p.message))).toBe(true);
  });

  it("points at the glyph of a one-row drawing on one line", () => {
    const text = `${HEAD}levels:\n  main: ". . #"\n`;
    const loaded = loadModuleText("row.yaml", text);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    // '  main: "' is nine characters: the first two glyphs, the open floor, stand at 10 and 12.
    expect(loaded.problems.map((p) => [p.line, p.col])).toEqual([
      [5, 10],
      [5, 12],
    ]);
  });
});
