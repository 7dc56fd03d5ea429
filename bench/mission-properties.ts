// Generated missions' properties over many seeds (test/generate/mission-properties.test.ts runs a few
// hundred, `npm run mission-check` thousands): each derelict's ship and scenario written out and loaded
// back by the ordinary loaders without a problem, every objective (and the enemy's zones) reachable
// from each of the squad's air locks around the wreck's debris, vacuum and jammed doors (a walk of its
// own, not the generator's), the same seed giving the same mission; optionally a bot game played to
// its end on each of some of them.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatProblem } from "../src/content/problem.js";
import { validateFile } from "../src/cli/validate-files.js";
import { rosterOrReason } from "../src/content/roster-load.js";
import { loadScenarioFile, type Scenario } from "../src/content/scenario-load.js";
import type { CatalogModule } from "../src/generate/module-fit.js";
import { buyForce } from "../src/engine/forces/buyer.js";
import { forceSoldiers } from "../src/engine/forces/force.js";
import type { Objective } from "../src/engine/victory/objectives.js";
import { generateMission, RACES, type GeneratedMission } from "../src/generate/mission.js";
import { scenarioYaml, type SquadSoldier } from "../src/generate/scenario-yaml.js";
import { generateShip } from "../src/generate/ship-layout.js";
import { shipYaml } from "../src/generate/ship-yaml.js";
import type { Level } from "../src/generate/schedule.js";
import { TERRAIN } from "../src/map/terrain.js";
import { deviceIndex } from "../src/ship/device-index.js";
import { playBots } from "../src/seating/bot-game.js";

export interface MissionSurvey {
  readonly missions: number;
  readonly failures: readonly string[];
  readonly kinds: ReadonlyMap<string, number>;
  readonly enemies: ReadonlyMap<string, number>;
  /** Missions with debris, vacuum, jammed doors, lights out, power off. */
  readonly wrecked: { debris: number; breached: number; jammed: number; dark: number; dead: number };
  readonly turns: { min: number; max: number; mean: number };
  /** Bot games played to the end, by result; `errors` lists any that threw or did not finish. */
  readonly games: { played: number; blue: number; yellow: number; draw: number; errors: string[] };
  readonly ms: number;
}

export interface MissionSurveyOptions {
  readonly catalog: readonly CatalogModule[];
  readonly seeds: readonly string[];
  /** Play a bot game on one mission in this many (0: none). */
  readonly botEvery?: number;
  /** Generate again and compare on one mission in this many (default 10). */
  readonly repeatEvery?: number;
  /** Told after each mission: how many so far, failures and bot games (a long run's figures as it goes). */
  readonly progress?: (done: number, failures: number, games: MissionSurvey["games"]) => void;
}

/** A squad of the race: the force its points buy, named Ash-1, Ash-2... */
export function squadOf(race: string, points = 16): SquadSoldier[] {
  const roster = rosterOrReason(race);
  if (!roster.ok) throw new Error(roster.reason);
  const force = buyForce(roster.value, points);
  if (typeof force === "string") throw new Error(force);
  return forceSoldiers(force)
    .slice(0, 8)
    .map((s, i) => ({ type: s.type, name: `Squad-${i + 1}` }));
}

