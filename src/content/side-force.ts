// A scenario side's boarding party: a force file, formations written in the scenario, or a force
// bought for the side's points; checked against the ship's points and dealt out to its start places.
import type { ForceSetup, Start } from "../engine/setup.js";
import { SOLDIERS_PER_HEX } from "../engine/movement.js";
import type { Side } from "../engine/state.js";
import { boardingPoints, LARGE_SHIP_MODULES, LARGE_SHIP_POINTS } from "../engine/forces/boarding-points.js";
import { buyForce } from "../engine/forces/buyer.js";
import { checkComposition, checkPoints } from "../engine/forces/composition.js";
import { forceSoldiers, type Force, type ForceSoldier } from "../engine/forces/force.js";
import type { Ship } from "../ship/ship.js";
import { forceFile, forceFromData, loadForceFile, placeProblems } from "./force-load.js";
import { nestedProblem, type Problem } from "./problem.js";
import type { Roster } from "./roster-load.js";
import type { ScenarioFile } from "./scenario-schema.js";
import { problemAt, type YamlFile } from "./yaml-document.js";

type SideSpec = ScenarioFile["sides"][Side];
type SetupSoldier = ForceSetup["soldiers"][number];

/** Marker numbers beyond its soldiers and dummies that a side with a force gets when it does not say. */
export const SPARE_MARKERS = 8;

export interface SideForce {
  readonly soldiers: SetupSoldier[];
  /** Where each soldier's start is written in the scenario, below the side: ["start", k]. */
  readonly starts: (readonly (string | number)[])[];
  readonly problems: Problem[];
}

/**
 * The soldiers of a side's force, if it has one. `names` holds the names taken so far (lower case)
 * and gains the force's; `startOf` reads a start place of the scenario's ship.
 */
export function sideForce(
  y: YamlFile,
  side: Side,
  spec: SideSpec,
  roster: Roster,
  ship: Ship,
  base: string,
  names: Set<string>,
  startOf: (text: string) => Start | string,
): SideForce {
  const problems: Problem[] = [];
  const at = (path: readonly (string | number)[], message: string) =>
    problems.push(problemAt(y, ["sides", side, ...path], message));
  const force = readForce(y, side, spec, roster, base, problems);
  if (!force) {
    if (!spec.soldiers && problems.length === 0)
      at([], "a side needs soldiers: a soldiers list, a force, or points to buy a force with");
    return { soldiers: [], starts: [], problems };
  }
  const modules = ship.modules.length;
  const budget = spec.points ?? boardingPoints(modules);
  const why =
    spec.points !== undefined
      ? " (the scenario's points for this side)"
      : ` (on a ship of ${modules} modules; ${LARGE_SHIP_POINTS} with more than ${LARGE_SHIP_MODULES})`;
  for (const p of checkPoints(force, roster, budget, [], why))
    at([spec.force !== undefined ? "force" : "points"], p.message);
  if (!spec.start) {
    at([], "say where the force starts: start: [lock 1, lock 2] (air locks or hexes)");
    return { soldiers: [], starts: [], problems };
  }
  const starts: Start[] = [];
  spec.start.forEach((text, i) => {
    const start = startOf(text);
    if (typeof start === "string") at(["start", i], start);
    else starts.push(start);
  });
  if (problems.length > 0) return { soldiers: [], starts: [], problems };
  const list = forceSoldiers(force);
  const placed = deal(list, starts);
  if (typeof placed === "string") {
    at(["start"], placed);
    return { soldiers: [], starts: [], problems };
  }
  const soldiers: SetupSoldier[] = [];
  const paths: (readonly (string | number)[])[] = [];
  list.forEach((s, i) => {
    const type = roster.types.get(s.type)!;
    const name = s.name ?? freshName(type.name, names);
    if (names.has(name.toLowerCase())) return at(["force"], `two soldiers of ${side} are named ${name}`);
    names.add(name.toLowerCase());
    soldiers.push({ type, name, start: placed[i]! });
    // deal hands out the start places themselves: the one given tells where in the file it is written.
    paths.push(["start", starts.indexOf(placed[i]!)]);
  });
  return { soldiers, starts: paths, problems };
}

/** The side's force: from its file, from the scenario, or bought for its points when nothing else is given. */
function readForce(
  y: YamlFile,
  side: Side,
  spec: SideSpec,
  roster: Roster,
  base: string,
  problems: Problem[],
): Force | undefined {
  const at = (path: readonly (string | number)[], message: string) =>
    problems.push(problemAt(y, ["sides", side, ...path], message));
  if (typeof spec.force === "string") {
    const found = forceFile(spec.force, base);
    if ("problem" in found) {
      at(["force"], found.problem);
      return undefined;
    }
    const file = loadForceFile(found.file);
    if (!file.ok) {
      at(["force"], nestedProblem("force", file.problems));
      return undefined;
    }
    if (file.value.roster.race !== roster.race) {
      at(["force"], `the force '${spec.force}' is of ${file.value.roster.name}, but this side is ${roster.name}`);
      return undefined;
    }
    return file.value.force;
  }
  if (spec.force !== undefined) {
    const force = forceFromData(spec.force, roster.race, spec.force.name ?? `${side}'s force`);
    const bad = checkComposition(force, roster);
    problems.push(...placeProblems(y, ["sides", side, "force"], bad));
    return bad.length > 0 ? undefined : force;
  }
  if (spec.points !== undefined && !spec.soldiers) {
    const bought = buyForce(roster, spec.points);
    if (typeof bought === "string") at(["points"], bought);
    return typeof bought === "string" ? undefined : bought;
  }
  return undefined;
}

/**
 * A start for each soldier: the units (a fire team with its leader, a specialist) take the start
 * places in turn; a hex holds at most two soldiers, so a unit spills over to the next place with room.
 */
export function deal(soldiers: readonly ForceSoldier[], starts: readonly Start[]): Start[] | string {
  // A hex holds two; a party waiting outside a lock (or spread over a zone) has room for all.
  const room = starts.map((s) => (s.at === "cell" ? SOLDIERS_PER_HEX : Infinity));
  const out: Start[] = [];
  for (const s of soldiers) {
    let k = s.unit % starts.length;
    for (let tries = 0; room[k] === 0 && tries < starts.length; tries++) k = (k + 1) % starts.length;
    if (room[k] === 0) {
      const hold = room.length * SOLDIERS_PER_HEX;
      return `the force has ${soldiers.length} soldiers and its start hexes hold ${hold} (${SOLDIERS_PER_HEX} a hex): add start places, or an air lock`;
    }
    room[k]!--;
    out.push(starts[k]!);
  }
  return out;
}

/** "Marine-3": the type's name and the first number not yet taken. */
function freshName(typeName: string, names: ReadonlySet<string>): string {
  const stem = typeName.replace(/\s+/g, "-");
  let n = 1;
  while (names.has(`${stem}-${n}`.toLowerCase())) n++;
  return `${stem}-${n}`;
}
