// Ship assembly: placed modules become one set of numbered cells, halls joined, air locks made, rules checked.
import { hexName, isHexPosition, type Hex } from "../hex/coords.js";
import { hexKey, levelOf, type ModuleHex, type ModuleMap } from "../map/module.js";
import { buildAirlocks, type HullLock } from "./airlocks.js";
import { buildCells, connectCells } from "./cells.js";
import { posKey, resolveHalls, type Layout } from "./hall-joins.js";
import { checkSetupRules } from "./ship-check.js";
import { ShipLookups } from "./lookups.js";
import type { PlacedModule, Ship, ShipCargo } from "./ship.js";
import { LEVELS } from "../map/terrain.js";

export interface Placement {
  readonly module: ModuleMap;
  /** Ship position (doubled coordinates) of the module's hex 0000. */
  readonly at: Hex;
}

/** A problem with the layout; `entry` is the index of the placement it concerns (none: the whole ship). */
export interface AssemblyProblem {
  readonly entry?: number;
  readonly message: string;
}

export type Assembly = { ok: true; ship: Ship } | { ok: false; problems: AssemblyProblem[] };

export interface AssemblyOptions {
  readonly summary?: string;
  /** Check the setup rules (a bridge, an engine room, enough air locks). Default true. */
  readonly rules?: boolean;
}

/**
 * The most hexes a ship may have, all levels together (the bundled eleven-module ship has about
 * 2,400). What stands between every two hexes is kept for sight (src/engine/sight-lines.ts), two
 * bits a pair: 10,000 hexes take 25 MB.
 */
export const MAX_SHIP_HEXES = 10_000;

export function assembleShip(
  name: string,
  file: string,
  placed: readonly Placement[],
  options: AssemblyOptions = {},
): Assembly {
  const hexes = placed.reduce((n, p) => n + p.module.levels.reduce((m, l) => m + l.hexes.size, 0), 0);
  if (hexes > MAX_SHIP_HEXES)
    return {
      ok: false,
      problems: [
        {
          message: `the ship has ${hexes} hexes; a ship has at most ${MAX_SHIP_HEXES} (fewer modules, or smaller ones)`,
        },
      ],
    };
  const problems = checkPlacements(placed);
  if (problems.length > 0) return { ok: false, problems };
  const layout = layOut(placed);
  const halls = resolveHalls(layout);
  if (halls.problems.length > 0) return { ok: false, problems: [...halls.problems] };

  const joined = placed.map(() => new Set<number>());
  for (const h of halls.joined) joined[h.entry]!.add(posKey(h.local.x, h.local.y));
  const shift = shiftToOrigin(
    placed,
    halls.locks.map((l) => l.site),
  );
  const modules: PlacedModule[] = placed.map((p) => ({
    module: p.module,
    at: { x: p.at.x + shift.x, y: p.at.y + shift.y },
  }));

  const grid = buildCells(modules, (entry, h) => joined[entry]!.has(posKey(h.x, h.y)));
  const hull: HullLock[] = halls.locks.map(({ hall, site }) => {
    const { module, at } = modules[hall.entry]!;
    const exit = grid.find("main", at.x + hall.local.x, at.y + hall.local.y)!;
    const cell = grid.add({
      x: site.x + shift.x,
      y: site.y + shift.y,
      level: "main",
      terrain: "airlock",
      module: module.id,
      name: `${module.id}:${hexName(hall.local)}>`,
    });
    return { cell, exit };
  });
  const { cells, find } = grid;
  const { neighbours, links } = connectCells(cells, find);
  const cargo: ShipCargo[] = modules.flatMap(({ module, at }) =>
    module.cargo.map((k) => ({ kind: k.kind, cell: find(k.level, at.x + k.x, at.y + k.y)!, glyph: k.glyph })),
  );
  const areas = new Map<string, readonly number[]>();
  for (const { module, at } of modules) {
    for (const [areaName, area] of module.areas)
      areas.set(
        `${module.id}:${areaName}`,
        area.hexes.map((h) => find(area.level, at.x + h.x, at.y + h.y)!),
      );
  }
  const ship: Ship = {
    name,
    file,
    ...(options.summary !== undefined ? { summary: options.summary } : {}),
    origin: shift,
    modules,
    cells,
    neighbours,
    links,
    airlocks: buildAirlocks(cells, neighbours, hull),
    cargo,
    areas,
    ...extent(cells),
    lookups: new ShipLookups(() => ship),
  };
  if (options.rules === false) return { ok: true, ship };
  const failures = checkSetupRules(ship).filter((r) => !r.ok);
  return failures.length > 0
    ? { ok: false, problems: failures.map((r) => ({ message: r.detail })) }
    : { ok: true, ship };
}

