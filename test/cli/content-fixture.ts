// A content folder of a modder's own files, written to a temporary folder for the CLI's tests:
// a module (150), a ship that uses it, a roster, a force and two scenarios (one named as a bundled one).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./built-cli.js";

/** A 14x12 sheet with halls west and east: joins bundled sheets side by side. */
export const LAB = [
  "id: 150",
  "name: Lab",
  "summary: a small lab with a crate",
  "levels:",
  "  main: |",
  "    # # # # # # # # # # # # # #",
  "     # . . . . . . . . . . . # #",
  "    # . . . . . . . . . . . . #",
  "     # . . . . x . . . . . . # #",
  "    # . . . . . . . . . . . . #",
  "     # . . . . . . . . . . . # #",
  "    = . . . . . . . . . . . . =",
  "     # . . . . . . . . . . . # #",
  "    # . . . . . . . . . . . . #",
  "     # . . . . . . . . . . . # #",
  "    # . . . . . . . . . . . . #",
  "     # # # # # # # # # # # # # #",
  "",
].join("\n");

export function scenario(name: string, ship: string, blueRace: string): string {
  return [
    `name: ${name}`,
    `summary: ${name}, from a content folder`,
    `ship: ${ship}`,
    "first: blue",
    "turns: 10",
    "sides:",
    "  blue:",
    `    race: ${blueRace}`,
    "    soldiers:",
    "      - { type: marine, name: Ash, start: lock 1 }",
    "  yellow:",
    "    race: norx",
    "    soldiers:",
    '      - { type: warrior, name: Grok, start: "150:0505" }',
    "",
  ].join("\n");
}

/** Writes the content folder DIR/NAME and returns its path. */
export function writeContentFolder(dir: string, name = "mypack", manifest = true): string {
  const root = join(dir, name);
  for (const kind of ["maps", "ships", "scenarios", "rosters", "forces"])
    mkdirSync(join(root, kind), { recursive: true });
  if (manifest)
    writeFileSync(
      join(root, "content.yaml"),
      "name: My pack\nversion: 1.0.0\nauthor: A. Modder\ndescription: a lab, a scout and a raid\n",
    );
  writeFileSync(join(root, "maps", "lab.yaml"), LAB);
  writeFileSync(
    join(root, "ships", "scout.yaml"),
    'name: scout\nsummary: a bridge, a lab and an engine room\nmodules:\n  - { module: 89, at: "0000" }\n  - { module: 150, at: "1400" }\n  - { module: 99, at: "2800" }\n',
  );
  const marines = readFileSync(join(ROOT, "scenarios", "rosters", "starmarines.yaml"), "utf8");
  writeFileSync(
    join(root, "rosters", "hulkers.yaml"),
    marines.replace(/^race: starmarines$/m, "race: hulkers").replace(/^name: StarMarines$/m, "name: Hulkers"),
  );
  writeFileSync(
    join(root, "forces", "hulk-team.yaml"),
    "name: Hulk team\nrace: hulkers\nformations:\n  - leader: sergeant\n    teams: [marine]\n",
  );
  writeFileSync(join(root, "scenarios", "lab-raid.yaml"), scenario("Lab raid", "scout", "hulkers"));
  writeFileSync(join(root, "scenarios", "introduction.yaml"), scenario("Pack intro", "scout", "starmarines"));
  return root;
}
