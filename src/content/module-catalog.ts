// Every module there is, loaded, for the ship generator: the bundled sheets, then the content folders'
// (each with the reference a ship file names it by). A module that does not load is left out with its problems.
import { loadModuleFile } from "./module-load.js";
import { namedModules } from "./module-files.js";
import type { ModuleMap } from "../map/module.js";
import type { Problem } from "./problem.js";

export interface ModuleCatalog {
  readonly modules: readonly { readonly ref: string | number; readonly module: ModuleMap }[];
  /** The problems of the modules left out. */
  readonly problems: readonly Problem[];
}

export function moduleCatalog(): ModuleCatalog {
  const modules: { ref: string | number; module: ModuleMap }[] = [];
  const problems: Problem[] = [];
  for (const named of namedModules()) {
    const loaded = loadModuleFile(named.file);
    if (!loaded.ok) {
      problems.push(...loaded.problems);
      continue;
    }
    // Bundled sheets and a content module of a number no other has go by the number, as ship files write them.
    modules.push({ ref: /^\d+$/.test(named.ref) ? Number(named.ref) : named.ref, module: loaded.value });
  }
  return { modules, problems };
}
