// Finding 2 of issue 17: the track sheet never cuts its list silently, and at 80 columns the panel keeps to what matters.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startTui, type Harness } from "./harness.js";

const CROWD = join(import.meta.dirname, "fixtures", "crowd.yaml");
let h: Harness;
afterEach(async () => {
  await h.quit();
});

/** The panel's column of the screen (the map window ends 31 columns from the right). */
function panel(text: string, cols: number): string[] {
  return text.split("\n").map((l) => l.slice(cols - 30));
}

describe("the track sheet with more markers than rows", () => {
  for (const [cols, rows] of [
    [80, 24],
    [100, 32],
  ] as const)
    it(`says how many more there are at ${cols}x${rows}, and Tab scrolls to them`, async () => {
      h = await startTui({ cols, rows, start: CROWD });
      await h.keys("enter", "enter");
      const side = panel(h.text(), cols);
      expect(side.join("\n")).toContain("Track sheet (18)");
      const listed = side.filter((l) => /^[> ]\s?\d+ /.test(l)).length;
      expect(listed).toBeLessThan(18);
      const more = /more: (\d+) above, (\d+) below/.exec(side.join("\n"));
      expect(more).not.toBeNull();
      expect(listed + Number(more![1]) + Number(more![2])).toBe(18);
      for (let i = 0; i < 10; i++) await h.keys("tab");
      expect(panel(h.text(), cols).join("\n")).toMatch(/more: [1-9]\d* above/);
    });

  it("at 80x24 shows the selected marker in two lines and the track sheet before the enemies", async () => {
    h = await startTui({ cols: 80, rows: 24, start: CROWD });
    await h.keys("enter", "enter");
    const side = panel(h.text(), 80).join("\n");
    expect(side).toMatch(/\?\d+ Zephyrine, Sergeant/);
    expect(side).not.toMatch(/armour/);
  });
});
