// The mission on a generated derelict: the enemy (race, force bought for points, hidden in zones),
// the player's objective, the wreck, the turn limit from the distances, the briefing. A function of
// the run's seed, the derelict's index and the ship alone (streams derelict/N/mission and
// derelict/N/wreck). The player's side is left for the campaign to fill: its race, its air locks
// and its marker count (scenarioYaml writes its soldiers in).
import type { ScenarioFile } from "../content/scenario-schema.js";
import { rosterOrReason, type Roster } from "../content/roster-load.js";
import { zoneCells } from "../engine/deploy/zones.js";
import { buyForce } from "../engine/forces/buyer.js";
import { isSpecialist } from "../engine/forces/roster-type.js";
import { draw, stream, type Below } from "../engine/rng.js";
import type { Side, Visibility } from "../engine/state.js";
import { deviceIndex } from "../ship/device-index.js";
import type { Ship } from "../ship/ship.js";
import { writeBriefing, type Briefing } from "./briefing.js";
import { missionsFor, type MissionObjective } from "./mission-objective.js";
import { computerStrength, enemyPoints, isFlagship, type Level } from "./schedule.js";
import { turnLimit } from "./turn-limit.js";
import { distancesFromLock, noDamage, nearest } from "./wreck-paths.js";
import { generateWreck } from "./wreck-generate.js";
import { MAX_AIR, systemsCondition } from "./wreck-systems.js";

export const missionLabel = (index: number): string => `derelict/${index}/mission`;

/** The nine races of the bundled rosters, any of which may hold a derelict. */
export const RACES = [
  "colonials",
  "nkakk",
  "norx",
  "pelgari",
  "saurs",
  "starmarines",
  "swarm",
  "victors",
  "zrutes",
] as const;

/** The side the campaign's squad plays; the computer plays the other. */
export const PLAYER_SIDE: Side = "blue";
const ENEMY_SIDE: Side = "yellow";

export interface MissionShip {
  readonly name: string;
  /** The ship assembled (as loading its written file gives it). */
  readonly ship: Ship;
}

export interface MissionOptions {
  /** The squad's race: a bundled roster name such as starmarines. */
  readonly playerRace: string;
  /** The run's difficulty level, 1 (easiest) to 3. */
  readonly level: Level;
  readonly visibility?: Visibility;
  /** How the scenario names its ship file, relative to the scenario's (default ./ship.yaml). */
  readonly shipRef?: string;
}

export interface GeneratedMission {
  /** 1..7: the derelict's place in the run (its depth); the seventh is the flagship. */
  readonly index: number;
  readonly flagship: boolean;
  /** The scenario as a file gives it; the player's side has a race, starts and markers, no soldiers yet. */
  readonly scenario: ScenarioFile;
  readonly playerSide: Side;
  /** The air locks the squad boards by ("lock 2"): scenarioYaml deals its soldiers over them. */
  readonly playerStarts: readonly string[];
  readonly briefing: Briefing;
  /** The computer's strength for the enemy side. */
  readonly enemyStrength: 1 | 2 | 3;
  readonly kind: MissionObjective["kind"];
}

/** Marker numbers the squad's side has. */
export const PLAYER_MARKERS = 16;

export async function generateMission(
  seed: string,
  index: number,
  ship: MissionShip,
  options: MissionOptions,
): Promise<GeneratedMission> {
  const depth = index;
  const flagship = isFlagship(depth);
  const plan = draw(stream(seed, missionLabel(index)), (below) => planMission(below, ship.ship, options, depth));
  const p = plan.value;
  const wreck = await generateWreck(seed, index, {
    ship: ship.ship,
    level: options.level,
    depth,
    locks: p.locks,
    targets: [...(p.objective.targets.length > 0 ? [p.objective.targets] : []), ...p.zoneCells],
    protect: p.protect,
    ...(p.objective.keep ? { keep: p.objective.keep } : {}),
  });
  const farthest = Math.max(
    ...p.locks.map((lock) => {
      const d = distancesFromLock(ship.ship, lock, wreck.damage);
      const goals = p.objective.targets.length > 0 ? [p.objective.targets] : p.zoneCells;
      return Math.max(...goals.map((g) => nearest(d, g)));
    }),
  );
  // A dead ship's air lasts the boarding, so its turn limit stays below the most air there is.
  const turns = Math.min(turnLimit(farthest, p.objective.legs), wreck.systems.powerOff ? MAX_AIR - 1 : Infinity);
  const systems = systemsCondition(wreck.systems, turns);
  const starts = p.locks.map((l) => ship.ship.airlocks[l]!.name);
  const enemy = p.enemy;
  const briefing = writeBriefing({
    shipName: ship.name,
    index,
    flagship,
    enemy: enemy.roster.name,
    objective: p.objective,
    turns,
    hazards: [...systems.hazards, ...wreck.hazards],
    starts,
  });
  const sleeper =
    p.objective.sleeperCell !== undefined && p.objective.objective.kind === "rescue"
      ? [
          {
            race: options.playerRace,
            type: p.sleeperType,
            name: p.objective.objective.sleeper,
            cell: ship.ship.cells[p.objective.sleeperCell]!.name,
          },
        ]
      : [];
  const zones = p.zones.map((z) => `zone ${z}`);
  const scenario: ScenarioFile = {
    name: `${ship.name}: ${p.objective.title}`,
    summary: briefing.mission,
    ship: options.shipRef ?? "./ship.yaml",
    first: PLAYER_SIDE,
    turns,
    ...(options.visibility ? { visibility: options.visibility } : {}),
    story: briefing.story,
    sides: {
      [PLAYER_SIDE]: { race: options.playerRace, markers: PLAYER_MARKERS, start: starts },
      [ENEMY_SIDE]: {
        race: enemy.roster.race,
        points: enemy.points,
        start: zones,
        dummies: zones,
        "extra-dummies": 1 + Math.floor(depth / 3),
      },
    } as ScenarioFile["sides"],
    ...(sleeper.length > 0 ? { sleepers: sleeper } : {}),
    ...(p.objective.container ? { containers: [p.objective.container] } : {}),
    objectives: {
      [PLAYER_SIDE]:
        p.objective.kind === "exterminate" ? [p.objective.objective] : [p.objective.objective, { kind: "exterminate" }],
      [ENEMY_SIDE]: [{ kind: "exterminate" }],
      otherwise: flagship ? ENEMY_SIDE : "draw",
    },
    condition: { ...systems.condition, ...wreck.condition },
  };
  return {
    index,
    flagship,
    scenario,
    playerSide: PLAYER_SIDE,
    playerStarts: starts,
    briefing,
    enemyStrength: computerStrength(options.level, depth),
    kind: p.objective.kind,
  };
}

