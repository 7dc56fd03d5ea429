// What a module holds, in words: chairs, devices, doors, ladders and cargo counted from its hexes.
import { neighbours, type Hex } from "../hex/coords.js";
import { hexKey, type ModuleMap } from "./module.js";
import { CARGO, type Terrain } from "./terrain.js";

/** How a kind is counted: every hex is one thing, a group of touching hexes is one thing, or not at all. */
type Counting = "hex" | "group" | "kind";

interface Noun {
  readonly one: string;
  readonly many: string;
  readonly counting: Counting;
}

const noun = (one: string, many: string, counting: Counting): Noun => ({ one, many, counting });

/** In the order a player would name them; floor, walls, treads and hall ends are not features. */
const NOUNS: Partial<Record<Terrain, Noun>> = {
  "captain-chair": noun("captain's chair", "captain's chairs", "hex"),
  chair: noun("blue chair", "blue chairs", "hex"),
  console: noun("console", "consoles", "kind"),
  "central-console": noun("central console", "central consoles", "group"),
  panel: noun("control panel", "control panels", "hex"),
  door: noun("door", "doors", "hex"),
  ladder: noun("ladder", "ladders", "hex"),
  stairs: noun("staircase", "staircases", "group"),
  generator: noun("generator", "generators", "group"),
  cooler: noun("cooler", "coolers", "hex"),
  purifier: noun("air purifier", "air purifiers", "group"),
  "gravity-machinery": noun("gravity machinery", "gravity machinery", "kind"),
  "cryo-cell": noun("cryo cell", "cryo cells", "hex"),
  booth: noun("transporter booth", "transporter booths", "hex"),
  "escape-pod": noun("escape pod", "escape pods", "hex"),
  bed: noun("auto-doc bed", "auto-doc beds", "hex"),
  cabinet: noun("cabinet", "cabinets", "kind"),
  furniture: noun("furniture", "furniture", "kind"),
  "cargo-lock": noun("cargo lock", "cargo locks", "group"),
  airlock: noun("air lock", "air locks", "group"),
};

/** Kinds drawn at the same hex on both levels they join: one thing, not two. */
const SPANS_LEVELS: ReadonlySet<Terrain> = new Set<Terrain>(["ladder", "stairs"]);

export interface Feature {
  readonly kind: Terrain | "cargo" | "halls";
  readonly count: number;
  readonly text: string;
}

export function moduleFeatures(module: ModuleMap): Feature[] {
  const features: Feature[] = [];
  for (const [kind, n] of Object.entries(NOUNS) as [Terrain, Noun][]) {
    const count = countKind(module, kind, n.counting);
    if (count === 0) continue;
    const text = n.counting === "kind" || count === 1 ? (count === 1 ? n.one : n.many) : `${count} ${n.many}`;
    features.push({ kind, count, text });
  }
  const sides = hallSides(module);
  if (sides.length > 0) {
    const text =
      sides.length === 4
        ? "halls on every side"
        : `${sides.length === 1 ? "hall" : "halls"} to the ${joinWords(sides)}`;
    features.push({ kind: "halls", count: sides.length, text });
  }
  const kinds = new Set(module.cargo.map((c) => c.kind));
  if (kinds.size > 0) {
    const pieces = module.cargo.length;
    const only = [...kinds][0]!;
    const label = CARGO[only].label;
    const oneKind = pieces === 1 ? label : `${pieces} ${label}${label.endsWith("x") ? "es" : "s"}`;
    const text = kinds.size > 1 ? `${kinds.size} kinds of cargo (${pieces} pieces)` : oneKind;
    features.push({ kind: "cargo", count: pieces, text });
  }
  return features;
}

/** The features as one line, e.g. "captain's chair, 18 blue chairs, 3 doors, halls to the west and east". */
export function describeFeatures(module: ModuleMap): string {
  return moduleFeatures(module)
    .map((f) => f.text)
    .join(", ");
}

/** Sides of the sheet where a hall leaves the module, in the order west, east, north, south. */
export function hallSides(module: ModuleMap): string[] {
  const main = module.levels[0];
  if (!main) return [];
  const ends = [...main.hexes.values()].filter((h) => h.terrain === "hall-end");
  const sides: [string, (h: Hex) => boolean][] = [
    ["west", (h) => h.x <= 1],
    ["east", (h) => h.x >= module.width - 2],
    ["north", (h) => h.y === 0],
    ["south", (h) => h.y === module.height - 1],
  ];
  return sides.filter(([, on]) => ends.some(on)).map(([side]) => side);
}

function countKind(module: ModuleMap, kind: Terrain, counting: Counting): number {
  const perLevel = module.levels.map((l) => [...l.hexes.values()].filter((h) => h.terrain === kind));
  const sets = SPANS_LEVELS.has(kind) ? [uniqueHexes(perLevel.flat())] : perLevel;
  return sets.reduce((n, hexes) => n + (counting === "group" ? groups(hexes) : hexes.length), 0);
}

function uniqueHexes(hexes: readonly Hex[]): Hex[] {
  return [...new Map(hexes.map((h) => [hexKey(h.x, h.y), h])).values()];
}

/** The number of groups of touching hexes. */
function groups(hexes: readonly Hex[]): number {
  const left = new Map(hexes.map((h) => [hexKey(h.x, h.y), h]));
  let count = 0;
  for (const start of hexes) {
    if (!left.delete(hexKey(start.x, start.y))) continue;
    count++;
    const queue = [start];
    for (let h = queue.pop(); h; h = queue.pop()) {
      for (const n of neighbours(h)) if (left.delete(hexKey(n.x, n.y))) queue.push(n);
    }
  }
  return count;
}

function joinWords(words: readonly string[]): string {
  return words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
