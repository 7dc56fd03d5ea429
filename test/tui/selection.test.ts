// Issue 17, findings 4 and 12: Tab goes through soldiers by name, then dummies by number, and a marker is picked by number or name.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tabOrder } from "../../src/tui/selection.js";
import type { OwnMarker } from "../../src/seat/index.js";
import { startTui, type Harness } from "./harness.js";

const CROWD = join(import.meta.dirname, "fixtures", "crowd.yaml");
let h: Harness | undefined;
afterEach(async () => {
  await h?.quit();
  h = undefined;
});

const chosen = (text: string) => />\s*\d+ (\w+)/.exec(text)?.[1];

describe("selection", () => {
  it("orders soldiers by name, then dummies by number, whatever their marker numbers", () => {
    const m = (number: number, name?: string) =>
      ({ number, label: name ?? `d${number % 10}`, ...(name ? { soldier: { name } } : {}) }) as unknown as OwnMarker;
    // Dummies by their stable labels (d1 before d3 before d10's numbering): numbers come round again.
    const order = tabOrder([m(13), m(9, "Zed"), m(1), m(2, "Abe"), m(12, "Mo")]).map((x) => x.soldier?.name ?? x.label);
    expect(order).toEqual(["Abe", "Mo", "Zed", "d1", "d3"]);
  });

  it("tabs through soldiers by name on screen", async () => {
    h = await startTui({ start: CROWD });
    await h.keys("enter", "enter");
    await h.keys("'", "Ambrosius", "enter");
    const seen = [chosen(h.text())];
    for (let i = 0; i < 4; i++) {
      await h.keys("tab");
      seen.push(chosen(h.text()));
    }
    expect(seen).toEqual(["Ambrosius", "Quillfeather", "Thistlewood", "Zephyrine", "dummy"]);
  });

  it("selects a marker by name or number with '", async () => {
    h = await startTui({ start: CROWD });
    await h.keys("enter", "enter");
    await h.keys("'", "thist", "enter");
    expect(chosen(h.text())).toBe("Thistlewood");
    const number = />\s*(\d+) Thistlewood/.exec(h.text())![1]!;
    await h.keys("tab", "'", number, "enter");
    expect(chosen(h.text())).toBe("Thistlewood");
    await h.keys("'", "nobody", "enter");
    expect(h.text()).toMatch(/no marker of yours is nobody/);
  });
});