interface Plan {
  readonly locks: number[];
  readonly objective: MissionObjective;
  readonly enemy: { readonly roster: Roster; readonly points: number };
  /** Area keys of the enemy's zones, and each zone's hexes. */
  readonly zones: string[];
  readonly zoneCells: number[][];
  readonly protect: Set<number>;
  readonly sleeperType: string;
}

function planMission(below: Below, ship: Ship, options: MissionOptions, depth: number): Plan {
  const player = rosterOf(options.playerRace);
  // Two of the hull's air locks (one on a ship with one), drawn.
  const hull = ship.airlocks.filter((l) => l.kind === "hull").map((l) => l.id);
  const pool = hull.length > 0 ? hull : ship.airlocks.map((l) => l.id);
  const first = pool[below(pool.length)]!;
  const rest = pool.filter((l) => l !== first);
  const locks = rest.length > 0 ? [first, rest[below(rest.length)]!] : [first];
  const missions = missionsFor(ship, isFlagship(depth), below);
  const objective = missions[below(missions.length)]!;
  const enemy = enemyFor(below, options, depth);
  const { zones, cells } = enemyZones(below, ship, locks, objective, depth);
  const protect = protectedCells(ship, cells.flat(), objective);
  const sleeperType = [...player.entries.values()].find((t) => !isSpecialist(t))?.key ?? [...player.types.keys()][0]!;
  return { locks, objective, enemy, zones, zoneCells: cells, protect, sleeperType };
}

function rosterOf(race: string): Roster {
  const roster = rosterOrReason(race);
  if (!roster.ok) throw new Error(`internal: no roster ${race}: ${roster.reason}`);
  return roster.value;
}

/** Another race than the player's, its force bought for the schedule's points (more if a fire team costs more). */
function enemyFor(below: Below, options: MissionOptions, depth: number): Plan["enemy"] {
  const races = RACES.filter((r) => r !== options.playerRace);
  const roster = rosterOf(races[below(races.length)]!);
  let points = enemyPoints(options.level, depth);
  while (typeof buyForce(roster, points) === "string") points++;
  return { roster, points };
}

/** The enemy's zones: named areas far from the player's locks (the held area itself when it holds one). */
function enemyZones(
  below: Below,
  ship: Ship,
  locks: readonly number[],
  objective: MissionObjective,
  depth: number,
): { zones: string[]; cells: number[][] } {
  const exits = new Set(ship.airlocks.flatMap((l) => l.exits));
  const distances = locks.map((l) => distancesFromLock(ship, l, noDamage()));
  const candidates = [...ship.areas.entries()]
    .map(([key, area]) => ({ key, cells: zoneCells(ship, area) }))
    .filter((a) => a.cells.length >= 3 && !a.cells.some((c) => exits.has(c)))
    .map((a) => ({ ...a, far: Math.min(...distances.map((d) => nearest(d, a.cells))) }))
    .filter((a) => a.far < Infinity)
    .sort((a, b) => b.far - a.far || a.key.localeCompare(b.key));
  const wanted = depth >= 4 ? 3 : 2;
  const chosen: typeof candidates = [];
  const held = candidates.find((a) => a.key === objective.area);
  if (held) chosen.push(held);
  // The farther half, drawn from.
  const far = candidates.slice(0, Math.max(wanted, Math.ceil(candidates.length / 2))).filter((a) => a !== held);
  while (chosen.length < wanted && far.length > 0) chosen.push(far.splice(below(far.length), 1)[0]!);
  if (chosen.length === 0) throw new Error("internal: the ship has no area for the enemy to deploy in");
  return { zones: chosen.map((a) => a.key), cells: chosen.map((a) => a.cells) };
}

/** Hexes the wreck leaves alone: the zones, the objective's, every lock's exits, the devices' spots and the containers and their neighbours. */
function protectedCells(ship: Ship, zoneHexes: readonly number[], objective: MissionObjective): Set<number> {
  const d = deviceIndex(ship);
  const near = (cells: Iterable<number>) => [...cells].flatMap((c) => [c, ...ship.neighbours[c]!]);
  return new Set([
    ...zoneHexes,
    ...objective.targets,
    ...ship.airlocks.flatMap((l) => near(l.exits)),
    ...d.consoleSpots,
    ...d.panelSpots,
    ...d.purifierSpots,
    ...d.gravitySpots,
    ...d.bridgeChairs,
    ...d.auxChairs,
    ...near(d.cryoCells),
    ...near(d.pods),
    ...near(d.booths),
    ...near(d.coolers),
    ...near(d.beds),
    ...d.recPanels.flatMap((c) => near([c])),
    ...near(ship.cargo.map((c) => c.cell)),
    ...ship.cells.filter((c) => c.terrain === "door").flatMap((c) => near([c.id])),
  ]);
}
