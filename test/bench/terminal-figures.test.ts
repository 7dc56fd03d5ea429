// The terminal figures of `npm run bench`: the screen model reads output back, and one step measures in a real pty.
import { describe, expect, it } from "vitest";
import { changedCells, ScreenModel } from "../../bench/screen-model.js";
import { hasScript, measureSteps } from "../../bench/terminal-figures.js";
import { describeWith } from "../needs-tool.js";

describe("the screen model", () => {
  it("places text by cursor moves, skips cells by cursor-right, restores the saved cursor and erases", () => {
    const s = new ScreenModel(10, 3);
    s.write("\x1b7\x1b[2;3Hab\x1b[2Ccd\x1b[1;31mX\x1b[m\x1b8Z\x1b]0;title\x07");
    expect(s.lines()).toEqual(["Z         ", "  ab  cdX ", "          "]);
    s.write("\x1b[2;1H\x1b[K\x1b[3;10Hq");
    expect(s.lines()).toEqual(["Z         ", "          ", "         q"]);
    s.write("\x1b[H\x1b[2J");
    expect(s.lines().join("")).toBe(" ".repeat(30));
  });

  it("joins a sequence cut between two writes", () => {
    const s = new ScreenModel(6, 2);
    s.write("\x1b[2");
    s.write(";4Hx");
    expect(s.lines()).toEqual(["      ", "   x  "]);
  });

  it("counts the cells that differ", () => {
    expect(changedCells(["abc", "def"], ["abX", "dYZ"])).toBe(3);
  });
});

describeWith("util-linux script", hasScript(), "one movement step in a pseudo-terminal", () => {
  it("measures bytes, cells and a time for one step of the real game", async () => {
    // Waits far longer than the bench's, so a loaded machine splits no redraw in two.
    const run = await measureSteps({ steps: 1, quietMs: 500, answerMs: 20_000 });
    expect(run.notes).toEqual([]);
    expect(run.samples).toHaveLength(1);
    const [step] = run.samples;
    expect(Number.isFinite(step!.bytes) && step!.bytes > 0).toBe(true);
    expect(Number.isFinite(step!.ms)).toBe(true);
    expect(step!.cells).toBeGreaterThan(0);
  }, 60_000);
});
