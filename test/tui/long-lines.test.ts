// Long lines wrapped, not cut: a shot's result must be readable in the log, the history, what the side
// saw and its step-through, on the narrowest screen the game allows.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { select, startTui, type Harness } from "./harness.js";

const CONTACT = join(import.meta.dirname, "fixtures", "contact.yaml");
let h: Harness;
afterEach(async () => {
  await h.quit();
});

/** The screen's text with line breaks and runs of spaces as one space, so wrapped lines read on. */
const flat = (text: string) => text.replace(/\s+/g, " ");
/** The text inside a framed pop-up, flattened likewise. */
const inPopup = (text: string) =>
  flat(
    text
      .split("\n")
      .map((l) => /\| (.*?) *\|/.exec(l)?.[1] ?? "")
      .join(" "),
  );

describe("long lines at 80x24", () => {
  it("wraps a shot's message in the log, the history, the enemy's summary and its step-through", async () => {
    h = await startTui({ start: CONTACT, cols: 80, rows: 24 });
    await h.keys("enter");
    await select(h, "Zephyrine");
    await h.keys("o", "l", "f", "enter");
    const shot =
      /Zephyrine fires at Norx Warrior at 99:0306 \(gauss rifle at range 2 needs 3\+\): rolls \d: (hits|misses)/;
    expect(flat(h.text())).toMatch(shot);
    expect(h.text()).not.toContain("…");
    await h.keys("M");
    expect(flat(h.text())).toMatch(shot);
    expect(h.text()).not.toContain("…");
    await h.keys("escape", "E", "y", "enter");
    expect(h.text()).toContain("What you saw during blue's turn");
    const seen =
      /Sergeant at 99:0106 fires at \?\d+ Grimbolt \(gauss rifle at range 2 needs 3\+\): rolls \d: (hits|misses)/;
    expect(inPopup(h.text())).toMatch(seen);
    expect(h.text()).not.toContain("…");
    await h.keys("S", "end", "left");
    expect(h.text()).toContain("WHAT YOU SAW");
    expect(flat(h.text())).toMatch(seen);
    expect(h.text()).not.toContain("…");
  });
});

describe("the side panel", () => {
  it("wraps a marker's long line (the zones it may be placed in) rather than cutting it", async () => {
    h = await startTui({ start: join(import.meta.dirname, "..", "..", "scenarios", "night-watch.yaml") });
    await h.keys("enter");
    const panel = h
      .text()
      .split("\n")
      .slice(1, 25)
      .map((l) => l.slice(70));
    expect(panel.join("\n")).not.toContain("…");
    expect(flat(panel.join(" "))).toMatch(/to place in 93:purifier-room 93:gravity-room 93:cryo-room 93:cargo-bay/);
  });
});

describe("the replay's panel", () => {
  it("names where each marker is in the track sheet's short form, not cut", async () => {
    h = await startTui({ start: join(import.meta.dirname, "fixtures", "duel.yaml") });
    await h.keys("enter", "E", "y");
    for (let turn = 1; turn < 6; turn++) await h.keys("enter", "enter", "E", "y");
    await h.keys("R");
    expect(h.app.mode).toBe("replay");
    const panel = h
      .text()
      .split("\n")
      .slice(1, 25)
      .map((l) => l.slice(70));
    expect(panel.join("\n")).toMatch(/Thistlewood +out L1/);
    expect(panel.join("\n")).not.toContain("…");
  });
});
