// The wreck of a generated derelict: where damage concentrates (rot-js simplex noise), debris and
// vacuum in clusters grown by rot-js's cellular automaton on the hex topology (rot-js uses the
// same doubled hex coordinates as the ship), doors left open or jammed, systems failed. Drawn from
// the stream derelict/N/wreck of the run's seed alone. Never shuts the way from a player's lock to
// an objective: each cluster and jammed door is kept only if every target stays reachable.
import type { ConditionFile } from "../content/condition-schema.js";
import { placeName, type Ship } from "../ship/ship.js";
import { distancesFromLock, nearest, noDamage, type Damage } from "./wreck-paths.js";
import { seededSimplex } from "./seeded-noise.js";
import { loadRot, seededRng, type Rot, type RotRng } from "./seeded-rot.js";
import { failedSystems, type FailedSystems } from "./wreck-systems.js";
import { wreckOdds, type Level } from "./schedule.js";

export const wreckLabel = (index: number): string => `derelict/${index}/wreck`;

export interface WreckInput {
  readonly ship: Ship;
  readonly level: Level;
  /** The derelict's place in the run, 1..7. */
  readonly depth: number;
  /** The player's air locks (ids): every target is reached from each. */
  readonly locks: readonly number[];
  /** Sets of cells of which one must stay reachable (an objective's, the enemy's zone). */
  readonly targets: readonly (readonly number[])[];
  /** Cells never damaged: starts, zones, devices' spots, containers. */
  readonly protect: ReadonlySet<number>;
  /** What else must stay possible, given the hexes blocked (debris, vacuum, doors jammed shut). */
  readonly keep?: (blocked: ReadonlySet<number>) => boolean;
}

export interface GeneratedWreck {
  /** The scenario's condition block (hex names). */
  readonly condition: ConditionFile;
  /** The wreck's hazards in words, for the briefing (the systems' are told by systemsCondition). */
  readonly hazards: readonly string[];
  /** The systems that failed: their condition is written once the turn limit is known. */
  readonly systems: FailedSystems;
  readonly damage: Damage;
}

/** rot-js's rule for the clusters: an empty hex with 3+ damaged neighbours of its six is damaged, a damaged one with 2+ stays. */
const BORN = [3, 4, 5, 6];
const SURVIVE = [2, 3, 4, 5, 6];
const GENERATIONS = 2;

