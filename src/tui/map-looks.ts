// How each kind of hex and marker looks on the map: lit, remembered (out of sight) and in the dark.
import type { Cargo, Terrain } from "../map/terrain.js";
import type { Look } from "./theme.js";

const device: Look = { fg: "cyan" };
const climb: Look = { fg: "magenta", bold: true };
const lock: Look = { fg: "green", bold: true };

export const TERRAIN_LOOK: Readonly<Record<Terrain, Look>> = {
  floor: { fg: "white" },
  wall: { fg: "light-white", bold: true },
  door: { fg: "yellow", bold: true },
  "hall-end": { fg: "white" },
  chair: { fg: "light-blue" },
  "captain-chair": { fg: "light-blue", bold: true },
  console: device,
  "central-console": { fg: "cyan", bold: true },
  panel: device,
  ladder: climb,
  stairs: climb,
  tread: { fg: "magenta" },
  generator: { fg: "red", bold: true },
  cooler: device,
  purifier: device,
  "gravity-machinery": device,
  "cryo-cell": device,
  booth: { fg: "light-cyan" },
  "escape-pod": { fg: "light-green" },
  bed: device,
  cabinet: { fg: "white" },
  furniture: { fg: "white" },
  "cargo-lock": lock,
  airlock: lock,
};

export const CARGO_LOOK: Look = { fg: "#b5651d" };

/** Out of sight: the map as remembered. Monochrome terminals show the lit map in bold instead. */
export const REMEMBERED: Look = { fg: "grey" };

/** Lights off: what is in sight is drawn dark, and markers are made out only close by. */
export const DARK: Look = { fg: "blue" };

export const OPEN_DOOR_GLYPH = "'";

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
