// The colours of the map's hexes and cargo, the one table for every screen that draws the map (the
// game's, `derelict maps show`, `ships show`): each front end turns a colour into its own terms.
import type { Terrain } from "./terrain.js";

/** The eight colours every colour terminal has; `bright` is the second eight. */
export type Hue = "black" | "red" | "green" | "yellow" | "blue" | "magenta" | "cyan" | "white";

export interface Colour {
  readonly hue: Hue;
  readonly bright?: boolean;
  readonly bold?: boolean;
}

const device: Colour = { hue: "cyan" };
const climb: Colour = { hue: "magenta", bold: true };
const lock: Colour = { hue: "green", bold: true };
const plain: Colour = { hue: "white" };

export const TERRAIN_COLOURS: Readonly<Record<Terrain, Colour>> = {
  floor: plain,
  wall: { hue: "white", bright: true, bold: true },
  door: { hue: "yellow", bold: true },
  "hall-end": plain,
  chair: { hue: "blue", bright: true },
  "captain-chair": { hue: "blue", bright: true, bold: true },
  console: device,
  "central-console": { hue: "cyan", bold: true },
  panel: device,
  ladder: climb,
  stairs: climb,
  tread: { hue: "magenta" },
  generator: { hue: "red", bold: true },
  cooler: device,
  purifier: device,
  "gravity-machinery": device,
  "cryo-cell": device,
  booth: { hue: "cyan", bright: true },
  "escape-pod": { hue: "green", bright: true },
  bed: device,
  cabinet: plain,
  furniture: plain,
  "cargo-lock": lock,
  airlock: lock,
};

/** Cargo is brown, a colour of its own (red, green, blue). */
export const CARGO_RGB: readonly [number, number, number] = [181, 101, 29];
