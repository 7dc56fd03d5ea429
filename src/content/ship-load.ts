// Loading a ship file: YAML, schema, each module by number or path, then assembly; problems at file:line:col.
import { dirname } from "node:path";
import { parseHexName } from "../hex/coords.js";
import type { ModuleMap } from "../map/module.js";
import { assembleShip, type AssemblyOptions, type Placement } from "../ship/assemble.js";
import type { Ship } from "../ship/ship.js";
import { bundledModuleFiles } from "./catalog.js";
import { contentModules, moduleLookup, namedModules, type ContentModule } from "./module-files.js";
import { loadModuleFile } from "./module-load.js";
import { failed, loaded, nestedProblem, type Loaded, type Problem } from "./problem.js";
import { shipSchema } from "./ship-schema.js";
import { readTextFile } from "./text-source.js";
import { checkSchema } from "./schema-check.js";
import { parseYaml, problemAt } from "./yaml-document.js";

/** `rules: false` assembles a ship that breaks the setup rules, so it can still be shown with its check. */
export type ShipLoadOptions = Pick<AssemblyOptions, "rules">;

export function loadShipFile(file: string, options: ShipLoadOptions = {}): Loaded<Ship> {
  const text = readTextFile(file);
  return text.ok ? loadShipText(file, text.value, options) : text;
}

export function loadShipText(file: string, text: string, options: ShipLoadOptions = {}): Loaded<Ship> {
  const parsed = parseYaml(file, text);
  if (!parsed.ok) return parsed;
  const y = parsed.value;
  const checked = checkSchema(y, shipSchema);
  if (!checked.ok) return checked;
  const data = checked.value;

  const problems: Problem[] = [];
  const placed: Placement[] = [];
  const entries: number[] = [];
  const cache = new Map<string, Loaded<ModuleMap>>();
  const bundled = bundledModuleFiles();
  let content: ContentModule[] | undefined;
  const contentList = () => (content ??= contentModules());
  data.modules.forEach((entry, i) => {
    const at = (message: string, key?: "module" | "at"): Problem =>
      problemAt(y, key ? ["modules", i, key] : ["modules", i], message);
    const found = moduleLookup(entry.module, dirname(file), bundled, contentList);
    if (found === undefined || "problem" in found) {
      problems.push(at(found?.problem ?? unknownModule(entry.module), "module"));
      return;
    }
    const moduleFile = found.file;
    const module = cache.get(moduleFile) ?? loadModuleFile(moduleFile);
    cache.set(moduleFile, module);
    if (!module.ok) {
      problems.push(at(nestedProblem(`module ${entry.module}`, module.problems), "module"));
      return;
    }
    placed.push({ module: module.value, at: parseHexName(entry.at)! });
    entries.push(i);
  });
  if (problems.length > 0) return failed(problems);

  const assembly = assembleShip(data.name, file, placed, { ...options, summary: data.summary ?? "" });
  if (assembly.ok) return loaded(assembly.ship);
  return failed(
    assembly.problems.map((p) =>
      p.entry === undefined
        ? problemAt(y, ["modules"], p.message)
        : problemAt(y, ["modules", entries[p.entry]!], p.message),
    ),
  );
}

function unknownModule(ref: string | number): string {
  if (typeof ref === "number" || /^\d+$/.test(ref)) {
    // The content folders' numbers too: a modder whose module is missing looks for it in this list.
    const known = namedModules().map((m) => (m.content ? `${m.ref} (${m.content})` : m.ref));
    return `no module ${ref} (there are: ${known.join(", ") || "none"}); a module of your own is given by its path, e.g. ./my-lab.yaml, or by the id: in it when it is in a content folder's maps/`;
  }
  return `'${ref}' is neither a module number nor a path to a module file (a path ends in .yaml or holds a /)`;
}
