// Small map sheets for ship tests: 4 hexes wide, 5 rows, drawn as ASCII art and read by the real module loader.
import { loadModuleText } from "../../src/content/module-load.js";
import type { ModuleMap } from "../../src/map/module.js";

export interface SheetSpec {
  /** Hall ends: w (0002), e (0302), n (0100), s (0204). */
  readonly halls?: string;
  /** The two inner hexes of row 1 and of row 3, e.g. "C ." and ". h". */
  readonly row1?: string;
  readonly row3?: string;
  /** Other levels, drawn in full (rows as strings). */
  readonly levels?: Readonly<Record<string, readonly string[]>>;
  /** Extra YAML lines after the levels (areas...). */
  readonly extra?: string;
}

/** The main level of a sheet: walls round a floor row 2 with hall ends at the chosen ports. */
export function sheetArt(spec: SheetSpec): string[] {
  const halls = spec.halls ?? "we";
  const end = (port: string, wall = "#"): string => (halls.includes(port) ? "=" : wall);
  return [
    `# ${end("n")} # #`,
    ` # ${spec.row1 ?? ". ."} #`,
    `${end("w")} . . ${end("e")}`,
    ` # ${spec.row3 ?? ". ."} #`,
    `# # ${end("s")} #`,
  ];
}

export function moduleYaml(
  id: number,
  name: string,
  levels: Readonly<Record<string, readonly string[]>>,
  extra = "",
): string {
  const blocks = Object.entries(levels).map(
    ([level, rows]) => `  ${level}: |2\n${rows.map((r) => `    ${r}`).join("\n")}\n`,
  );
  return `id: ${id}\nname: ${name}\nlevels:\n${blocks.join("")}${extra}`;
}

export function sheet(id: number, spec: SheetSpec = {}): ModuleMap {
  const text = moduleYaml(id, `sheet ${id}`, { main: sheetArt(spec), ...spec.levels }, spec.extra);
  const loaded = loadModuleText(`fixture-${id}.yaml`, text);
  if (!loaded.ok)
    throw new Error(
      `fixture ${id}:\n${loaded.problems.map((p) => `${p.line}:${p.col}: ${p.message}`).join("\n")}\n${text}`,
    );
  return loaded.value;
}

export const bridge = (id = 1, halls = "we"): ModuleMap => sheet(id, { halls, row1: "C .", row3: ". h" });
export const engine = (id = 2, halls = "we"): ModuleMap => sheet(id, { halls, row1: "M P" });
export const plain = (id: number, halls: string): ModuleMap => sheet(id, { halls });
/** A hold whose cargo hatch (two L hexes) lies on its sunken floor level, reached by stairs. */
export const hold = (id = 3, halls = "w"): ModuleMap =>
  sheet(id, {
    halls,
    row1: "S .",
    levels: { floor: ["", "   S L", "    L", "   x ."] },
  });