/** Each module once, on valid hex positions, and no two modules drawing the same hex of a level. */
function checkPlacements(placed: readonly Placement[]): AssemblyProblem[] {
  const problems: AssemblyProblem[] = [];
  if (placed.length === 0) return [{ message: "a ship needs at least one module" }];
  const firstOf = new Map<number, number>();
  // The entry drawing each place, by level and position (see posKey).
  const owner = new Map<number, number>();
  const overlaps = new Map<number, Map<number, { mine: Hex; theirs: Hex; count: number }>>();
  placed.forEach(({ module, at }, entry) => {
    const before = firstOf.get(module.id);
    if (before !== undefined) {
      problems.push({
        entry,
        message: `module ${module.id} is already placed (entry ${before + 1}); each module appears once, so its hex names stay unique`,
      });
      return;
    }
    firstOf.set(module.id, entry);
    if (!isHexPosition(at.x, at.y)) {
      problems.push({ entry, message: `module ${module.id} is placed between hex positions (${at.x},${at.y})` });
      return;
    }
    for (const level of module.levels) {
      for (const h of level.hexes.values()) {
        const key = LEVELS.indexOf(level.name) * 2 ** 28 + posKey(at.x + h.x, at.y + h.y);
        const other = owner.get(key);
        if (other === undefined) {
          owner.set(key, entry);
          continue;
        }
        const mine = overlaps.get(entry) ?? new Map();
        overlaps.set(entry, mine);
        const seen = mine.get(other);
        const theirs = placed[other]!.at;
        if (seen) seen.count++;
        else mine.set(other, { mine: h, theirs: { x: at.x + h.x - theirs.x, y: at.y + h.y - theirs.y }, count: 1 });
      }
    }
  });
  for (const [entry, withOthers] of overlaps) {
    const id = placed[entry]!.module.id;
    for (const [other, o] of withOthers) {
      const otherId = placed[other]!.module.id;
      const where = `${id}:${hexName(o.mine)} is ${otherId}:${hexName(o.theirs)}`;
      problems.push({
        entry,
        message: `module ${id} overlaps module ${otherId} on ${o.count} hex${o.count === 1 ? "" : "es"} (${where})`,
      });
    }
  }
  return problems;
}

function layOut(placed: readonly Placement[]): Layout {
  const footprint = new Map<number, readonly number[]>();
  // Most places hold one module: they share that module's one-entry list.
  const alone = placed.map((_, entry) => [entry]);
  placed.forEach(({ module, at }, entry) => {
    for (const level of module.levels) {
      for (const h of level.hexes.values()) {
        const key = posKey(at.x + h.x, at.y + h.y);
        const here = footprint.get(key);
        if (here === undefined) footprint.set(key, alone[entry]!);
        else if (!here.includes(entry)) footprint.set(key, [...here, entry]);
      }
    }
  });
  const mains = placed.map(({ module }) => levelOf(module, "main"));
  /** The main-level hex at a ship position: the last module drawing one there. */
  const main = (x: number, y: number): { entry: number; hex: ModuleHex } | undefined => {
    for (let entry = placed.length - 1; entry >= 0; entry--) {
      const lx = x - placed[entry]!.at.x;
      const ly = y - placed[entry]!.at.y;
      const hex = lx >= 0 && ly >= 0 ? mains[entry]?.hexes.get(hexKey(lx, ly)) : undefined;
      if (hex) return { entry, hex };
    }
    return undefined;
  };
  return { placed, footprint, main };
}

/** The shift that brings the top-left of everything to 0,0 (one column more where hex parity needs it). */
function shiftToOrigin(placed: readonly Placement[], sites: readonly Hex[]): Hex {
  let minX = Infinity;
  let minY = Infinity;
  const see = (x: number, y: number): void => {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
  };
  for (const { module, at } of placed)
    for (const level of module.levels) for (const h of level.hexes.values()) see(at.x + h.x, at.y + h.y);
  for (const s of sites) see(s.x, s.y);
  // `+ 0` turns -0 into 0, which deep equality and JSON would otherwise tell apart.
  return { x: -minX + (Math.abs(minX + minY) % 2) + 0, y: -minY + 0 };
}

/** The size of the drawing: one past the largest x and y (a loop: a spread of every cell overflows the stack). */
function extent(cells: readonly { readonly x: number; readonly y: number }[]): { width: number; height: number } {
  let width = 0;
  let height = 0;
  for (const c of cells) {
    if (c.x >= width) width = c.x + 1;
    if (c.y >= height) height = c.y + 1;
  }
  return { width, height };
}
