// A generated ship written as a ship file a modder can keep, edit and load by path (docs/FORMATS.md, "Ships").
import type { GeneratedShip } from "./ship-layout.js";

/** The ship file's text: its name, summary and one line per module, each with the module's name beside it. */
export function shipYaml(generated: GeneratedShip): string {
  const { file, placed } = generated;
  const lines = [
    "# A derelict made by `derelict ships generate` (docs/GENERATOR.md): keep it, edit it, load it by path.",
    "# Each module's hex 0000 goes at `at` (CCRR across the ship); halls join where their ends meet.",
    `name: ${JSON.stringify(file.name)}`,
    ...(file.summary !== undefined ? [`summary: ${JSON.stringify(file.summary)}`] : []),
    "modules:",
  ];
  const entries = file.modules.map((m) => {
    const ref = typeof m.module === "number" ? String(m.module) : JSON.stringify(m.module);
    return `  - { module: ${ref}, at: "${m.at}" }`;
  });
  const width = Math.max(...entries.map((e) => e.length));
  entries.forEach((entry, i) => lines.push(`${entry.padEnd(width)}   # ${oneLine(placed[i]!.module.name)}`));
  return `${lines.join("\n")}\n`;
}

/** A module's name as a comment: one line of printable text. */
function oneLine(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, " ");
}
