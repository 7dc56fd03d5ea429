// The key hints on the bottom line fit the screen: the least needed hints give way, whole, so the
// help key and the key that finishes the step are never cut off.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { hintLine } from "../../src/tui/text-fit.js";
import { select, startTui, type Harness } from "./harness.js";

const DEPLOY = join(import.meta.dirname, "fixtures", "deploy.yaml");
let h: Harness | undefined;
afterEach(async () => {
  await h?.quit();
  h = undefined;
});

const lastLine = (text: string) => text.split("\n").at(-1) ?? "";

describe("hint lines", () => {
  it("drops the hints ranked least needed first, keeping the order of the rest", () => {
    const hints = [
      { text: "Enter place", rank: 0 },
      { text: "Tab next marker", rank: 2 },
      { text: "x take dummy off", rank: 3 },
      { text: "? help", rank: 0 },
    ];
    expect(hintLine(hints, 80)).toBe("Enter place  Tab next marker  x take dummy off  ? help");
    expect(hintLine(hints, 40)).toBe("Enter place  Tab next marker  ? help");
    expect(hintLine(hints, 20)).toBe("Enter place  ? help");
    expect(hintLine(hints, 10)).toBe("Enter pla…");
  });

  it("keeps R ready and ? help on the deploy screen at 80 columns, and asks plainly when the side is done", async () => {
    h = await startTui({ start: DEPLOY, cols: 80, rows: 24 });
    await h.keys("enter");
    const hint = lastLine(h.text());
    expect(hint).toMatch(/^Enter: place \?\d+ \w+/);
    expect(hint).toContain("R ready");
    expect(hint).toMatch(/\? help$/);
    expect(hint).not.toContain("…");
    await h.keys("enter", "l", "enter", "l", "enter", "R");
    expect(lastLine(h.text())).toBe("Finish blue's deployment? The markers stay where they are. (y/n)");
  });
});

describe("the game screen's hint line", () => {
  it("keeps what the marker can do here, ? help and E end turn at 80 columns", async () => {
    h = await startTui({ start: join(import.meta.dirname, "fixtures", "duel.yaml"), cols: 80, rows: 24 });
    await h.keys("enter");
    await select(h, "Thistlewood");
    const hint = lastLine(h.text());
    expect(hint).toMatch(/^a board the air lock {2}\? help {2}/);
    expect(hint).toMatch(/E end turn$/);
    expect(hint).not.toContain("…");
  });
});
