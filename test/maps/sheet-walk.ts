// Reading a loaded module sheet for tests: glyph kinds per level, ports, areas, reachability.
import { hexName, neighbours, parseHexName, type Hex } from "../../src/hex/coords.js";
import { hexKey, type Area, type ModuleHex, type ModuleLevel, type ModuleMap } from "../../src/map/module.js";
import { TERRAIN, type Level, type Terrain } from "../../src/map/terrain.js";

/** The standard ports of a bundled sheet (docs/FORMATS.md), by side. */
export const PORTS = { west: "0006", east: "1306", north: "0700", south: "0611" } as const;
export type Side = keyof typeof PORTS;
export const SIDES = Object.keys(PORTS) as Side[];

export const key = (h: Hex): number => hexKey(h.x, h.y);
export const names = (hexes: Iterable<Hex>): string[] => [...hexes].map(hexName).sort();

export function level(m: ModuleMap, name: Level): ModuleLevel {
  const l = m.levels.find((v) => v.name === name);
  if (!l) throw new Error(`module ${m.id} has no level ${name}`);
  return l;
}

export function at(l: ModuleLevel, h: Hex | string): ModuleHex | undefined {
  const hex = typeof h === "string" ? parseHexName(h)! : h;
  return l.hexes.get(key(hex));
}

export function terrainAt(l: ModuleLevel, h: Hex | string): Terrain | undefined {
  return at(l, h)?.terrain;
}

export function hexesOf(l: ModuleLevel, terrain: Terrain): ModuleHex[] {
  return [...l.hexes.values()].filter((h) => h.terrain === terrain);
}

/** How many hexes of a kind the module draws, every level counted. */
export function countAll(m: ModuleMap, terrain: Terrain): number {
  return m.levels.reduce((n, l) => n + hexesOf(l, terrain).length, 0);
}

export function area(m: ModuleMap, name: string): Area {
  const a = m.areas.get(name);
  if (!a) throw new Error(`module ${m.id} has no area '${name}' (it has: ${[...m.areas.keys()].join(", ")})`);
  return a;
}

export function areaHexes(m: ModuleMap, name: string): ModuleHex[] {
  const a = area(m, name);
  const l = level(m, a.level);
  return a.hexes.map((h) => at(l, h)!);
}

export function adjacent(a: Hex, b: Hex): boolean {
  return neighbours(a).some((n) => n.x === b.x && n.y === b.y);
}

/** The hexes of a set split into groups of touching hexes. */
export function groups(hexes: readonly Hex[]): Hex[][] {
  const left = new Map(hexes.map((h) => [key(h), h]));
  const out: Hex[][] = [];
  for (const start of hexes) {
    if (!left.has(key(start))) continue;
    left.delete(key(start));
    const group = [start];
    for (let i = 0; i < group.length; i++) {
      for (const n of neighbours(group[i]!)) {
        const h = left.get(key(n));
        if (h) {
          left.delete(key(n));
          group.push(h);
        }
      }
    }
    out.push(group);
  }
  return out;
}

/** Sides of the sheet whose port hex holds a hall end. */
export function portSides(m: ModuleMap): Side[] {
  const main = level(m, "main");
  return SIDES.filter((s) => terrainAt(main, PORTS[s]) === "hall-end");
}

const passable = (t: Terrain): boolean => TERRAIN[t].passable;

/**
 * Every passable hex a soldier can reach from the module's hall ends, doors counted as open.
 * With `levels: "all"` a ladder or stairs hex also leads to the same hex on the other levels.
 */
export function reachable(m: ModuleMap, levels: "main" | "all"): Set<string> {
  const used = levels === "main" ? [level(m, "main")] : m.levels;
  const id = (l: ModuleLevel, h: Hex) => `${l.name}:${hexName(h)}`;
  const seen = new Set<string>();
  const todo: [ModuleLevel, Hex][] = [];
  const visit = (l: ModuleLevel, h: Hex) => {
    const cell = l.hexes.get(key(h));
    if (!cell || !passable(cell.terrain) || seen.has(id(l, h))) return;
    seen.add(id(l, h));
    todo.push([l, h]);
  };
  for (const h of hexesOf(level(m, "main"), "hall-end")) visit(level(m, "main"), h);
  while (todo.length > 0) {
    const [l, h] = todo.pop()!;
    for (const n of neighbours(h)) visit(l, n);
    const t = l.hexes.get(key(h))!.terrain;
    if (t === "ladder" || t === "stairs")
      for (const other of used) if (other !== l && other.hexes.get(key(h))?.terrain === t) visit(other, h);
  }
  return seen;
}

/** Passable hexes no soldier can reach from a hall end, as `level:CCRR`. */
export function unreachable(m: ModuleMap, levels: "main" | "all"): string[] {
  const seen = reachable(m, levels);
  const used = levels === "main" ? [level(m, "main")] : m.levels;
  return used.flatMap((l) =>
    [...l.hexes.values()]
      .filter((h) => passable(h.terrain) && !seen.has(`${l.name}:${hexName(h)}`))
      .map((h) => `${l.name}:${hexName(h)}`),
  );
}

/**
 * How many separate open stretches lie around a hex: walking its six neighbours in a ring,
 * runs of hexes that are neither wall nor door. A door in a wall line has two.
 */
export function openSidesAround(l: ModuleLevel, h: Hex): number {
  const ring = neighbours(h).map((n) => {
    const t = l.hexes.get(key(n))?.terrain;
    return t !== undefined && t !== "wall" && t !== "door";
  });
  return ring.filter((open, i) => open && !ring[(i + 5) % 6]).length;
}

/**
 * Whether an area is a closed room: every hex next to it but outside it is a wall, a door
 * or a console-like fixture set in the wall, and at least one door leads in.
 */
export function roomProblems(m: ModuleMap, name: string): string[] {
  const a = area(m, name);
  const l = level(m, a.level);
  const inside = new Set(a.hexes.map(key));
  const problems: string[] = [];
  let doors = 0;
  for (const h of a.hexes) {
    for (const n of neighbours(h)) {
      if (inside.has(key(n))) continue;
      const t = l.hexes.get(key(n))?.terrain;
      if (t === "door") doors++;
      else if (t !== undefined && passable(t))
        problems.push(`${name}: ${hexName(h)} opens on ${t} at ${hexName(n)} without a door`);
    }
  }
  if (doors === 0 && !a.hexes.some((h) => l.hexes.get(key(h))?.terrain === "ladder"))
    problems.push(`${name}: no door leads in`);
  return problems;
}
