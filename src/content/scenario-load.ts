// Loading a scenario: its ship, each side's roster, soldiers and where they start.
import { dirname } from "node:path";
import { findCell } from "../ship/find-cell.js";
import { DEFAULT_MARKERS, type ForceSetup, type Setup, type Start } from "../engine/setup.js";
import { deviceIndex } from "../ship/device-index.js";
import type { Sleeper } from "../engine/systems/devices.js";
import { DEFAULT_VISIBILITY, SIDES, type Side, type Visibility } from "../engine/state.js";
import { typeRefusal } from "../engine/forces/type-bans.js";
import type { Ship } from "../ship/ship.js";
import { lookUp, noSuch } from "./catalog.js";
import { startProblems, type PlacedStart } from "./start-checks.js";
import { parseZone, zoneProblems } from "./zone-starts.js";
import { loadObjectives } from "./objectives-load.js";
import { loadCondition } from "./condition-load.js";
import { failed, loaded, nestedProblem, type Loaded, type Problem } from "./problem.js";
import { rosterOrReason } from "./roster-load.js";
import { scenarioSchema, type ScenarioFile } from "./scenario-schema.js";
import { sideForce, SPARE_MARKERS } from "./side-force.js";
import { loadShipFile } from "./ship-load.js";
import { readTextFile } from "./text-source.js";
import { checkSchema } from "./schema-check.js";
import { parseYaml, problemAt, type YamlFile } from "./yaml-document.js";

/** A scenario ready to play: everything of a game's setup but the seed, and how to present it. */
export interface Scenario extends Omit<Setup, "seed"> {
  readonly name: string;
  /** Open or fog: the file's, or the default (open). */
  readonly visibility: Visibility;
  readonly summary: string;
  readonly file: string;
  /** The introductory scenario, offered first. */
  readonly intro?: boolean;
  /** The briefing, for both players. */
  readonly story?: string;
}

export function loadScenarioFile(file: string): Loaded<Scenario> {
  const text = readTextFile(file);
  if (!text.ok) return text;
  return loadScenarioText(file, text.value);
}

/** A scenario from its text, as if read from `file` (relative paths in it are found from the file's folder). */
export function loadScenarioText(file: string, text: string): Loaded<Scenario> {
  const parsed = parseYaml(file, text);
  if (!parsed.ok) return parsed;
  const checked = checkSchema(parsed.value, scenarioSchema);
  if (!checked.ok) return checked;
  return buildScenario(parsed.value, checked.value);
}

