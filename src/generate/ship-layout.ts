// A generated derelict's ship: modules chosen and laid out from the run's named stream, named, assembled and
// checked like any ship file, and the ShipFile data that writes it out (src/generate/ship-yaml.ts).
import { hexName, type Hex } from "../hex/coords.js";
import { draw, stream, type Below } from "../engine/rng.js";
import type { ShipFile } from "../content/ship-schema.js";
import { assembleShip } from "../ship/assemble.js";
import type { Ship } from "../ship/ship.js";
import type { Spot } from "./layout-board.js";
import { searchLayout } from "./layout-search.js";
import { choiceProblem, chooseModules, DEFAULT_MAX_MODULES, MIN_MODULES } from "./module-choice.js";
import { moduleFit, type CatalogModule, type ModuleFit } from "./module-fit.js";
import { shipName } from "./names.js";

export type { CatalogModule } from "./module-fit.js";

export interface ShipOptions {
  /** How many modules; by default drawn from 3 to 11 (or fewer, when the catalog has fewer). */
  readonly modules?: number;
  /** The modules there are (bundled and content folders': src/content/module-catalog.ts); each id is used once. */
  readonly catalog: readonly CatalogModule[];
  /** The file the ship will be written to, as the assembled ship names it (default "ship.yaml"). */
  readonly file?: string;
}

export interface PlacedEntry {
  readonly ref: string | number;
  readonly module: CatalogModule["module"];
  /** Where its hex 0000 lies, as the ship file writes it. */
  readonly at: Hex;
}

export interface GeneratedShip {
  /** The derelict's name ("ISV Korvanna"). */
  readonly name: string;
  /** The ship file's data, as a YAML file gives it: write it with shipYaml. */
  readonly file: ShipFile;
  /** The ship assembled from it (cells, air locks, areas), as loading the written file gives it. */
  readonly ship: Ship;
  /** The modules in the file's order, each with its reference and place. */
  readonly placed: readonly PlacedEntry[];
}

/** The stream a derelict's layout is drawn from (index: its place in the run, 1 for the first). */
export const layoutLabel = (index: number): string => `derelict/${index}/layout`;

/** Choices of modules tried before the generator gives up (none has failed over 10,000 seeds: docs/GENERATOR.md). */
const ATTEMPTS = 20;

/** No layout was found (a catalog of content modules that hardly join: each with one hall end, say). */
export class NoLayout extends Error {
  constructor(draws: number) {
    super(
      `no layout found in ${ATTEMPTS} choices of modules (${draws} draws): the modules' hall ends rarely meet; ask for fewer modules`,
    );
  }
}

/** Why a ship of `modules` cannot be made from `catalog`, or undefined when it can. */
export function shipOptionsProblem(options: ShipOptions): string | undefined {
  const fits = catalogFits(options.catalog);
  return choiceProblem(fits, options.modules ?? Math.min(MIN_MODULES, fits.length));
}

/** The derelict `index` of the run seeded `seed`: a function of the seed, index and catalog alone. */
export async function generateShip(seed: string, index: number, options: ShipOptions): Promise<GeneratedShip> {
  const problem = shipOptionsProblem(options);
  if (problem !== undefined) throw new RangeError(`internal: ${problem} (check shipOptionsProblem first)`);
  const name = await shipName(seed, index);
  const fits = catalogFits(options.catalog);
  const file = options.file ?? "ship.yaml";
  const made = draw(stream(seed, layoutLabel(index)), (below) => layOut(fits, name, file, options.modules, below));
  if (made.value === undefined) throw new NoLayout(made.rng.at);

  return made.value;
}

function layOut(
  fits: readonly ModuleFit[],
  name: string,
  file: string,
  modules: number | undefined,
  below: Below,
): GeneratedShip | undefined {
  const most = Math.min(DEFAULT_MAX_MODULES, fits.length);
  const count = modules ?? MIN_MODULES + below(most - MIN_MODULES + 1);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const chosen = chooseModules(fits, count, below);
    let made: GeneratedShip | undefined;
    const accept = (spots: readonly Spot[]): boolean => {
      made = assembled(name, file, spots);
      return made !== undefined;
    };
    if (searchLayout(chosen, below, accept)) return made;
  }
  return undefined;
}

/** The ship of `spots` shifted so every `at` is a CCRR name, in reading order, if it assembles and meets the rules. */
function assembled(name: string, file: string, spots: readonly Spot[]): GeneratedShip | undefined {
  const minX = Math.min(...spots.map((s) => s.at.x));
  const minY = Math.min(...spots.map((s) => s.at.y));
  // A shift keeps hex positions (x + y even) only when its two parts are both even or both odd.
  const dx = -minX + (Math.abs(minX + minY) % 2);
  const placed = spots
    .map((s) => ({ ref: s.fit.entry.ref, module: s.fit.entry.module, at: { x: s.at.x + dx, y: s.at.y - minY } }))
    .sort((a, b) => a.at.y - b.at.y || a.at.x - b.at.x);
  const summary = `a derelict of ${placed.length} modules: ${placed.map((p) => p.module.name.toLowerCase()).join(", ")}`;
  const assembly = assembleShip(name, file, placed, { summary });
  if (!assembly.ok) return undefined;
  return {
    name,
    file: { name, summary, modules: placed.map((p) => ({ module: p.ref, at: hexName(p.at) })) },
    ship: assembly.ship,
    placed,
  };
}

/**
 * The catalog's modules that can join a ship (see `joinable`), the first of each id only, in order of id.
 */
function catalogFits(catalog: readonly CatalogModule[]): ModuleFit[] {
  const seen = new Set<number>();
  const unique = catalog.filter((c) => !seen.has(c.module.id) && seen.add(c.module.id));
  return unique
    .sort((a, b) => a.module.id - b.module.id)
    .map(moduleFit)
    .filter(joinable);
}

/**
 * A module with hall ends, each facing out of it (room for another module's hall, or for its air lock):
 * one with none could never be joined to another, one with a hall end inside it never placed at all.
 */
function joinable(fit: ModuleFit): boolean {
  return fit.halls.length > 0 && fit.halls.every((h) => h.out.length > 0);
}
