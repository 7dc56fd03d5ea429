// Where to stand to hold an area (a hold objective's room, or the engine room): its hexes ranked by how
// many of the ways in a soldier there covers less how far the ship beyond sees him, and the staging hexes
// just outside it, from which a side that must take the area goes in together.
import { TERRAIN } from "../../map/terrain.js";
import type { Ship } from "../../ship/ship.js";
import { lineIsClear } from "../../ship/sight-lines.js";
import { distanceField } from "../paths.js";

/** Move units from the area within which an outside hex is a way in (a post should cover it). */
const APPROACH = 3;
/** Move units from the area within which an outside hex is somewhere an enemy may fire from. */
const BEYOND = 12;
/** Staging: outside hexes this far from the area, in move units (one turn's walk or less from it). */
export const STAGE = { from: 2, to: 6 } as const;

const rankings = new WeakMap<Ship, Map<string, readonly number[]>>();

/** The field of move units to the area (any walker that climbs ladders), shared through FIELDS. */
export function areaField(ship: Ship, area: readonly number[], fields: Map<string, Float64Array>): Float64Array {
  const key = `area:${area.join(",")}`;
  let f = fields.get(key);
  if (!f) fields.set(key, (f = distanceField(ship, area, { ladders: true })));
  return f;
}

/**
 * The area's hexes a soldier may stand on, best post first: the ways in he sees (outside hexes within
 * APPROACH of it, every door counted open: the enemy opens them) less half the farther hexes that see
 * him. Depends on the ship and the area alone, so it is worked out once.
 */
export function rankedPosts(ship: Ship, area: readonly number[], fields: Map<string, Float64Array>): readonly number[] {
  const key = area.join(",");
  let byArea = rankings.get(ship);
  if (!byArea) rankings.set(ship, (byArea = new Map()));
  const known = byArea.get(key);
  if (known) return known;
  const open = allOpen(ship);
  const field = areaField(ship, area, fields);
  const inArea = new Set(area);
  const near: number[] = [];
  const far: number[] = [];
  for (let c = 0; c < field.length; c++) {
    if (inArea.has(c) || !(field[c]! > 0) || !TERRAIN[ship.cells[c]!.terrain].passable) continue;
    if (field[c]! <= APPROACH) near.push(c);
    else if (field[c]! <= BEYOND) far.push(c);
  }
  const standable = area.filter((c) => {
    const t = ship.cells[c]!.terrain;
    return TERRAIN[t].passable && t !== "door" && t !== "airlock";
  });
  const score = new Map<number, number>();
  for (const p of standable) {
    const covers = near.filter((c) => lineIsClear(ship, open, p, c)).length;
    const seen = far.filter((c) => lineIsClear(ship, open, p, c)).length;
    score.set(p, covers - seen / 2);
  }
  const ranked = [...standable].sort((a, b) => score.get(b)! - score.get(a)! || a - b);
  byArea.set(key, ranked);
  return ranked;
}

/**
 * Outside hexes STAGE.from to STAGE.to move units from the area that no enemy in it (THREATS' cells)
 * would see with every door open (he, or the side's own scouts, may open them).
 */
export function stagingCells(
  ship: Ship,
  area: readonly number[],
  fields: Map<string, Float64Array>,
  threats: readonly number[],
): number[] {
  const field = areaField(ship, area, fields);
  const openDoors = allOpen(ship);
  const out: number[] = [];
  for (let c = 0; c < field.length; c++) {
    const d = field[c]!;
    const t = ship.cells[c]!.terrain;
    if (d < STAGE.from || d > STAGE.to || !TERRAIN[t].passable || t === "door" || t === "airlock") continue;
    if (threats.some((e) => lineIsClear(ship, openDoors, c, e))) continue;
    out.push(c);
  }
  return out;
}

function allOpen(ship: Ship): Readonly<Record<number, true>> {
  const open: Record<number, true> = {};
  for (const c of ship.cells) if (c.terrain === "door") open[c.id] = true;
  return open;
}
