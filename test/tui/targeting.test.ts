// Issue 17, finding 6: targets that cannot be hit are said to be so, and a free cursor picks a target by its hex.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { select, startTui, type Harness } from "./harness.js";

const AIM = join(import.meta.dirname, "fixtures", "aim.yaml");
let h: Harness;
afterEach(async () => {
  await h.quit();
});

describe("targeting", () => {
  it("puts first the target the soldier can hit and marks the one it cannot", async () => {
    h = await startTui({ start: AIM });
    await h.keys("enter");
    await select(h, "Zephyrine");
    await h.keys("f");
    expect(h.text()).toContain("Fire at Norx Warrior 99:0110 (1/2)");
    expect(h.text()).not.toContain("(cannot");
    await h.keys("tab");
    expect(h.text()).toContain("Fire at Norx Warrior 99:0306 (cannot hit) (2/2)");
  });

  it("moves a free cursor with the direction keys: on no enemy Enter refuses, on one it aims there", async () => {
    h = await startTui({ start: AIM });
    await h.keys("enter");
    await select(h, "Zephyrine");
    await h.keys("f", "l");
    expect(h.text()).toMatch(/no enemy in sight under the cursor; Tab picks one/);
    await h.keys("enter");
    expect(h.text()).toMatch(/no enemy in sight under the cursor; Tab picks one/);
    expect(h.text()).not.toMatch(/fires at/);
    await h.keys("h");
    expect(h.text()).toContain("Fire at Norx Warrior 99:0110 (1/2)");
    await h.keys("enter");
    expect(h.text()).toMatch(/Zephyrine fires at Norx Warrior at 99:0110/);
  });
});
