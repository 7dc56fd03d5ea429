// Leaving the ship by key (X): from the hex just inside an air lock, asked first; elsewhere the command's own refusal.
import { afterEach, describe, expect, it } from "vitest";
import { DUEL, select, startTui, type Harness } from "./harness.js";

let h: Harness;
afterEach(async () => {
  await h.quit();
});

const bottom = () => h.text().split("\n").at(-1) ?? "";

describe("the exit key", () => {
  it("refuses away from an air lock just as the typed exit does", async () => {
    h = await startTui({ start: DUEL });
    await h.keys("enter");
    await select(h, "Zephyrine");
    await h.keys("X");
    const refused = bottom();
    expect(refused).toContain("?6 is not at an air lock: stand on the hall end next to one, or on the cargo hatch");
    await h.keys(":exit 6", "enter");
    expect(bottom()).toBe(refused);
    // Typed by name, the marker is named so (issue 18, finding 8).
    await h.keys(":exit Zephyrine", "enter");
    expect(bottom()).toBe(refused.replace("?6", "Zephyrine"));
  });

  it("asks first on a hall end by a lock, then takes the marker out of the game", async () => {
    h = await startTui({ start: DUEL });
    await h.keys("enter");
    await select(h, "dummy");
    await h.keys("n");
    expect(bottom()).toMatch(/^X leave the ship {2}/);
    await h.keys("X");
    expect(bottom()).toMatch(/^\?10 dummy leaves the ship through lock \d, out of the game: go\? \(y\/n\)/);
    await h.keys("n");
    expect(h.text()).toMatch(/10 dummy d\d +4 89:0611/);
    await h.keys("X", "y");
    expect(h.text()).toMatch(/\?10 dummy leave the ship through lock \d: out of the game/);
    expect(h.text()).not.toMatch(/10 dummy d\d +\d 89:/);
    expect(h.text()).toContain("Track sheet (3)");
  });

  it("is named in the help", async () => {
    h = await startTui({ start: DUEL });
    await h.keys("enter", "?", "pagedown");
    expect(h.text()).toMatch(
      /\n {2}X {18}leave the ship from a hall end or the cargo hatch, out of the game \(asks first\)\n/,
    );
  });
});

describe("the air-lock hint", () => {
  it("says a marker in a lock leaves next turn when it came in this turn, rather than offer a refused a", async () => {
    h = await startTui({ start: DUEL });
    await h.keys("enter");
    await select(h, "Thistlewood");
    expect(bottom()).toMatch(/^a board the air lock {2}/);
    await h.keys("a");
    expect(h.text()).toContain("Thistlewood enters lock 1 from outside");
    expect(bottom()).toMatch(/^a or a direction: leave the lock \(next turn\) {2}/);
    await h.keys("a");
    expect(bottom()).toContain("came in this turn and leaves next turn at the soonest");
  });
});
