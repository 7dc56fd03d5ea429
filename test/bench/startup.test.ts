// The start-up figure of `npm run bench`: both processes run in a sized pseudo-terminal and the
// clock stops at the menu's drawn text (the screen model leaves the window title out:
// test/bench/terminal-figures.test.ts). What it measures is the bench's business, not the test's:
// the test holds that a figure comes out at all, with a generous wait for a loaded machine.
import { expect, it } from "vitest";
import { startupFigures } from "../../bench/startup.js";
import { hasScript } from "../../bench/terminal-figures.js";
import { describeWith } from "../needs-tool.js";

describeWith("util-linux script", hasScript(), "start-up to the first drawn screen", () => {
  it("is measured up to the drawn menu", async () => {
    const figures = await startupFigures(1, 50_000);
    expect(figures).toBeDefined();
    expect(Number.isFinite(figures!.node)).toBe(true);
    expect(Number.isFinite(figures!.game)).toBe(true);
  }, 60_000);
});
