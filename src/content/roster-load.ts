// Loading a race's roster: its types as the file gives them, and as they fight aboard a derelict.
import { join } from "node:path";
import type { SoldierType } from "../engine/soldier-type.js";
import { boardedType } from "../engine/forces/boarded-type.js";
import type { RaceRoster, RosterType } from "../engine/forces/roster-type.js";
import { lookUp, noSuch, ROSTERS_DIR, yamlFilesIn } from "./catalog.js";
import { failed, formatProblem, loaded, type Loaded } from "./problem.js";
import { rosterSchema, type SoldierTypeFile } from "./roster-schema.js";
import { readTextFile } from "./text-source.js";
import { checkSchema } from "./schema-check.js";
import { parseYaml } from "./yaml-document.js";

export { ROSTERS_DIR };

/** A race's roster: each type as it fights aboard (`types`) and as the roster gives it (`entries`). */
export interface Roster extends RaceRoster {
  readonly race: string;
  readonly name: string;
  /** The types as they fight aboard a derelict (src/engine/forces/boarded-type.ts). */
  readonly types: ReadonlyMap<string, SoldierType>;
}

export function bundledRosterFiles(): string[] {
  return yamlFilesIn(ROSTERS_DIR);
}

/**
 * A roster by race name (bundled, or a content folder's) or by path, relative to `base` (an
 * absolute path stays as it is). An unknown name, or one two content folders have, gives the
 * problem: the races there are, not the bundled folder's path, which is no help to a modder.
 */
export function rosterFile(ref: string, base = process.cwd()): { file: string } | { problem: string } {
  return lookUp("rosters", ref, base) ?? { problem: noSuch("rosters", ref) };
}

/** The roster's file, or for an ambiguous name the bundled place (see rosterFile for the problem). */
export function rosterFileFor(ref: string, base = process.cwd()): string {
  const found = rosterFile(ref, base);
  return "file" in found ? found.file : join(ROSTERS_DIR, `${ref}.yaml`);
}

/** The roster a reference names, or one line of what is wrong, for the place in a file that names it. */
export function rosterOrReason(
  ref: string,
  base = process.cwd(),
): { ok: true; value: Roster } | { ok: false; reason: string } {
  const found = rosterFile(ref, base);
  if ("problem" in found) return { ok: false, reason: found.problem };
  const roster = loadRosterFile(found.file);
  return roster.ok ? roster : { ok: false, reason: `roster '${ref}': ${formatProblem(roster.problems[0]!)}` };
}

export function loadRosterFile(file: string): Loaded<Roster> {
  const text = readTextFile(file);
  if (!text.ok) return text;
  const parsed = parseYaml(file, text.value);
  if (!parsed.ok) return parsed;
  const checked = checkSchema(parsed.value, rosterSchema);
  if (!checked.ok) return failed(checked.problems);
  const data = checked.value;
  const types = new Map<string, SoldierType>();
  const entries = new Map<string, RosterType>();
  for (const [key, t] of Object.entries(data.types)) {
    const entry = rosterType(data.race, key, t);
    entries.set(key, entry);
    types.set(key, boardedType(entry));
  }
  return loaded({ race: data.race, name: data.name, types, entries });
}

/** A type as the roster file gives it: fighting numbers, cost, kind and open-field abilities. */
function rosterType(race: string, key: string, t: SoldierTypeFile): RosterType {
  const base: SoldierType = {
    id: `${race}/${key}`,
    race,
    name: t.name,
    move: t.move,
    armour: t.armour,
    twoLegs: t["two-legs"] ?? true,
    ...(t.leader ? { leader: t.leader } : {}),
    ...(t.medic ? { medic: true } : {}),
    ...(t.hero ? { hero: true } : {}),
    ...(t.weapon ? { weapon: t.weapon } : {}),
    ...(t["close-combat"] !== undefined ? { closeCombat: t["close-combat"] } : {}),
    ...(t.morale !== undefined ? { morale: t.morale } : {}),
    ...(t.fearless ? { fearless: true } : {}),
    ...(t.blows !== undefined ? { blows: t.blows } : {}),
    ...(t["skips-walls"] ? { skipsWalls: true } : {}),
  };
  return {
    key,
    race,
    base,
    points: t.points,
    kind: t.kind ?? "soldier",
    ...(t.limit !== undefined ? { limit: t.limit } : {}),
    ...(t["hard-to-hit"] ? { hardToHit: true } : {}),
    ...(t.airborne ? { airborne: true } : {}),
    ...(t.hops ? { hops: true } : {}),
    ...(t.jumps ? { jumps: true } : {}),
    ...(t["makes-cover"] ? { makesCover: true } : {}),
    ...(t.sled ? { sled: true } : {}),
  };
}
