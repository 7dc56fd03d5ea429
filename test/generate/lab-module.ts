// A small module of a content folder's kind (id 120), not the bundled sheets' size: the generator takes it in.
import { loadModuleText } from "../../src/content/module-load.js";
import type { ModuleMap } from "../../src/map/module.js";

const LAB = `id: 120
name: Laboratory
summary: a small laboratory with halls on all four sides
levels:
  main: |
    # # # # = # # # #
     # . . . . . . . #
    # . c . . . c . #
     # . . . . . . . #
    = . . & & & . . =
     # . . . . . . . #
    # . . . . . . . #
     # # # # = # # # #
areas:
  lab: { from: "0101", to: "0706", note: "the laboratory" }
`;

export function labModule(): ModuleMap {
  const loaded = loadModuleText("lab.yaml", LAB);
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join("; "));
  return loaded.value;
}

/** A module of `id` drawn from rows of art (a content folder's, in a test), with a line of its own YAML. */
export function artModule(id: number, rows: readonly string[]): ModuleMap {
  const text = [`id: ${id}`, `name: Test ${id}`, "levels:", "  main: |", ...rows.map((r) => `    ${r}`), ""].join("\n");
  const loaded = loadModuleText(`m${id}.yaml`, text);
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join("; "));
  return loaded.value;
}
