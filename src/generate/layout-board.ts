// The modules laid out so far while the search runs: which ship positions they cover, and whether one more fits.
import { distance, type Hex } from "../hex/coords.js";
import { hexKey, levelOf, type ModuleHex, type ModuleLevel } from "../map/module.js";
import { posKey, resolveHalls, type Layout } from "../ship/hall-joins.js";
// Two hall ends left as air locks this near were meant to meet: `validate` warns of them.
import { MISSED_BY } from "../content/layout-warnings.js";
import type { ModuleFit } from "./module-fit.js";

/** A module at a ship position (of its hex 0000). */
export interface Spot {
  readonly fit: ModuleFit;
  readonly at: Hex;
}

/**
 * How far apart the modules' `at` may lie: a ship file writes `at` as CCRR, two digits each, so the
 * columns (x / 2) and rows of all of them must fit in 0..99 once shifted there.
 */
const MAX_SPAN_X = 196;
const MAX_SPAN_Y = 99;
/** A level's index in LEVELS, spread above every position key (posKey is below 2^28). */
const LEVEL_STRIDE = 2 ** 28;

export class Board {
  private readonly spots: Spot[] = [];
  private readonly mains: (ModuleLevel | undefined)[] = [];
  /** Which entry covers each (level, position). */
  private readonly covered = new Map<number, number>();
  /** Entries with a hex on any level at each position, as src/ship/hall-joins.ts reads them. */
  private readonly footprint = new Map<number, number[]>();

  get placed(): readonly Spot[] {
    return this.spots;
  }

  place(spot: Spot): void {
    const entry = this.spots.length;
    this.spots.push(spot);
    this.mains.push(levelOf(spot.fit.entry.module, "main"));
    for (const h of spot.fit.hexes) {
      const x = spot.at.x + h.x;
      const y = spot.at.y + h.y;
      this.covered.set(h.level * LEVEL_STRIDE + posKey(x, y), entry);
      const key = posKey(x, y);
      const here = this.footprint.get(key);
      if (here === undefined) this.footprint.set(key, [entry]);
      else if (!here.includes(entry)) here.push(entry);
    }
  }

  /** Takes the last module placed off again. */
  unplace(): void {
    const entry = this.spots.length - 1;
    const spot = this.spots.pop()!;
    this.mains.pop();
    for (const h of spot.fit.hexes) {
      const key = posKey(spot.at.x + h.x, spot.at.y + h.y);
      this.covered.delete(h.level * LEVEL_STRIDE + key);
      const here = this.footprint.get(key);
      if (here === undefined) continue;
      const left = here.filter((e) => e !== entry);
      if (left.length === 0) this.footprint.delete(key);
      else this.footprint.set(key, left);
    }
  }

  /** Whether a position is covered by any module, on any level. */
  covers(x: number, y: number): boolean {
    return this.footprint.has(posKey(x, y));
  }

  /**
   * Places `spot` if it fits: within a ship file's reach, on no hex of another module, with every hall end
   * of the ship joined or free to become an air lock, and no two air-lock hall ends so near they look missed.
   */
  tryPlace(spot: Spot): boolean {
    if (!this.withinSpan(spot.at) || this.overlaps(spot)) return false;
    this.place(spot);
    if (this.hallsResolve()) return true;
    this.unplace();
    return false;
  }

  private withinSpan(at: Hex): boolean {
    const xs = [at.x, ...this.spots.map((s) => s.at.x)];
    const ys = [at.y, ...this.spots.map((s) => s.at.y)];
    return Math.max(...xs) - Math.min(...xs) <= MAX_SPAN_X && Math.max(...ys) - Math.min(...ys) <= MAX_SPAN_Y;
  }

  private overlaps(spot: Spot): boolean {
    const box = shifted(spot);
    const near = this.spots.some((s) => boxesMeet(box, shifted(s)));
    if (!near) return false;
    return spot.fit.hexes.some((h) =>
      this.covered.has(h.level * LEVEL_STRIDE + posKey(spot.at.x + h.x, spot.at.y + h.y)),
    );
  }

  private hallsResolve(): boolean {
    const halls = resolveHalls(this.layout());
    if (halls.problems.length > 0) return false;
    const open = halls.locks.map(({ hall }) => {
      const at = this.spots[hall.entry]!.at;
      return { entry: hall.entry, x: at.x + hall.local.x, y: at.y + hall.local.y };
    });
    return !open.some((a, i) => open.some((b, j) => j > i && a.entry !== b.entry && distance(a, b) <= MISSED_BY));
  }

  private layout(): Layout {
    const placed = this.spots.map((s) => ({ module: s.fit.entry.module, at: s.at }));
    const main = (x: number, y: number): { entry: number; hex: ModuleHex } | undefined => {
      for (let entry = this.spots.length - 1; entry >= 0; entry--) {
        const at = this.spots[entry]!.at;
        const lx = x - at.x;
        const ly = y - at.y;
        const hex = lx >= 0 && ly >= 0 ? this.mains[entry]?.hexes.get(hexKey(lx, ly)) : undefined;
        if (hex) return { entry, hex };
      }
      return undefined;
    };
    return { placed, footprint: this.footprint, main };
  }
}

interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

function shifted({ fit, at }: Spot): Box {
  return { x0: fit.box.x0 + at.x, y0: fit.box.y0 + at.y, x1: fit.box.x1 + at.x, y1: fit.box.y1 + at.y };
}

function boxesMeet(a: Box, b: Box): boolean {
  return a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;
}
