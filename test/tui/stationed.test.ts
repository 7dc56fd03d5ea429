// A soldier stationed at a device says so on its card: its move units still read in full, and one
// step or shot would undo the station.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { select, startTui, type Harness } from "./harness.js";

let h: Harness;
afterEach(async () => {
  await h.quit();
});

describe("a stationed soldier's card", () => {
  it("reads 'stationed at the engines' once the device menu has stationed him, and that it lapses once he moves", async () => {
    h = await startTui({ start: join(import.meta.dirname, "fixtures", "engine-crew.yaml") });
    await h.keys("enter", "enter");
    await select(h, "Osaka");
    expect(h.text()).not.toContain("stationed at");
    await h.keys("w", "a");
    const panel = h
      .text()
      .split("\n")
      .map((l) => l.slice(70))
      .join(" ")
      .replace(/\s+/g, " ");
    expect(panel).toContain("stationed at the engines (stay put, no attack)");
    await h.keys("h");
    const after = h
      .text()
      .split("\n")
      .map((l) => l.slice(70))
      .join(" ")
      .replace(/\s+/g, " ");
    expect(after).toContain("moved or fought at the engines: the station lapses");
  });
});
