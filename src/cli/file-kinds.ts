// The kinds of file `derelict validate` knows, each told apart by a top-level key only it has,
// each loaded by its loader and then looked over for warnings (layouts that load but are likely mistakes).
import { cargoWarnings } from "../content/cargo-warnings.js";
import { loadForceFile } from "../content/force-load.js";
import { moduleWarnings, shipWarnings } from "../content/layout-warnings.js";
import { loadModuleFile } from "../content/module-load.js";
import type { Loaded, Problem } from "../content/problem.js";
import { loadRosterFile } from "../content/roster-load.js";
import { loadScenarioFile } from "../content/scenario-load.js";
import type { ScenarioFile } from "../content/scenario-schema.js";
import { loadShipFile } from "../content/ship-load.js";
import type { YamlFile } from "../content/yaml-document.js";

export interface Checked {
  readonly errors: readonly Problem[];
  readonly warnings: readonly Problem[];
}

export interface FileKind {
  readonly name: string;
  /** The top-level key that marks a file of this kind (FORMATS.md, "Which kind of file"). */
  readonly key: string;
  /** The file's errors, or when it loads, its warnings. */
  readonly check: (file: string, y: YamlFile) => Checked;
}

function kind<T>(
  name: string,
  key: string,
  load: (file: string) => Loaded<T>,
  warn: (y: YamlFile, value: T) => Problem[] = () => [],
): FileKind {
  return {
    name,
    key,
    check(file, y) {
      const loaded = load(file);
      return loaded.ok ? { errors: [], warnings: warn(y, loaded.value) } : { errors: loaded.problems, warnings: [] };
    },
  };
}

/** To teach `validate` a new format, add its line here and to the table in FORMATS.md. */
export const FILE_KINDS: readonly FileKind[] = [
  kind("module", "levels", loadModuleFile, moduleWarnings),
  kind("ship", "modules", loadShipFile, shipWarnings),
  kind("roster", "types", loadRosterFile),
  kind("force", "formations", loadForceFile),
  kind("scenario", "sides", loadScenarioFile, (y, s) => cargoWarnings(y, y.data as ScenarioFile, s.ship)),
];
