// The start-up figure of `npm run bench`: both processes run in a sized pseudo-terminal and
// the clock stops at the menu's drawn text, so the figure is finite and the game takes longer
// than bare node (it draws a screen; the window title alone would not stop the clock).
import { beforeAll, describe, expect, it } from "vitest";
import { startupFigures } from "../../src/bench/startup.js";
import { hasScript } from "../../src/bench/terminal-figures.js";
import { buildOnce } from "../cli/built-cli.js";

describe.skipIf(!hasScript())(
  "start-up to the first drawn screen (skipped where util-linux `script` is missing)",
  () => {
    beforeAll(() => buildOnce(), 120_000);

    it("is measured up to the drawn menu, after bare node's start-up", async () => {
      const figures = await startupFigures(1);
      expect(figures).toBeDefined();
      expect(Number.isFinite(figures!.game)).toBe(true);
      expect(figures!.game).toBeGreaterThan(figures!.node);
    }, 30_000);
  },
);
