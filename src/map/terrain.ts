// The standard legend: every kind of hex a module can draw, its glyph and how it plays.
export interface TerrainKind {
  readonly glyph: string;
  readonly label: string;
  /** Soldiers may stand here (a closed door is passable only once opened). */
  readonly passable: boolean;
  /** Stops a line of sight passing through it. */
  readonly blocksSight: boolean;
  /** Move units added to the cost of entering the hex. */
  readonly extraCost: number;
}

const kind = (glyph: string, label: string, passable: boolean, blocksSight: boolean, extraCost = 0): TerrainKind => ({
  glyph,
  label,
  passable,
  blocksSight,
  extraCost,
});

export const TERRAIN = {
  floor: kind(".", "floor", true, false),
  wall: kind("#", "wall", false, true),
  door: kind("+", "door (closed at the start)", true, true),
  "hall-end": kind("=", "hall end at the module edge: joins a hall or becomes an air lock", true, false),
  chair: kind("h", "blue chair (+1 move unit to enter)", true, false, 1),
  "captain-chair": kind("C", "captain's chair (a blue chair)", true, false, 1),
  console: kind("c", "console", false, false),
  "central-console": kind("M", "central engine console", false, false),
  panel: kind("P", "control panel", false, false),
  ladder: kind("H", "ladder to another level", true, false),
  stairs: kind("S", "stairs to another level", true, false),
  tread: kind(":", "safety tread of a belowdecks passage", true, false),
  generator: kind("G", "power generator (indestructible)", false, true),
  cooler: kind("K", "generator cooler", false, false),
  purifier: kind("F", "air purifier with fans", false, true),
  "gravity-machinery": kind("V", "artificial-gravity machinery", false, true),
  "cryo-cell": kind("Z", "cryogenic sleep cell", false, false),
  booth: kind("X", "matter-transporter booth", true, false),
  "escape-pod": kind("E", "escape pod", true, false),
  bed: kind("B", "auto-doc bed", true, false),
  cabinet: kind("R", "row of cabinets", false, true),
  furniture: kind("&", "furniture (bunks, tables, counters)", false, false),
  "cargo-lock": kind("L", "cargo air-lock hatch", true, false),
  airlock: kind("A", "air lock", true, false),
} as const satisfies Record<string, TerrainKind>;

export type Terrain = keyof typeof TERRAIN;

/** Cargo containers stand on a floor hex; they are drawn in the art but can be moved. */
export interface CargoKind {
  readonly glyph: string;
  readonly label: string;
  /** Heavy containers take 2 extra move units (or two soldiers 1 each) to move a hex. */
  readonly heavy: boolean;
  /** Light cover for a soldier behind or on it. */
  readonly cover: "light" | "none";
  /** Pods give no cover to a soldier in powered armour. */
  readonly coverForPoweredArmour: boolean;
}

const cargo = (glyph: string, label: string, heavy: boolean, cover: boolean, forPowered = cover): CargoKind => ({
  glyph,
  label,
  heavy,
  cover: cover ? "light" : "none",
  coverForPoweredArmour: forPowered,
});

export const CARGO = {
  crate: cargo("x", "crate", true, true),
  pod: cargo("o", "pod", false, true, false),
  drum: cargo("d", "drum", true, true),
  "big-toolbox": cargo("b", "big toolbox", true, false),
  "small-toolbox": cargo("s", "small toolbox", false, false),
  "fragile-box": cargo("f", "fragile box", false, true),
  "e-box": cargo("e", "e-box", true, false),
} as const satisfies Record<string, CargoKind>;

export type Cargo = keyof typeof CARGO;

export const LEVELS = ["main", "floor", "belowdecks", "upper"] as const;
export type Level = (typeof LEVELS)[number];

/** How high each level stands: up and down a ladder or stairs, and which way a level lies from another. */
export const LEVEL_HEIGHT: Readonly<Record<Level, number>> = { belowdecks: 0, floor: 0, main: 1, upper: 2 };

type Meaning = { terrain: Terrain } | { cargo: Cargo };
const byGlyph: ReadonlyMap<string, Meaning> = new Map<string, Meaning>([
  ...Object.entries(TERRAIN).map(([name, t]): [string, Meaning] => [t.glyph, { terrain: name as Terrain }]),
  ...Object.entries(CARGO).map(([name, c]): [string, Meaning] => [c.glyph, { cargo: name as Cargo }]),
]);

/** What a glyph of the standard legend stands for, or undefined for an unknown glyph. */
export function glyphMeaning(glyph: string): Meaning | undefined {
  return byGlyph.get(glyph);
}
