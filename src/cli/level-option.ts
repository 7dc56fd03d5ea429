// The --level option: which levels of a module or ship to draw.
import { LEVELS } from "../map/terrain.js";
import { usageMistake } from "./failure.js";

/** Every level when no name is given, else the one named, or a usage mistake naming the choices. */
export function pickLevels<L extends { readonly name: string }>(levels: readonly L[], name: string | undefined): L[] {
  if (name === undefined) return [...levels];
  const found = levels.find((l) => l.name === name);
  if (found) return [found];
  const known = (LEVELS as readonly string[]).includes(name);
  const have = levels.map((l) => l.name).join(", ");
  throw usageMistake(
    known
      ? `there is no ${name} level here; it has: ${have}`
      : `no level '${name}': levels are ${LEVELS.join(", ")} (this one has: ${have})`,
  );
}
