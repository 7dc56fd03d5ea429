// The kinds of file `derelict validate` knows, each told apart by a top-level key only it has.
import { loadForceFile } from "../content/force-load.js";
import { loadModuleFile } from "../content/module-load.js";
import type { Loaded } from "../content/problem.js";
import { loadRosterFile } from "../content/roster-load.js";
import { loadScenarioFile } from "../content/scenario-load.js";
import { loadShipFile } from "../content/ship-load.js";

export interface FileKind {
  readonly name: string;
  /** The top-level key that marks a file of this kind (FORMATS.md, "Which kind of file"). */
  readonly key: string;
  readonly load: (file: string) => Loaded<unknown>;
}

/** To teach `validate` a new format, add its line here and to the table in FORMATS.md. */
export const FILE_KINDS: readonly FileKind[] = [
  { name: "module", key: "levels", load: loadModuleFile },
  { name: "ship", key: "modules", load: loadShipFile },
  { name: "roster", key: "types", load: loadRosterFile },
  { name: "force", key: "formations", load: loadForceFile },
  { name: "scenario", key: "sides", load: loadScenarioFile },
];
