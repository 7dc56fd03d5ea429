// Which modules a derelict is made of: a bridge, an engine room and others drawn from the catalog,
// transporter booths in a pair or not at all, within the ship's size limit.
import type { Below } from "../engine/rng.js";
import { MAX_SHIP_HEXES } from "../ship/assemble.js";
import { shuffled } from "./layout-search.js";
import type { ModuleFit } from "./module-fit.js";

/** The fewest modules a generated ship has: a bridge, an engine room and one more. */
export const MIN_MODULES = 3;
/** The most a ship has when none is asked for (all the bundled sheets); more come with content modules. */
export const DEFAULT_MAX_MODULES = 11;

/** Draws before a choice that breaks the pairing of booths or the size limit gives way to one without booths. */
const DRAWS = 30;

/** Why `count` modules cannot be chosen from `fits`, or undefined when they can. */
export function choiceProblem(fits: readonly ModuleFit[], count: number): string | undefined {
  if (!fits.some((f) => f.bridge))
    return "no module in the catalog is a bridge (module 89 or one with a captain's chair)";
  if (!fits.some((f) => f.engineRoom))
    return "no module in the catalog is an engine room (module 99 or one with a central console)";
  if (!Number.isInteger(count) || count < MIN_MODULES || count > fits.length)
    return `a generated ship has ${MIN_MODULES} to ${fits.length} modules (one of each module there is), not ${count}`;
  return undefined;
}

/** `count` modules of `fits` (each id once: the caller's list has no repeats) with a bridge and an engine room. */
export function chooseModules(fits: readonly ModuleFit[], count: number, below: Below): ModuleFit[] {
  for (let draw = 0; draw < DRAWS; draw++) {
    const chosen = drawModules(fits, count, below);
    if (fitsTogether(chosen)) return chosen;
  }
  const plain = fits.filter((f) => f.booths === 0);
  for (let draw = 0; draw < DRAWS; draw++) {
    const chosen = drawModules(plain.length >= count ? plain : fits, count, below);
    if (fitsTogether(chosen)) return chosen;
  }
  // The smallest modules always fit (a catalog whose smallest are too big fails assembly with its reason).
  return drawModules([...fits].sort((a, b) => a.size - b.size).slice(0, count), count, below);
}

function drawModules(fits: readonly ModuleFit[], count: number, below: Below): ModuleFit[] {
  const bridges = fits.filter((f) => f.bridge);
  const bridge = bridges[below(bridges.length)]!;
  const engines = fits.filter((f) => f.engineRoom && f !== bridge);
  const engine = bridge.engineRoom || engines.length === 0 ? undefined : engines[below(engines.length)]!;
  const first = engine ? [bridge, engine] : [bridge];
  const rest = shuffled(
    below,
    fits.filter((f) => !first.includes(f)),
  );
  return [...first, ...rest.slice(0, count - first.length)];
}

function fitsTogether(chosen: readonly ModuleFit[]): boolean {
  const booths = chosen.reduce((n, f) => n + f.booths, 0);
  const hexes = chosen.reduce((n, f) => n + f.size, 0);
  return (booths === 0 || booths === 2) && hexes <= MAX_SHIP_HEXES;
}
