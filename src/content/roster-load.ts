// Loading a race's roster into soldier types the engine can use.
import { join } from "node:path";
import type { SoldierType } from "../engine/soldier-type.js";
import { looksLikePath, SCENARIOS_DIR, yamlFilesIn } from "./catalog.js";
import { failed, loaded, type Loaded } from "./problem.js";
import { rosterSchema } from "./roster-schema.js";
import { readTextFile } from "./text-source.js";
import { checkSchema, parseYaml } from "./yaml-document.js";

export const ROSTERS_DIR = join(SCENARIOS_DIR, "rosters");

export interface Roster {
  readonly race: string;
  readonly name: string;
  readonly types: ReadonlyMap<string, SoldierType>;
}

export function bundledRosterFiles(): string[] {
  return yamlFilesIn(ROSTERS_DIR);
}

export function rosterFileFor(ref: string, base = process.cwd()): string {
  return looksLikePath(ref) ? join(base, ref) : join(ROSTERS_DIR, `${ref}.yaml`);
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
  for (const [key, t] of Object.entries(data.types)) {
    types.set(key, {
      id: `${data.race}/${key}`,
      race: data.race,
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
      ...(t["hard-to-hit"] ? { hardToHit: true } : {}),
    });
  }
  return loaded({ race: data.race, name: data.name, types });
}
