// `derelict maps list` and `derelict maps show`: the bundled modules, and one module drawn.
import type { Command } from "commander";
import { contentFolderClashes } from "../content/content-folders.js";
import { namedModules, type NamedModule } from "../content/module-files.js";
import { loadModuleFile } from "../content/module-load.js";
import { formatProblem } from "../content/problem.js";
import { moduleFeatures } from "../map/features.js";
import type { ModuleMap } from "../map/module.js";
import { moduleMap } from "../ship/ship-map.js";
import { colourLevel, palette } from "./colour.js";
import { EXIT_INVALID, EXIT_OK } from "./failure.js";
import { loadModuleOrFail, shownPath } from "./load-or-fail.js";
import { pickLevels } from "./level-option.js";
import { modulePage } from "./module-page.js";
import { printLines, printTable } from "./output.js";

export function addMapsCommand(program: Command): void {
  const maps = program.command("maps").description("the ship modules (map sheets 89-99, or your own files)");
  maps
    .command("list")
    .description("every module, bundled and from content folders: id, name, size, levels, features")
    .option("--json", "print the list as JSON")
    .action((opts: { json?: boolean }) => {
      process.exitCode = listMaps(opts.json === true);
    });
  maps
    .command("show")
    .description("one module drawn as on screen, with its legend and named areas")
    .argument("<module>", "a module number (89, or a content folder's), FOLDER/NUMBER, or the path of a module file")
    .option("--level <name>", "draw only this level (main, floor, belowdecks, upper)")
    .option("--json", "print the module's entry (as maps list gives it) and its map as JSON, not drawn")
    .option("--no-color", "plain text, no colours")
    .action((ref: string, opts: { level?: string; json?: boolean; color: boolean }) => {
      const module = loadModuleOrFail(ref);
      if (opts.json) process.exitCode = showJson(module, ref);
      else printLines(modulePage(module, pickLevels(module.levels, opts.level), palette(colourLevel(opts.color))));
    });
}

interface MapEntry {
  id: number;
  /** What `maps show` and a ship's `module:` take: the number, or FOLDER/NUMBER for a content folder's module that shares it. */
  ref: string;
  /** The content folder it comes from; none for a bundled module. */
  content?: string;
  name: string;
  file: string;
  summary: string;
  columns: number;
  rows: number;
  hexes: number;
  levels: string[];
  features: string[];
}

function listMaps(json: boolean): number {
  const entries: MapEntry[] = [];
  let exit = EXIT_OK;
  for (const named of namedModules()) {
    const result = loadModuleFile(named.file);
    if (result.ok) entries.push(entry(result.value, named));
    else {
      for (const p of result.problems) process.stderr.write(`${formatProblem(p)}\n`);
      exit = EXIT_INVALID;
    }
  }
  if (json) printLines([JSON.stringify(entries, null, 2)]);
  else {
    const from = entries.some((e) => e.content !== undefined);
    printTable(
      ["ID", ...(from ? ["FROM"] : []), "NAME", "SIZE", "LEVELS", "FEATURES"],
      entries.map((e) => [
        e.ref,
        ...(from ? [e.content ?? "bundled"] : []),
        e.name,
        `${e.columns}x${e.rows}`,
        e.levels.join(","),
        e.features.join(", "),
      ]),
    );
  }
  for (const clash of contentFolderClashes()) process.stderr.write(`derelict: ${clash}\n`);
  return exit;
}

/** `maps show --json`: the module's list entry and its map, the module as a ship of its own (src/ship/ship-map.ts). */
function showJson(module: ModuleMap, ref: string): number {
  const map = moduleMap(module);
  if (!map) {
    process.stderr.write(`derelict: ${shownPath(module.file)}: the module cannot stand as a ship of its own\n`);
    return EXIT_INVALID;
  }
  const named = namedModules().find((n) => n.file === module.file) ?? { ref, file: module.file };
  printLines([JSON.stringify({ ...entry(module, named), map }, null, 2)]);
  return EXIT_OK;
}

function entry(m: ModuleMap, named: NamedModule): MapEntry {
  return {
    id: m.id,
    ref: named.ref,
    ...(named.content !== undefined ? { content: named.content } : {}),
    name: m.name,
    file: shownPath(named.file),
    summary: m.summary,
    columns: Math.ceil(m.width / 2),
    rows: m.height,
    hexes: m.levels.reduce((n, l) => n + l.hexes.size, 0),
    levels: m.levels.map((l) => l.name),
    features: moduleFeatures(m).map((f) => f.text),
  };
}
