// Terminal care in-process: the too-small screen and live resize, colours and their monochrome fallback, quitting.
import { afterEach, describe, expect, it } from "vitest";
import { DUEL, startTui, type Harness } from "./harness.js";

let h: Harness | undefined;
afterEach(async () => {
  await h?.quit();
  h = undefined;
});

/** The colour parameters in SGR sequences written to the terminal (30-37, 38, 40-47, 48, 90-97, 100-107). */
function colourCodes(written: string): string[] {
  const codes = [...written.matchAll(/\x1b\[([\d;]*)m/g)].flatMap((m) => (m[1] ?? "").split(";"));
  return codes.filter((c) => /^(3[0-8]|4[0-8]|9[0-7]|10[0-7])$/.test(c));
}

describe("terminal care", () => {
  it("shows the current and needed size when the terminal is too small, and goes on when it grows", async () => {
    h = await startTui({ start: DUEL });
    await h.keys("enter");
    await h.resize(70, 20);
    expect(h.text()).toContain("The terminal is too small");
    expect(h.text()).toContain("now 70x20, needed at least 80x24");
    expect(h.text()).not.toContain("Zephyrine");
    await h.keys("l");
    await h.resize(80, 24);
    expect(h.text()).toContain("Track sheet");
    expect(h.text()).not.toContain("-> 89:"); // the key pressed while too small did nothing
    expect(h.text().split("\n")).toHaveLength(24);
  });

  it("starts at the too-small screen in a small terminal", async () => {
    h = await startTui({ cols: 60, rows: 30 });
    expect(h.text()).toContain("now 60x30, needed at least 80x24");
  });

  it("uses colours by default and none with NO_COLOR or TERM=dumb", async () => {
    h = await startTui({ start: DUEL });
    await h.keys("enter");
    expect(colourCodes(h.written()).length).toBeGreaterThan(0);
    await h.quit();
    for (const env of [{ NO_COLOR: "1" }, { TERM: "dumb" }]) {
      h = await startTui({ start: DUEL, env });
      await h.keys("enter");
      expect(h.text()).toContain("Track sheet");
      expect(colourCodes(h.written())).toEqual([]);
      await h.quit();
    }
    h = undefined;
  });

  it("quits with Ctrl-C at once, and after asking with Q", async () => {
    h = await startTui({ start: DUEL });
    await h.keys("enter", "Q");
    expect(h.text()).toContain("Quit the game? It is not saved. (y/n)");
    await h.keys("n");
    expect(h.text()).not.toContain("Quit the game?");
    expect(await h.quit()).toBe(0);
    expect(h.written()).toContain("\x1b[?1049l"); // back from the alternate screen
    h = undefined;
  });
});
