// How each kind of hex and marker looks on the map: lit, remembered (out of sight) and in the dark.
import type { Cargo, Terrain } from "../map/terrain.js";
import { CARGO_RGB, TERRAIN_COLOURS, type Colour } from "../map/terrain-colours.js";
import type { Look } from "./theme.js";

/** A map colour (src/map/terrain-colours.ts) in blessed's names. */
function look(c: Colour): Look {
  return { fg: c.bright ? `light-${c.hue}` : c.hue, ...(c.bold ? { bold: true } : {}) };
}

export const TERRAIN_LOOK: Readonly<Record<Terrain, Look>> = Object.fromEntries(
  Object.entries(TERRAIN_COLOURS).map(([t, c]) => [t, look(c)]),
) as Record<Terrain, Look>;

export const CARGO_LOOK: Look = { fg: `#${CARGO_RGB.map((v) => v.toString(16).padStart(2, "0")).join("")}` };

/** Out of sight: the map as remembered. Monochrome terminals show the lit map in bold instead. */
export const REMEMBERED: Look = { fg: "grey" };

/** Lights off: what is in sight is drawn dark, and markers are made out only close by. */
export const DARK: Look = { fg: "blue" };

export const OPEN_DOOR_GLYPH = "'";
/** A wreck's debris and its hexes open to vacuum (src/engine/wreck.ts): glyphs no terrain or cargo has. */
export const DEBRIS_GLYPH = "%";
export const VACUUM_GLYPH = "~";

/**
 * A hex the selected marker can reach this turn: a dark background in 256 colours (a hex colour
 * blessed has not cached for 8 colours, so it finds the 256-colour grey), else underlined.
 */
export function reachLook(look: Look, shades: boolean): Look {
  return shades ? { ...look, bg: "#323232" } : { ...look, underline: true };
}

/** Lit terrain in monochrome: bold, so it differs from the remembered map. */
export function litLook(kind: Terrain | Cargo, colour: boolean, lightsOn: boolean): Look {
  if (!colour) return { bold: true };
  if (!lightsOn) return kind === "door" ? { fg: "yellow" } : DARK;
  return kind in TERRAIN_LOOK ? TERRAIN_LOOK[kind as Terrain] : CARGO_LOOK;
}
