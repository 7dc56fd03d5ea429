// Finding and loading the module or ship a command-line argument names, or saying why not.
import { relative } from "node:path";
import { bundledModuleFiles, lookUp, noSuch, PACKAGE_ROOT, type NamedKind } from "../content/catalog.js";
import { moduleLookup } from "../content/module-files.js";
import { loadModuleFile } from "../content/module-load.js";
import { formatProblem, type Loaded } from "../content/problem.js";
import type { ModuleMap } from "../map/module.js";
import { EXIT_INVALID, UserMistake, usageMistake } from "./failure.js";

/** The value, or a mistake whose message is the file's problems, one FILE:LINE:COL line each. */
export function valueOrFail<T>(result: Loaded<T>): T {
  if (result.ok) return result.value;
  throw new UserMistake(result.problems.map(formatProblem).join("\n"), EXIT_INVALID, true);
}

export function moduleFileOrFail(ref: string): string {
  const found = moduleLookup(ref);
  if (found && "file" in found) return found.file;
  if (found) throw usageMistake(found.problem);
  const ids = bundledModuleFiles()
    .map((f) => /\/(\d+)[^/]*$/.exec(f)?.[1])
    .filter(Boolean);
  throw usageMistake(
    `no module '${ref}': give a bundled module number (${ids.join(", ")}), a content folder's, or the path of a .yaml file`,
  );
}

/** The file a scenario or ship name or path names, or a usage mistake saying why none. */
export function namedFileOrFail(kind: NamedKind, ref: string): string {
  const found = lookUp(kind, ref);
  if (found && "file" in found) return found.file;
  throw usageMistake(found?.problem ?? noSuch(kind, ref));
}

export function loadModuleOrFail(ref: string): ModuleMap {
  return valueOrFail(loadModuleFile(moduleFileOrFail(ref)));
}

/** A bundled file's path as the user would type it from the package folder. */
export function shownPath(file: string): string {
  const rel = relative(PACKAGE_ROOT, file);
  return rel.startsWith("..") ? file : rel;
}
