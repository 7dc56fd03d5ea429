// Finding and loading the module or ship a command-line argument names, or saying why not.
import { relative } from "node:path";
import { bundledModuleFiles, looksLikePath, moduleFileFor, PACKAGE_ROOT } from "../content/catalog.js";
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
  if (looksLikePath(ref)) return ref;
  const file = moduleFileFor(ref);
  if (file) return file;
  const ids = bundledModuleFiles()
    .map((f) => /\/(\d+)[^/]*$/.exec(f)?.[1])
    .filter(Boolean);
  throw usageMistake(
    `no module '${ref}': give a bundled module number (${ids.join(", ")}) or the path of a .yaml file`,
  );
}

export function loadModuleOrFail(ref: string): ModuleMap {
  return valueOrFail(loadModuleFile(moduleFileOrFail(ref)));
}

/** A bundled file's path as the user would type it from the package folder. */
export function shownPath(file: string): string {
  const rel = relative(PACKAGE_ROOT, file);
  return rel.startsWith("..") ? file : rel;
}
