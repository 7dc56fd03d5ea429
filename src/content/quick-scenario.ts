// A scenario made from command-line flags, without a file: a ship, each side's race and points,
// the turns. Each side's boarding party is bought for its points and waits outside the ship's
// air locks, blue at the western half of them, yellow at the eastern. The scenario is written
// as the YAML of a scenario file, so it loads, validates and saves like any other.
import { stringify } from "yaml";
import { SIDES, type Side } from "../engine/state.js";
import { boardingPoints } from "../engine/forces/boarding-points.js";
import type { Ship } from "../ship/ship.js";
import { isBundled, looksLikePath, lookUp, namedFiles, noSuch } from "./catalog.js";
import { formatProblem, type Loaded } from "./problem.js";
import { loadRosterFile, rosterFile, type Roster } from "./roster-load.js";
import { loadScenarioText, type Scenario } from "./scenario-load.js";
import { loadShipFile } from "./ship-load.js";
import { QUICK_TURNS } from "./quick-terms.js";

export interface QuickOptions {
  /** A ship name (bundled or a content folder's) or a ship file. */
  readonly ship: string;
  /** Each side's race and points: "starmarines:25", or "norx" for the points the ship's size gives. */
  readonly blue: string;
  readonly yellow: string;
  readonly turns?: number;
  readonly first?: Side;
  /** Dummies each side has waiting outside with its soldiers. */
  readonly dummies?: number;
  /**
   * The hook for `--objective`: top-level keys the objectives' own code makes for the scenario
   * (`objectives:`, and `containers:` if they name any), written into it as they are.
   */
  readonly extra?: Readonly<Record<string, unknown>>;
}

export const QUICK_DUMMIES = 4;
/** The name problems in a quick scenario are reported under. */
export const QUICK_FILE = "<command line>";

/**
 * A value, or why the flags make none: a usage mistake (a flag's word), or, with `file`, a file
 * the flags name that cannot be read or is broken (invalid input, exit 1 on the command line).
 */
export type Quick<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string; readonly file?: true };

/** The scenario's YAML text, or why the flags make none (a usage mistake). Paths are made absolute. */
export function quickScenarioText(o: QuickOptions, base = process.cwd()): Quick<string> {
  const found = lookUp("ships", o.ship, base);
  if (!found || "problem" in found) return { ok: false, reason: found?.problem ?? noSuch("ships", o.ship) };
  const shipFile = found.file;
  const ship = loadShipFile(shipFile);
  if (!ship.ok) return { ok: false, reason: `--ship: ${formatProblem(ship.problems[0]!)}`, file: true };
  const turns = o.turns ?? QUICK_TURNS;
  if (!Number.isInteger(turns) || turns < 1 || turns > 200)
    return { ok: false, reason: `--turns takes a whole number from 1 to 200, not '${o.turns}'` };
  const dummies = o.dummies ?? QUICK_DUMMIES;
  const locks = lockHalves(ship.value);
  const sides: Record<string, unknown> = {};
  const titles: string[] = [];
  for (const side of SIDES) {
    const flag = parseSideFlag(o[side], side, base);
    if (!flag.ok) return flag;
    const points = flag.value.points ?? boardingPoints(ship.value.modules.length);
    const starts = locks[side].map((l) => l.name);
    sides[side] = {
      race: flag.value.raceRef,
      points,
      start: starts,
      ...(dummies > 0 ? { dummies: Array.from({ length: dummies }, (_, i) => starts[i % starts.length]!) } : {}),
    };
    titles.push(`${flag.value.roster.name} ${points}`);
  }
  const shipRef = isBundled("ships", shipFile) && !looksLikePath(o.ship) ? o.ship : shipFile;
  const data = {
    name: `Quick: ${titles.join(" vs ")} on ${ship.value.name}`,
    summary: `made from the command line: forces bought for their points, boarding from outside the air locks`,
    ship: shipRef,
    first: o.first ?? "blue",
    turns,
    sides,
    ...o.extra,
  };
  return {
    ok: true,
    value: `# A quick scenario, made from the command line (derelict run/play --ship --blue --yellow).\n${stringify(data)}`,
  };
}

/** The quick scenario loaded, ready to play; flag mistakes as a reason, file problems as problems. */
export function loadQuickScenario(o: QuickOptions, base = process.cwd()): Quick<Loaded<Scenario>> {
  const text = quickScenarioText(o, base);
  return text.ok ? { ok: true, value: loadScenarioText(QUICK_FILE, text.value) } : text;
}

interface SideFlag {
  readonly raceRef: string;
  readonly roster: Roster;
  readonly points?: number;
}

/** "starmarines:25" -> the race's roster and the points; "norx" -> points left to the ship's size. */
export function parseSideFlag(flag: string, side: string, base = process.cwd()): Quick<SideFlag> {
  const m = /^(.+?)(?::(\d+))?$/.exec(flag.trim());
  const races = namedFiles("rosters").map((r) => r.name);
  if (!m) return { ok: false, reason: `--${side} takes RACE or RACE:POINTS (races: ${races.join(", ")})` };
  const race = m[1]!;
  const found = rosterFile(race, base);
  if ("problem" in found) return { ok: false, reason: `--${side}: ${found.problem}` };
  const file = found.file;
  const roster = loadRosterFile(file);
  if (!roster.ok) return { ok: false, reason: `--${side}: ${formatProblem(roster.problems[0]!)}`, file: true };
  const points = m[2] === undefined ? undefined : Number(m[2]);
  if (points !== undefined && (points < 1 || points > 999))
    return { ok: false, reason: `--${side}: points from 1 to 999, not ${points}` };
  return {
    ok: true,
    value: {
      // A bundled race stays a name; any other roster is written as its whole path, so the scenario
      // made (and a save of it) loads from any folder, with or without the content folders of today.
      raceRef: isBundled("rosters", file) && !looksLikePath(race) ? race : file,
      roster: roster.value,
      ...(points !== undefined ? { points } : {}),
    },
  };
}

/** The ship's air locks from west to east, split in halves: blue the western, yellow the eastern. */
export function lockHalves(ship: Ship): Record<Side, Ship["airlocks"][number][]> {
  const x = (l: Ship["airlocks"][number]) => Math.min(...l.exits.map((e) => ship.cells[e]!.x));
  const sorted = [...ship.airlocks].sort((a, b) => x(a) - x(b) || a.id - b.id);
  // One lock: both sides come through it, in turn. Odd: the middle one is no one's.
  if (sorted.length === 1) return { blue: sorted, yellow: sorted };
  const half = Math.floor(sorted.length / 2);
  return { blue: sorted.slice(0, half), yellow: sorted.slice(sorted.length - half) };
}