export async function generateWreck(seed: string, index: number, input: WreckInput): Promise<GeneratedWreck> {
  const rot = await loadRot();
  const rng = seededRng(rot, seed, wreckLabel(index));
  const noise = seededSimplex(rot, rng);
  const { ship } = input;
  const odds = wreckOdds(input.level, input.depth);
  // Damage in 0..1 where the noise says, in broad patches (a module is 14 hexes across).
  const damageAt = (cell: number) => {
    const c = ship.cells[cell]!;
    return (noise.get(c.x / 18, c.y / 9) + 1) / 2;
  };
  const clusters = grownClusters(rot, rng, input, damageAt, odds.seedChance);
  const shut = (d: Damage) => new Set([...d.blocked, ...[...d.jammed].filter((j) => !d.open.has(j))]);
  const reachable = (d: Damage) => allReachable(ship, input, d) && (input.keep?.(shut(d)) ?? true);
  const blocked = new Set<number>();
  const breached: number[] = [];
  const debris: number[] = [];
  const cap = Math.floor(eligible(input).length * odds.maxShare);
  for (const cluster of clusters) {
    if (blocked.size + cluster.length > cap) continue;
    const trial = new Set([...blocked, ...cluster]);
    if (!reachable({ ...noDamage(), blocked: trial })) continue;
    cluster.forEach((c) => blocked.add(c));
    (rng.getUniform() < odds.breachShare ? breached : debris).push(...cluster);
  }
  const open = new Set<number>();
  const jammed = new Set<number>();
  for (const door of ship.cells.filter((c) => c.terrain === "door").map((c) => c.id)) {
    if (rng.getUniform() < odds.openDoor) open.add(door);
    if (rng.getUniform() >= odds.jamDoor * (0.5 + damageAt(door))) continue;
    jammed.add(door);
    if (!reachable({ blocked, jammed, open })) jammed.delete(door);
  }
  const systems = failedSystems(rng, ship, odds);
  const names = (cells: Iterable<number>) => [...cells].sort((a, b) => a - b).map((c) => placeName(ship.cells[c]!));
  const condition: ConditionFile = {
    ...(open.size > 0 ? { "open-doors": names(open) } : {}),
    ...(jammed.size > 0 ? { "jammed-doors": names(jammed) } : {}),
    ...(debris.length > 0 ? { debris: names(debris) } : {}),
    ...(breached.length > 0 ? { breached: names(breached) } : {}),
  };
  const hazards = [
    ...(debris.length > 0 ? [`debris chokes ${count(debris.length, "hex", "hexes")}`] : []),
    ...(breached.length > 0
      ? [`${count(breached.length, "hex is", "hexes are")} open to vacuum: only armoured soldiers cross them`]
      : []),
    ...(jammed.size > 0 ? [`${count(jammed.size, "door is", "doors are")} jammed`] : []),
  ];
  return { condition, hazards, systems, damage: { blocked, jammed, open } };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Hexes the wreck may damage: plain floor on the main level, no start, device spot or container. */
function eligible(input: WreckInput): number[] {
  return input.ship.cells
    .filter((c) => c.terrain === "floor" && c.level === "main" && !input.protect.has(c.id))
    .map((c) => c.id);
}

/** Clusters of damaged hexes: seeded where the noise runs high, grown by the automaton, cut to eligible hexes. */
function grownClusters(
  rot: Rot,
  rng: RotRng,
  input: WreckInput,
  damageAt: (cell: number) => number,
  seedChance: (damage: number) => number,
): number[][] {
  const { ship } = input;
  const cells = eligible(input);
  if (cells.length === 0) return [];
  const width = Math.max(...ship.cells.map((c) => c.x)) + 3;
  const height = Math.max(...ship.cells.map((c) => c.y)) + 2;
  const automaton = new rot.Map.Cellular(width, height, { topology: 6, born: BORN, survive: SURVIVE });
  for (const cell of cells) {
    const c = ship.cells[cell]!;
    if (rng.getUniform() < seedChance(damageAt(cell))) automaton.set(c.x, c.y, 1);
  }
  const alive = new Set<string>();
  for (let g = 0; g < GENERATIONS; g++)
    automaton.create(g < GENERATIONS - 1 ? undefined : (x, y, v) => v === 1 && alive.add(`${x},${y}`));
  const damaged = new Set(cells.filter((cell) => alive.has(`${ship.cells[cell]!.x},${ship.cells[cell]!.y}`)));
  // Joined clusters, in the order of their first cell: each is kept or dropped whole.
  const clusters: number[][] = [];
  const seen = new Set<number>();
  for (const start of [...damaged].sort((a, b) => a - b)) {
    if (seen.has(start)) continue;
    const cluster: number[] = [];
    const todo = [start];
    seen.add(start);
    while (todo.length > 0) {
      const cell = todo.pop()!;
      cluster.push(cell);
      for (const n of ship.neighbours[cell]!)
        if (damaged.has(n) && !seen.has(n)) {
          seen.add(n);
          todo.push(n);
        }
    }
    clusters.push(cluster.sort((a, b) => a - b));
  }
  return clusters;
}

/** Every target reachable from every one of the player's locks. */
export function allReachable(ship: Ship, input: Pick<WreckInput, "locks" | "targets">, damage: Damage): boolean {
  return input.locks.every((lock) => {
    const d = distancesFromLock(ship, lock, damage);
    return input.targets.every((t) => nearest(d, t) < Infinity);
  });
}
