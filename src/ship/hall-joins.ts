// Where placed modules meet: hall ends that join another module's hall, run into a wall, or become air locks.
import { hexName, step, type Direction, type Hex } from "../hex/coords.js";
import { levelOf, type ModuleHex, type ModuleMap } from "../map/module.js";
import { TERRAIN } from "../map/terrain.js";
import type { AssemblyProblem } from "./assemble.js";

/** The modules laid out on ship coordinates: who stands where, on any level and on the main level. */
export interface Layout {
  readonly placed: readonly { readonly module: ModuleMap; readonly at: Hex }[];
  /** Entries with a hex (on any level) at a ship position, by `posKey`. */
  readonly footprint: ReadonlyMap<number, readonly number[]>;
  /** The main-level hex at a ship position. */
  main(x: number, y: number): { readonly entry: number; readonly hex: ModuleHex } | undefined;
}

export interface HallEnd {
  readonly entry: number;
  /** The hall end's position in its module. */
  readonly local: Hex;
}

export interface Halls {
  /** Hall ends that meet a passable hex of another module: they become floor. */
  readonly joined: readonly HallEnd[];
  /** Hall ends at the ship's edge, each with the ship position of its new air-lock hex. */
  readonly locks: readonly { readonly hall: HallEnd; readonly site: Hex }[];
  readonly problems: readonly AssemblyProblem[];
}

/** One integer below 2^28 for a ship position; positions run from -OFFSET to OFFSET - 1 each way. */
export const posKey = (x: number, y: number): number => (y + OFFSET) * SPAN + (x + OFFSET);
const SPAN = 1 << 14;
const OFFSET = 1 << 13;

/** Straight out first (west, east), then the diagonals of a top or bottom edge: where a lock goes, what a hall meets. */
const LOOK_ORDER: readonly Direction[] = ["w", "e", "nw", "ne", "sw", "se"];

export function resolveHalls(layout: Layout): Halls {
  const joined: HallEnd[] = [];
  const locks: { hall: HallEnd; site: Hex }[] = [];
  const problems: AssemblyProblem[] = [];
  const taken = new Set<number>();
  layout.placed.forEach(({ module, at }, entry) => {
    const main = levelOf(module, "main");
    if (!main) return;
    const ends = [...main.hexes.values()]
      .filter((h) => h.terrain === "hall-end")
      .sort((a, b) => a.y - b.y || a.x - b.x);
    for (const local of ends) {
      const here = { x: at.x + local.x, y: at.y + local.y };
      const name = `${module.id}:${hexName(local)}`;
      const outward = LOOK_ORDER.map((d) => step(here, d)).filter(
        (n) => !(layout.footprint.get(posKey(n.x, n.y)) ?? []).includes(entry),
      );
      const foreign = outward.filter((n) => layout.footprint.has(posKey(n.x, n.y)));
      if (foreign.length === 0) {
        const site = lockSite(outward, taken);
        if (site) {
          taken.add(posKey(site.x, site.y));
          locks.push({ hall: { entry, local }, site });
        } else problems.push({ entry, message: `hall at ${name} has no free hex beside it for an air lock` });
        continue;
      }
      const meets = foreign.map((n) => layout.main(n.x, n.y));
      if (meets.some((m) => m !== undefined && TERRAIN[m.hex.terrain].passable)) {
        joined.push({ entry, local });
        continue;
      }
      problems.push({ entry, message: `hall at ${name} ${blockedBy(layout, foreign[0]!, meets[0])}` });
    }
  });
  return { joined, locks, problems };
}

function lockSite(outward: readonly Hex[], taken: ReadonlySet<number>): Hex | undefined {
  return outward.find((n) => !taken.has(posKey(n.x, n.y)));
}

function blockedBy(layout: Layout, at: Hex, meets: { entry: number; hex: ModuleHex } | undefined): string {
  if (meets) {
    const other = layout.placed[meets.entry]!;
    const what = meets.hex.terrain === "wall" ? "a wall" : `a ${meets.hex.terrain} (impassable)`;
    return `runs into ${what} of module ${other.module.id} at ${other.module.id}:${hexName(meets.hex)}`;
  }
  const entry = layout.footprint.get(posKey(at.x, at.y))![0]!;
  const other = layout.placed[entry]!;
  const local = { x: at.x - other.at.x, y: at.y - other.at.y };
  return `runs into module ${other.module.id} at ${other.module.id}:${hexName(local)}, which has no main-level hex there`;
}
