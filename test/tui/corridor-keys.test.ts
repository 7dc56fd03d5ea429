// Up and Down in a corridor one hex wide: the zigzag takes the other diagonal when its own is walled
// off, so repeated presses walk down the corridor (the engine room's west passage, 99:0106 to 99:0110).
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { select, startTui, type Harness } from "./harness.js";

const CONTACT = join(import.meta.dirname, "fixtures", "contact.yaml");
let h: Harness;
afterEach(async () => {
  await h.quit();
});

describe("Up and Down in a narrow corridor", () => {
  it("walks down and back up a one-hex-wide passage with j and k", async () => {
    h = await startTui({ start: CONTACT });
    await h.keys("enter");
    await select(h, "Zephyrine");
    await h.keys("j", "j", "j", "k");
    expect(h.text()).toContain("MU 0 of 4");
    await h.keys("M");
    const moves = h.text();
    for (const step of ["99:0106 -> 99:0107", "99:0107 -> 99:0108", "99:0108 -> 99:0109", "99:0109 -> 99:0108"])
      expect(moves).toContain(step);
  });
});
