// When the selected soldier leaves the map (shot dead, or out through an air lock), the screen says who
// is selected now: the next key would otherwise move another soldier without a word.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { select, startTui, type Harness } from "./harness.js";

let h: Harness;
afterEach(async () => {
  await h.quit();
});

describe("the selected soldier gone", () => {
  it("says the soldier is off the map and names the marker selected in its place", async () => {
    h = await startTui({ start: join(import.meta.dirname, "fixtures", "leaving.yaml") });
    await h.keys("enter", "enter");
    await select(h, "Quillfeather");
    await h.keys("X", "y");
    const text = h.text();
    expect(text).toMatch(/Quillfeather is no longer on the map: \?\d+ Zephyrine is selected now/);
    expect(text).toMatch(/>\s*\d+ Zephyrine/);
  });
});
