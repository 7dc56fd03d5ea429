// Zone starts in a scenario ("zone 92:cabin-1"): the named areas read against the ship, and the
// check that no side's zone sees the other side's zone or start hexes, so deploying gives nothing away.
import { inSightOfEachOther, zoneCells } from "../engine/deploy/zones.js";
import type { Start } from "../engine/setup.js";
import { SIDES, otherSide, type Side } from "../engine/state.js";
import type { Ship } from "../ship/ship.js";
import type { Problem } from "./problem.js";
import type { ScenarioFile } from "./scenario-schema.js";
import { problemAt, type YamlFile } from "./yaml-document.js";

/** Why MODULE:NAME names no area of the ship, with the areas its module has. */
export function noSuchArea(ship: Ship, name: string): string {
  const module = name.split(":")[0]!;
  const known = [...ship.areas.keys()].filter((k) => k.startsWith(`${module}:`)).map((k) => k.slice(module.length + 1));
  return known.length > 0
    ? `this ship has no area ${name} (module ${module} has: ${known.join(", ")})`
    : `this ship has no module ${module} with named areas`;
}

/** A zone start from "zone 92:cabin-1 92:cabin-2", or what is wrong with it; undefined if the text is no zone. */
export function parseZone(ship: Ship, text: string): Start | string | undefined {
  const m = /^zone\s+(.+)$/.exec(text);
  if (!m) return undefined;
  const names = m[1]!.trim().split(/\s+/);
  const cells: number[] = [];
  for (const name of names) {
    const area = ship.areas.get(name);
    if (!area) return noSuchArea(ship, name);
    cells.push(...area);
  }
  const zone = zoneCells(ship, cells);
  if (zone.length === 0) return `${names.join(" ")} has no hex a marker can be placed on`;
  return { at: "zone", zone: names.join(" "), cells: zone };
}

interface Placed {
  readonly path: readonly (string | number)[];
  readonly text: string;
  readonly start: Start;
}

/**
 * Problems with a scenario's zone starts: a side's zone in sight of the other side's zone or start
 * hexes (with every door closed, lights on or not), and extra dummies for a side with no zone.
 * `startOf` reads a start as the loader does.
 */
export function zoneProblems(
  y: YamlFile,
  data: ScenarioFile,
  ship: Ship,
  startOf: (text: string) => Start | string,
): Problem[] {
  const problems: Problem[] = [];
  const placed = {} as Record<Side, Placed[]>;
  for (const side of SIDES) {
    const spec = data.sides[side];
    const texts: [readonly (string | number)[], string][] = [
      ...(spec.soldiers ?? []).map((s, i): [readonly (string | number)[], string] => [
        ["soldiers", i, "start"],
        s.start,
      ]),
      ...(spec.dummies ?? []).map((d, i): [readonly (string | number)[], string] => [["dummies", i], d]),
      ...(spec.start ?? []).map((d, i): [readonly (string | number)[], string] => [["start", i], d]),
    ];
    placed[side] = texts.flatMap(([path, text]) => {
      const start = startOf(text);
      return typeof start === "string" || start.at === "outside"
        ? []
        : [{ path: ["sides", side, ...path], text, start }];
    });
    const extra = spec["extra-dummies"] ?? 0;
    if (extra > 0 && !placed[side].some((p) => p.start.at === "zone")) {
      problems.push(
        problemAt(
          y,
          ["sides", side, "extra-dummies"],
          `extra dummies are placed in ${side}'s zones, and it has none: start some of its markers in a zone ("zone 92:cabin-1")`,
        ),
      );
    }
  }
  const cellsOf = (s: Start) => (s.at === "zone" ? s.cells : s.at === "cell" ? [s.cell] : []);
  const told = new Set<string>();
  for (const side of SIDES) {
    for (const own of placed[side]) {
      if (own.start.at !== "zone") continue;
      for (const other of placed[otherSide(side)]) {
        const key = [own.text, other.text].sort().join("|");
        if (told.has(key)) continue;
        const pair = inSightOfEachOther(ship, own.start.cells, cellsOf(other.start));
        if (!pair) continue;
        told.add(key);
        const [a, b] = pair.map((c) => ship.cells[c]!.name);
        const what =
          other.start.at === "zone"
            ? `${otherSide(side)}'s ${other.text}`
            : `${otherSide(side)}'s start at ${other.text}`;
        problems.push(
          problemAt(
            y,
            own.path,
            `${side}'s ${own.text} is in sight of ${what} (${a} sees ${b}): a zone must be out of the other side's sight`,
          ),
        );
      }
    }
  }
  return problems;
}
