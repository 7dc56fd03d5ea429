// One colour table for the map: the game's screen (blessed names) and `derelict maps show` (chalk's
// escapes) draw every kind of hex and cargo in the same colour.
import { describe, expect, it } from "vitest";
import { palette } from "../../src/cli/colour.js";
import { TERRAIN, type Terrain } from "../../src/map/terrain.js";
import type { Hue } from "../../src/map/terrain-colours.js";
import { CARGO_LOOK, TERRAIN_LOOK } from "../../src/tui/map-looks.js";

const HUES: readonly Hue[] = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"];

/** The colour a chalk style writes, as blessed would name it, and whether in bold. */
function chalkColour(text: string): { fg: string; bold: boolean } {
  const codes = [...text.matchAll(/\x1b\[([0-9;]+)m/g)].flatMap((m) => m[1]!.split(";").map(Number));
  const rgb = /\x1b\[38;2;(\d+);(\d+);(\d+)m/.exec(text);
  const fg = rgb
    ? `#${rgb
        .slice(1)
        .map((v) => Number(v).toString(16).padStart(2, "0"))
        .join("")}`
    : codes
        .filter((c) => (c >= 30 && c <= 37) || (c >= 90 && c <= 97))
        .map((c) => (c >= 90 ? `light-${HUES[c - 90]}` : HUES[c - 30]!))[0]!;
  return { fg, bold: codes.includes(1) };
}

describe("the map's colours", () => {
  const cli = palette(3);

  it.each(Object.keys(TERRAIN) as Terrain[])("%s: the same in the game and in maps show", (t) => {
    const look = TERRAIN_LOOK[t];
    expect(chalkColour(cli.terrain[t]("x"))).toEqual({ fg: look.fg, bold: look.bold === true });
  });

  it("cargo: the same brown in both", () => {
    expect(chalkColour(cli.cargo("x")).fg).toBe(CARGO_LOOK.fg);
  });
});
