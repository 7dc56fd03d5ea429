// Loading a force file (scenarios/forces/*.yaml): its formations read into the rules' model and
// checked against the composition and points rules, every problem at its line and column.
import { basename, dirname } from "node:path";
import { LARGE_SHIP_MODULES, LARGE_SHIP_POINTS } from "../engine/forces/boarding-points.js";
import { checkComposition, checkPoints } from "../engine/forces/composition.js";
import type { Force, ForceProblem, Formation, Member, Path } from "../engine/forces/force.js";
import { FORCES_DIR, lookUp, noSuch, yamlFilesIn } from "./catalog.js";
import { forceSchema, type InlineForce } from "./force-schema.js";
import { failed, loaded, type Loaded, type Problem } from "./problem.js";
import { rosterOrReason, type Roster } from "./roster-load.js";
import { readTextFile } from "./text-source.js";
import { checkSchema } from "./schema-check.js";
import { parseYaml, problemAt, type YamlFile } from "./yaml-document.js";

export { FORCES_DIR };

export interface LoadedForce {
  readonly file: string;
  readonly force: Force;
  readonly roster: Roster;
  /** The points the file says it is built within. */
  readonly points?: number;
}

export function bundledForceFiles(): string[] {
  return yamlFilesIn(FORCES_DIR);
}

/**
 * A force by name (bundled, scenarios/forces/NAME.yaml, or a content folder's) or by path, relative
 * to `base`. An unknown name gives the problem: the forces there are.
 */
export function forceFile(ref: string, base = process.cwd()): { file: string } | { problem: string } {
  return lookUp("forces", ref, base) ?? { problem: noSuch("forces", ref) };
}

/** Without a ship to say, a force file is checked against the most any boarding party has. */
const STANDALONE_WHY = ` (a boarding party has at most ${LARGE_SHIP_POINTS} points, on a ship of more than ${LARGE_SHIP_MODULES} modules; say points: to build for fewer)`;

export function loadForceFile(file: string): Loaded<LoadedForce> {
  const text = readTextFile(file);
  if (!text.ok) return text;
  const parsed = parseYaml(file, text.value);
  if (!parsed.ok) return parsed;
  const checked = checkSchema(parsed.value, forceSchema);
  if (!checked.ok) return checked;
  const data = checked.value;
  const y = parsed.value;
  const roster = rosterOrReason(data.race, dirname(file));
  if (!roster.ok) return failed([problemAt(y, ["race"], roster.reason)]);
  const force = forceFromData(data, roster.value.race, data.name ?? basename(file).replace(/\.ya?ml$/i, ""));
  const problems = [
    ...checkComposition(force, roster.value),
    ...(data.points !== undefined
      ? checkPoints(force, roster.value, data.points, ["points"], " (its points)")
      : checkPoints(force, roster.value, LARGE_SHIP_POINTS, [], STANDALONE_WHY)),
  ];
  if (problems.length > 0)
    return failed(placeProblems(y, [], problems).sort((p, q) => p.line - q.line || p.col - q.col));
  return loaded({ file, force, roster: roster.value, ...(data.points !== undefined ? { points: data.points } : {}) });
}

/** The rules' model of a force read from YAML; every part keeps its path, relative to the force. */
export function forceFromData(data: InlineForce, race: string, name: string): Force {
  const member = (m: string | { type: string; name?: string | undefined }, at: Path): Member =>
    typeof m === "string" ? { type: m, at } : { type: m.type, ...(m.name ? { name: m.name } : {}), at };
  const formations: Formation[] = data.formations.map((f, i) => ({
    ...(f.name ? { name: f.name } : {}),
    ...(f.leader ? { leader: member(f.leader, ["formations", i, "leader"]) } : {}),
    teams: f.teams.map((t, j) => {
      const at = ["formations", i, "teams", j];
      return typeof t === "string" ? { type: t, at } : { type: t.type, ...(t.names ? { names: t.names } : {}), at };
    }),
    at: ["formations", i],
  }));
  const specialists = (data.specialists ?? []).map((m, k) => member(m, ["specialists", k]));
  return { race, name, formations, specialists };
}

/** Problems of a force as FILE:LINE:COL, its paths taken below `prefix` in the YAML. */
export function placeProblems(y: YamlFile, prefix: Path, problems: readonly ForceProblem[]): Problem[] {
  return problems.map((p) => problemAt(y, [...prefix, ...p.at], p.message));
}
