// When the selected marker leaves the map (shot dead, out through an air lock, a dummy seen), no other
// marker takes its place by itself: keys typed ahead are refused until the player picks one (issue 17, finding 4).
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { select, startTui, type Harness } from "./harness.js";

let h: Harness;
afterEach(async () => {
  await h.quit();
});

describe("the selected soldier gone", () => {
  it("says the soldier is off the map, selects no other, and refuses the keys typed after until Tab", async () => {
    h = await startTui({ start: join(import.meta.dirname, "fixtures", "leaving.yaml") });
    await h.keys("enter", "enter");
    await select(h, "Quillfeather");
    const before = h.text();
    const zephyrine = /\?\d+ Zephyrine at (\S+)/.exec(before) ?? /\d+ Zephyrine\s+\d+ (\S+)/.exec(before);
    await h.keys("X", "y");
    expect(h.text()).toMatch(/Quillfeather is no longer on the map: no marker is selected \(Tab or ' picks one\)/);
    expect(h.text()).not.toMatch(/>\s*\d+ Zephyrine/);
    await h.keys("l");
    expect(h.text()).toMatch(/no marker is selected now: Tab or ' picks one/);
    expect(h.text()).toContain(zephyrine![1]!);
    await h.keys("tab");
    expect(h.text()).toMatch(/>\s*\d+ Zephyrine/);
  });
});