function buildScenario(y: YamlFile, data: ScenarioFile): Loaded<Scenario> {
  const base = dirname(y.file);
  const shipFile = lookUp("ships", data.ship, base);
  if (!shipFile || "problem" in shipFile)
    return failed([problemAt(y, ["ship"], shipFile?.problem ?? noSuch("ships", data.ship))]);
  const ship = loadShipFile(shipFile.file);
  if (!ship.ok) return failed([problemAt(y, ["ship"], nestedProblem("ship", ship.problems))]);

  const problems: Problem[] = [];
  const placed: PlacedStart[] = [];
  const forces = {} as Record<Side, ForceSetup>;
  const markers = {} as Record<Side, number>;
  for (const side of SIDES) {
    const spec = data.sides[side];
    const at = (path: PropertyKey[], message: string) => problemAt(y, ["sides", side, ...path], message);
    const roster = rosterOrReason(spec.race, base);
    if (!roster.ok) {
      problems.push(at(["race"], roster.reason));
      continue;
    }
    const names = new Set<string>();
    const soldiers: ForceSetup["soldiers"][number][] = [];
    const counts = new Map<string, number>();
    (spec.soldiers ?? []).forEach((s, i) => {
      const type = roster.value.types.get(s.type);
      if (!type)
        return problems.push(
          at(
            ["soldiers", i, "type"],
            `${roster.value.name} have no soldier type '${s.type}' (they have: ${[...roster.value.types.keys()].join(", ")})`,
          ),
        );
      const barred = typeRefusal(roster.value.entries.get(s.type)!);
      if (barred) return problems.push(at(["soldiers", i, "type"], barred));
      const n = (counts.get(s.type) ?? 0) + 1;
      counts.set(s.type, n);
      const name = s.name ?? `${type.name.replace(/\s+/g, "-")}-${n}`;
      if (names.has(name.toLowerCase()))
        return problems.push(at(["soldiers", i, "name"], `two soldiers of ${side} are named ${name}`));
      names.add(name.toLowerCase());
      const start = parseStart(ship.value, s.start);
      if (typeof start === "string") return problems.push(at(["soldiers", i, "start"], start));
      soldiers.push({ type, name, start, ...(s.wounded ? { wounded: true } : {}) });
      placed.push({ side, path: ["sides", side, "soldiers", i, "start"], start, soldier: name });
    });
    // Besides (or instead of) the list: a force file, formations written here, or points to buy one.
    const force = sideForce(y, side, spec, roster.value, ship.value, base, names, (text) =>
      parseStart(ship.value, text),
    );
    problems.push(...force.problems);
    soldiers.push(...force.soldiers);
    force.soldiers.forEach((s, i) =>
      placed.push({ side, path: ["sides", side, ...force.starts[i]!], start: s.start, soldier: s.name }),
    );
    const dummies: Start[] = [];
    (spec.dummies ?? []).forEach((d, i) => {
      const start = parseStart(ship.value, d);
      if (typeof start === "string") problems.push(at(["dummies", i], start));
      else {
        dummies.push(start);
        placed.push({ side, path: ["sides", side, "dummies", i], start });
      }
    });
    markers[side] =
      spec.markers ??
      (force.soldiers.length > 0
        ? Math.max(DEFAULT_MARKERS, soldiers.length + dummies.length + SPARE_MARKERS)
        : DEFAULT_MARKERS);
    if (markers[side] <= soldiers.length + dummies.length) {
      problems.push(
        at(
          spec.markers === undefined ? ["soldiers"] : ["markers"],
          `${side} needs more markers (${markers[side]}) than soldiers and dummies (${soldiers.length + dummies.length})`,
        ),
      );
    }
    forces[side] = { soldiers, dummies, ...(spec["extra-dummies"] ? { extraDummies: spec["extra-dummies"] } : {}) };
  }
  problems.push(...startProblems(y, ship.value, placed));
  problems.push(...zoneProblems(y, data, ship.value, (text) => parseStart(ship.value, text)));
  const sleepers = loadSleepers(y, data, ship.value, base, problems);
  const aims = loadObjectives(y, data, ship.value, problems);
  const starts = SIDES.flatMap((side) => [
    ...(forces[side]?.soldiers ?? []).map((s) => s.start),
    ...(forces[side]?.dummies ?? []),
  ]);
  const condition = loadCondition(y, data.condition, aims.ship, starts, problems);
  if (problems.length > 0) return failed(problems);
  const rules = data.rules?.ambush !== undefined ? { rules: { ambush: data.rules.ambush } } : {};
  const extras = {
    ...(aims.objectives ? { objectives: aims.objectives } : {}),
    ...(data.intro ? { intro: true } : {}),
    ...(data.story ? { story: data.story } : {}),
    ...(condition ? { condition } : {}),
  };
  return loaded({
    name: data.name,
    summary: data.summary ?? "",
    file: y.file,
    ship: aims.ship,
    first: data.first,
    turnLimit: data.turns,
    markers,
    forces,
    visibility: data.visibility ?? DEFAULT_VISIBILITY,
    ...rules,
    ...(sleepers.length > 0 ? { sleepers } : {}),
    ...extras,
  });
}

/** The sleepers in the ship's cryo cells, one to a cell, each of a type of his race's roster. */
function loadSleepers(y: YamlFile, data: ScenarioFile, ship: Ship, base: string, problems: Problem[]): Sleeper[] {
  const sleepers: Sleeper[] = [];
  const cryo = deviceIndex(ship).cryoCells;
  (data.sleepers ?? []).forEach((s, i) => {
    const at = (key: string, message: string) => problems.push(problemAt(y, ["sleepers", i, key], message));
    const roster = rosterOrReason(s.race, base);
    if (!roster.ok) return at("race", roster.reason);
    const type = roster.value.types.get(s.type);
    if (!type)
      return at(
        "type",
        `${roster.value.name} have no soldier type '${s.type}' (they have: ${[...roster.value.types.keys()].join(", ")})`,
      );
    const barred = typeRefusal(roster.value.entries.get(s.type)!);
    if (barred) return at("type", barred);
    const cell = findCell(ship, s.cell);
    if (cell === undefined || !cryo.includes(cell))
      return at(
        "cell",
        `${s.cell} is not a cryo cell of this ship${cryo.length > 0 ? ` (they are: ${cryo.map((c) => ship.cells[c]!.name).join(", ")})` : ""}`,
      );
    if (sleepers.some((o) => o.cell === cell)) return at("cell", `two sleepers in the cryo cell at ${s.cell}`);
    sleepers.push({ cell, type, name: s.name });
  });
  return sleepers;
}

/** A start place in a scenario, or what is wrong with it. */
export function parseStart(ship: Ship, text: string): Start | string {
  const zone = parseZone(ship, text);
  if (zone !== undefined) return zone;
  const lock = ship.airlocks.find((l) => l.name === text);
  if (lock) return { at: "outside", lock: lock.id };
  if (/lock/.test(text)) return `this ship has no ${text} (it has: ${ship.airlocks.map((l) => l.name).join(", ")})`;
  const cell = findCell(ship, text);
  return cell === undefined ? `no hex ${text} on this ship` : { at: "cell", cell };
}