export async function surveyMissions(options: MissionSurveyOptions): Promise<MissionSurvey> {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), "derelict-missions-"));
  const failures: string[] = [];
  const kinds = new Map<string, number>();
  const enemies = new Map<string, number>();
  const wrecked = { debris: 0, breached: 0, jammed: 0, dark: 0, dead: 0 };
  const turns: number[] = [];
  const games = { played: 0, blue: 0, yellow: 0, draw: 0, errors: [] as string[] };
  const squads = new Map(RACES.map((r) => [r, squadOf(r)]));
  try {
    for (const [i, seed] of options.seeds.entries()) {
      const index = 1 + (i % 7);
      const race = RACES[i % RACES.length]!;
      const mOptions = { playerRace: race, level: (1 + (i % 3)) as Level, visibility: i % 2 ? "fog" : "open" } as const;
      const made = await generateShip(seed, index, { catalog: options.catalog, file: join(dir, "ship.yaml") });
      const mission = await generateMission(seed, index, { name: made.name, ship: made.ship }, mOptions);
      const fail = (why: string) => failures.push(`seed ${JSON.stringify(seed)} derelict ${index}: ${why}`);
      if (i % (options.repeatEvery ?? 10) === 0) {
        const again = await generateMission(seed, index, { name: made.name, ship: made.ship }, mOptions);
        if (JSON.stringify(again) !== JSON.stringify(mission)) fail("the same seed gave another mission");
      }
      writeFileSync(join(dir, "ship.yaml"), shipYaml(made));
      writeFileSync(join(dir, "scenario.yaml"), scenarioYaml(mission, squads.get(race)!, 2));
      // As `derelict validate` reads them: no error, and no warning either (a cargo that cannot be pushed out...).
      for (const file of ["ship.yaml", "scenario.yaml"]) {
        const report = validateFile(join(dir, file));
        for (const p of [...report.errors, ...report.warnings]) fail(`${file}: ${formatProblem(p)}`);
      }
      const loaded = loadScenarioFile(join(dir, "scenario.yaml"));
      if (!loaded.ok) {
        fail(loaded.problems.map(formatProblem).join("; "));
        continue;
      }
      for (const why of unreachable(loaded.value, mission)) fail(why);
      kinds.set(mission.kind, (kinds.get(mission.kind) ?? 0) + 1);
      enemies.set(mission.scenario.sides.yellow.race, (enemies.get(mission.scenario.sides.yellow.race) ?? 0) + 1);
      const c = mission.scenario.condition ?? {};
      if (c.debris) wrecked.debris++;
      if (c.breached) wrecked.breached++;
      if (c["jammed-doors"]) wrecked.jammed++;
      if (c.lights === "off" || c.power === "off") wrecked.dark++;
      if (c.power === "off") wrecked.dead++;
      turns.push(mission.scenario.turns);
      if (options.botEvery && i % options.botEvery === 0) {
        try {
          const game = playBots(loaded.value, i + 1);
          if (game.reason === "unfinished")
            games.errors.push(`seed ${JSON.stringify(seed)}: the bots' game did not finish`);
          else {
            games.played++;
            if (game.winner === null) games.draw++;
            else games[game.winner]++;
          }
        } catch (e) {
          games.errors.push(`seed ${JSON.stringify(seed)}: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
      options.progress?.(i + 1, failures.length, games);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const mean = turns.reduce((a, b) => a + b, 0) / Math.max(1, turns.length);
  return {
    missions: options.seeds.length,
    failures,
    kinds,
    enemies,
    wrecked,
    turns: { min: Math.min(...turns), max: Math.max(...turns), mean },
    games,
    ms: performance.now() - started,
  };
}

/**
 * What of the mission a soldier cannot reach from one of the squad's air locks, walking the loaded
 * scenario's ship: any hex one can stand on, not debris, not vacuum, through doors not jammed shut.
 */
function unreachable(s: Scenario, mission: GeneratedMission): string[] {
  const ship = s.ship;
  const wreck = s.condition?.wreck;
  const open = new Set(s.condition?.openDoors ?? []);
  const bad = new Set([...(wreck?.debris ?? []), ...(wreck?.breached ?? [])]);
  const jammedShut = new Set((wreck?.jammed ?? []).filter((d) => !open.has(d)));
  const walkable = (cell: number) => {
    const c = ship.cells[cell]!;
    return TERRAIN[c.terrain].passable && c.terrain !== "airlock" && !bad.has(cell) && !jammedShut.has(cell);
  };
  const beside = (cells: Iterable<number>) => [...cells].flatMap((c) => ship.neighbours[c]!);
  const devices = deviceIndex(ship);
  const targets = (o: Objective): [string, number[]] => {
    switch (o.kind) {
      case "hold":
        return [`the area ${o.area}`, [...(ship.areas.get(o.area) ?? [])]];
      case "engines-off":
        return ["the engine console", [...devices.consoleSpots]];
      case "rescue":
        return [`the sleeper ${o.sleeper}`, beside((s.sleepers ?? []).map((z) => z.cell))];
      case "cargo":
        return ["the container", beside([s.ship.cargo[o.container]!.cell])];
      case "evacuate":
        return ["the escape pods", [...devices.pods]];
      default:
        return ["", []];
    }
  };
  const goals = (s.objectives?.blue ?? []).map(targets).filter(([, cells]) => cells.length > 0);
  const zones = s.forces.yellow.soldiers.flatMap((z) => (z.start.at === "zone" ? [z.start.cells] : []));
  goals.push(...zones.map((cells, k): [string, number[]] => [`the enemy's zone ${k + 1}`, [...cells]]));
  if (goals.length === 0) return ["no objective to reach"];
  const out: string[] = [];
  for (const name of mission.playerStarts) {
    const lock = ship.airlocks.find((l) => l.name === name)!;
    const seen = new Set<number>(lock.exits.filter(walkable));
    const todo = [...seen];
    while (todo.length > 0) {
      const cell = todo.pop()!;
      for (const n of [...ship.neighbours[cell]!, ...ship.links[cell]!])
        if (!seen.has(n) && walkable(n)) {
          seen.add(n);
          todo.push(n);
        }
    }
    for (const [what, cells] of goals)
      if (!cells.some((c) => seen.has(c))) out.push(`${what} is out of reach from ${name}`);
  }
  return out;
}
