// The look and dummy cursors for a marker not yet aboard: they start on the hex inside its air lock
// and move from there (they started above the ship, where no key could move them onto it).
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { select, startTui, type Harness } from "./harness.js";

let h: Harness;
afterEach(async () => {
  await h.quit();
});

const logTop = (text: string) => text.split("\n").slice(-5, -4)[0] ?? "";

describe("the look cursor for a marker outside the ship", () => {
  it("starts at its air lock's way in and moves with the keys", async () => {
    h = await startTui({ start: join(import.meta.dirname, "fixtures", "duel.yaml") });
    await h.keys("enter");
    await select(h, "Thistlewood");
    expect(h.text()).toContain("out L1");
    await h.keys("L");
    expect(h.text()).not.toContain("no hex here");
    const first = logTop(h.text());
    expect(first).toMatch(/^89:\d{4}, /);
    await h.keys("l");
    expect(logTop(h.text())).toMatch(/^89:\d{4}, /);
    expect(logTop(h.text())).not.toBe(first);
    await h.keys("escape", "d");
    expect(h.text()).not.toContain("no hex here");
  });
});

describe("the look cursor on an air lock", () => {
  it("names the lock and the markers waiting outside it, as the track sheet does", async () => {
    h = await startTui({ start: join(import.meta.dirname, "fixtures", "duel.yaml") });
    await h.keys("enter");
    await select(h, "Thistlewood");
    await h.keys("L", "h");
    expect(h.text()).toMatch(/89:0006>, Bridge: air lock \(lock 1\)/);
    expect(h.text()).toMatch(/waiting outside: your \?\d+ Thistlewood \(Scout\)/);
  });
});
