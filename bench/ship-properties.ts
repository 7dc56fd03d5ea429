// The generated ship's properties, checked over many seeds (test/generate/ship-properties.test.ts runs
// a thousand, `npm run generate-check` ten thousand): each one validates as its written file, every air
// lock reaches every module and area, the same seed gives the same ship (one in ten made twice), module
// counts are honoured.
import { shipWarnings } from "../src/content/layout-warnings.js";
import { formatProblem } from "../src/content/problem.js";
import { loadShipText } from "../src/content/ship-load.js";
import { parseYaml } from "../src/content/yaml-document.js";
import { checkSchema } from "../src/content/schema-check.js";
import { shipSchema } from "../src/content/ship-schema.js";
import { hexName } from "../src/hex/coords.js";
import type { CatalogModule } from "../src/generate/module-fit.js";
import { unreached } from "../src/generate/reach.js";
import { generateShip, type GeneratedShip } from "../src/generate/ship-layout.js";
import { shipYaml } from "../src/generate/ship-yaml.js";

export interface Survey {
  readonly ships: number;
  /** Ships whose written file fails validation (errors or warnings), or whose layout misses a lock's reach, with why. */
  readonly failures: readonly string[];
  /** How many ships used each module id. */
  readonly used: ReadonlyMap<number, number>;
  /** How many ships had each module count. */
  readonly counts: ReadonlyMap<number, number>;
  /** Ships with modules on more than one row of sheets (not a plain row). */
  readonly notARow: number;
  /** Distinct layouts (module and place lists) among the ships. */
  readonly distinct: number;
  readonly ms: number;
}

export interface SurveyOptions {
  readonly catalog: readonly CatalogModule[];
  readonly seeds: readonly string[];
  readonly modules?: number;
  /**
   * Load the written file (as `derelict validate` does) for one ship in this many (default 1: every one);
   * the others are checked against the ship generated (src/ship/assemble.ts, as loading assembles it).
   */
  readonly validateEvery?: number;
  /** Generate one ship in this many a second time and compare the files (default 10). */
  readonly repeatEvery?: number;
  /** Told after every ship, with how many are done. */
  readonly progress?: (done: number) => void;
}

/** Generates a ship for every seed and checks each; `seeds` as run seeds, each for its first derelict. */
export async function surveyShips(options: SurveyOptions): Promise<Survey> {
  const started = performance.now();
  const failures: string[] = [];
  const used = new Map<number, number>();
  const counts = new Map<number, number>();
  const layouts = new Set<string>();
  let notARow = 0;
  for (const [i, seed] of options.seeds.entries()) {
    const made = await generateShip(seed, 1, { catalog: options.catalog, modules: options.modules });
    const why = [
      ...(i % (options.validateEvery ?? 1) === 0 ? validation(made) : quickValidation(made)),
      ...unreached(made.ship),
      ...countProblem(made, options.modules),
      ...(i % (options.repeatEvery ?? 10) === 0 ? await repeatProblem(made, seed, options) : []),
    ];
    if (why.length > 0) failures.push(`seed ${JSON.stringify(seed)}: ${why.join("; ")}`);
    for (const p of made.placed) used.set(p.module.id, (used.get(p.module.id) ?? 0) + 1);
    counts.set(made.placed.length, (counts.get(made.placed.length) ?? 0) + 1);
    if (new Set(made.placed.map((p) => p.at.y)).size > 1) notARow++;
    layouts.add(JSON.stringify(made.file.modules));
    options.progress?.(i + 1);
  }
  return {
    ships: options.seeds.length,
    failures,
    used,
    counts,
    notARow,
    distinct: layouts.size,
    ms: performance.now() - started,
  };
}

/** What `derelict validate` says of the written file: its load errors, then its warnings. */
export function validation(made: GeneratedShip): string[] {
  const file = "generated-ship.yaml";
  const text = shipYaml(made);
  const loaded = loadShipText(file, text);
  if (!loaded.ok) return loaded.problems.map(formatProblem);
  const yaml = parseYaml(file, text);
  if (!yaml.ok) return yaml.problems.map(formatProblem);
  return shipWarnings(yaml.value, loaded.value).map(formatProblem);
}

/**
 * The written file's schema and warnings, checked against the ship assembled when it was generated (the
 * file loads as that ship: test/generate/ship-layout.test.ts), without reading eleven module files again.
 */
export function quickValidation(made: GeneratedShip): string[] {
  const file = "generated-ship.yaml";
  const yaml = parseYaml(file, shipYaml(made));
  if (!yaml.ok) return yaml.problems.map(formatProblem);
  const checked = checkSchema(yaml.value, shipSchema);
  if (!checked.ok) return checked.problems.map(formatProblem);
  const said = checked.value.modules.map((m) => `${m.module}@${m.at}`).join(" ");
  const placed = made.placed.map((p) => `${p.ref}@${hexName(p.at)}`).join(" ");
  if (said !== placed) return [`the file places ${said}, the ship was made of ${placed}`];
  return shipWarnings(yaml.value, made.ship).map(formatProblem);
}

/** Whether the same seed gives the same ship file again. */
async function repeatProblem(made: GeneratedShip, seed: string, options: SurveyOptions): Promise<string[]> {
  const again = await generateShip(seed, 1, { catalog: options.catalog, modules: options.modules });
  return shipYaml(again) === shipYaml(made) ? [] : ["the same seed gave another ship"];
}

function countProblem(made: GeneratedShip, modules: number | undefined): string[] {
  const n = made.placed.length;
  if (modules !== undefined && n !== modules) return [`asked for ${modules} modules, made ${n}`];
  return n < 3 || n > 11 ? [`${n} modules, not 3 to 11`] : [];
}
