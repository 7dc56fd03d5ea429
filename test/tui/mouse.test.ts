// Issue 17, finding 13: the mouse, on by default: a click on an own marker selects it, on a shaded hex
// travels there, on a hex beyond looks and a second click there travels on over the turns, on an enemy in
// sight aims at it; the wheel opens and scrolls the message history.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DUEL, select, startTui, type Harness } from "./harness.js";

let h: Harness;
afterEach(async () => {
  await h.quit();
});

/** Where a glyph is first drawn in the map window (0-based row and column; the map is the first 69 columns at 100). */
function screenOf(h: Harness, glyph: RegExp): { row: number; col: number } {
  const lines = h
    .text()
    .split("\n")
    .map((l, i) => (i === 0 ? "" : l.slice(0, 69)));
  const row = lines.findIndex((l) => glyph.test(l));
  return { row, col: lines[row]!.search(glyph) };
}

const press = (row: number, col: number) => `\x1b[<0;${col + 1};${row + 1}M`;
const wheelUp = (row: number, col: number) => `\x1b[<64;${col + 1};${row + 1}M`;

describe("the mouse", () => {
  it("selects an own marker with a click, and travels to a shaded hex with another", async () => {
    h = await startTui({ start: DUEL });
    await h.keys("enter");
    await select(h, "Quillfeather");
    // Zephyrine stands at 89:0306, drawn Z on the bridge's row 06.
    const z = screenOf(h, /Z/);
    await h.keys(press(z.row, z.col));
    expect(h.text()).toMatch(/>\s*\d+ Zephyrine/);
    // Three hexes east of her (six columns on): within her reach, shaded.
    await h.keys(press(z.row, z.col + 6));
    expect(h.text()).toMatch(/Zephyrine travelled 3 steps/);
    expect(h.text()).toMatch(/>\s*\d+ Zephyrine\s+1 89:0606/);
  });

  it("looks at a hex beyond the shaded ones with a click, and sends the marker there with a second", async () => {
    h = await startTui({ start: DUEL });
    await h.keys("enter");
    await select(h, "Zephyrine");
    // Six hexes east of her (89:0906, twelve columns on): beyond this turn's reach.
    const z = screenOf(h, /Z/);
    await h.keys(press(z.row, z.col + 12));
    expect(h.text()).toMatch(/89:0906: click it again to send \?\d+ Zephyrine there over the turns/);
    expect(h.text()).not.toMatch(/Zephyrine (travelled|stopped)/);
    await h.keys(press(z.row, z.col + 12));
    const text = h.text().replace(/\s+/g, " ");
    expect(text).toMatch(/Zephyrine stopped after \d steps: its move units ran out short of 89:0906; T goes on/);
    expect(text).toMatch(/travel: 89:0906, T goes on/);
  });

  it("aims at an enemy in sight with a click, and the wheel opens the history", async () => {
    h = await startTui({ start: join(import.meta.dirname, "fixtures", "aim.yaml") });
    await h.keys("enter");
    await select(h, "Zephyrine");
    // Grimbolt, a revealed Norx Warrior at 99:0306, drawn N: not the first target (he cannot be hit), but the one clicked.
    const n = screenOf(h, /N/);
    await h.keys(press(n.row, n.col));
    expect(h.text()).toMatch(/Fire at Norx Warrior 99:0306 \(cannot hit\) \(2\/2\)/);
    await h.keys("escape", wheelUp(2, 2));
    expect(h.text()).toContain("Message history");
  });

  it("does nothing on a click with --no-mouse", async () => {
    h = await startTui({ start: DUEL, mouse: false });
    await h.keys("enter");
    await select(h, "Quillfeather");
    const z = screenOf(h, /Z/);
    await h.keys(press(z.row, z.col));
    expect(h.text()).toMatch(/>\s*\d+ Quillfeather/);
  });
});
