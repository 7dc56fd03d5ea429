// Cutting the enemy off at the escape pods: a side that wins when time runs out and came only to fight
// does not know the enemy's objectives (no seat shows them), but it watches his markers: when the
// likely soldiers have come clearly nearer the ship's escape pods since they came into the game (more
// than they came nearer the side's own soldiers), he is going for the pods, and half the side's
// hunters, the nearest the pods, wait there for him. From the side's view alone: the enemy markers'
// tracks across an open table (where each came from), the belief's odds, the ship's pods.
import type { PlayerView } from "../../seat/index.js";
import type { Ship } from "../../ship/ship.js";
import { deviceIndex } from "../../ship/device-index.js";
import { findCell } from "../../ship/find-cell.js";
import { TERRAIN } from "../../map/terrain.js";
import { activeSoldiers, cellOf, type Plan } from "../plan.js";
import { hexDistance } from "../paths.js";

/** Hexes nearer the pods the enemy's likely soldiers must have come, on average, to be going for them. */
const HEADING = 5;
/** And by how much more than they came nearer the side's own soldiers (a hunt comes nearer both). */
const MARGIN = 2;

const nearest = (ship: Ship, cell: number, to: readonly number[]): number =>
  to.reduce((d, c) => Math.min(d, hexDistance(ship, cell, c)), Infinity);

/** Whether the enemy, as the side watched him, is making for the escape pods. */
export function goingForPods(v: PlayerView, ship: Ship, odds: (label: string) => number): boolean {
  const pods = deviceIndex(ship).pods;
  const mine = v.own.map(cellOf).filter((c): c is number => c !== undefined);
  if (pods.length === 0 || mine.length === 0) return false;
  let weight = 0;
  let toPods = 0;
  let toUs = 0;
  for (const e of v.enemies) {
    const track = v.tracks.find((t) => t.label === e.label);
    const from = track ? findCell(ship, track.at) : undefined;
    const w = e.revealed ? 1 : odds(e.label);
    if (from === undefined || w < 0.3) continue;
    weight += w;
    toPods += w * (nearest(ship, from, pods) - nearest(ship, e.cell, pods));
    toUs += w * (nearest(ship, from, mine) - nearest(ship, e.cell, mine));
  }
  if (weight === 0) return false;
  return toPods / weight >= HEADING && toPods / weight > toUs / weight + MARGIN;
}

/**
 * The plan with the cut-off: for a side that wins when time runs out and has no objective but the
 * fight, once the enemy is going for the pods, the half of its hunters nearest the pods hold the hexes
 * beside them (in ambush, firing first: the tactics).
 */
export function cutOffPlan(
  v: PlayerView,
  ship: Ship,
  plan: Plan,
  odds: (label: string) => number,
  near: (from: number, goals: readonly number[]) => number,
): Plan {
  if (v.objectives.otherwise !== v.side || v.objectives.mine.some((o) => o.kind !== "exterminate")) return plan;
  if (!goingForPods(v, ship, odds)) return plan;
  const pods = deviceIndex(ship).pods;
  const posts = [
    ...new Set(
      pods.flatMap((p) => [p, ...ship.neighbours[p]!]).filter((c) => TERRAIN[ship.cells[c]!.terrain].passable),
    ),
  ];
  const hunters = activeSoldiers(v)
    .filter((s) => {
      const t = plan.tasks.get(s.soldier.name);
      return cellOf(s) !== undefined && s.soldier.weapon !== undefined && (!t || (t.kind === "go" && !t.stay));
    })
    .map((s) => ({ s, d: near(cellOf(s)!, posts) }))
    .filter((x) => Number.isFinite(x.d))
    .sort((a, b) => a.d - b.d);
  const tasks = new Map(plan.tasks);
  for (const { s } of hunters.slice(0, Math.ceil(hunters.length / 2)))
    tasks.set(s.soldier.name, { kind: "go", goals: posts, stay: true });
  return { tasks };
}
