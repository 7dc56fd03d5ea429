// A derelict's name and the squad's soldiers' names, from the run's named streams.
import { nameMaker } from "./name-maker.js";
import { SHIP_PREFIXES, SHIP_WORDS, SOLDIER_WORDS } from "./name-words.js";
import { loadRot, seededRng } from "./seeded-rot.js";

/** The stream a derelict's name is drawn from (index: its place in the run, 1 for the first). */
export const nameLabel = (index: number): string => `derelict/${index}/name`;

/** The stream the squad's names are drawn from, unless the caller names another (a replacement's, say). */
export const SQUAD_NAMES = "names/squad";

/** A derelict's name, "ISV Korvanna": a registry prefix and a name made from SHIP_WORDS. */
export async function shipName(seed: string, index: number): Promise<string> {
  const rot = await loadRot();
  const label = nameLabel(index);
  const prefix =
    SHIP_PREFIXES[Math.floor(seededRng(rot, seed, `${label}/prefix`).getUniform() * SHIP_PREFIXES.length)]!;
  const name = nameMaker(rot, seed, label, SHIP_WORDS, { min: 4, max: 10, order: 3 }).next();
  return `${prefix} ${name}`;
}

/**
 * `count` different soldiers' surnames, made from SOLDIER_WORDS, from stream `label` of the run's seed.
 * `taken`: names already in the squad, never given again (a replacement joining the living).
 */
export async function soldierNames(
  seed: string,
  count: number,
  label: string = SQUAD_NAMES,
  taken: readonly string[] = [],
): Promise<string[]> {
  const rot = await loadRot();
  const maker = nameMaker(rot, seed, label, SOLDIER_WORDS, { min: 3, max: 9, order: 2 });
  const used = new Set(taken);
  const names: string[] = [];
  // Each name drawn is a new word most of the time; past this many draws a number tells two apart.
  for (let tries = 0; names.length < count; tries++) {
    const name = maker.next();
    const fresh = used.has(name) && tries > count * 20 ? `${name} ${names.length + 1}` : name;
    if (used.has(fresh)) continue;
    used.add(fresh);
    names.push(fresh);
  }
  return names;
}
