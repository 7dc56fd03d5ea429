// Warnings for layouts that load but are likely mistakes (`derelict validate`, docs/FORMATS.md,
// Warnings): in a module, hexes no hall end or air lock leads to; in a ship, halls that miss each
// other by a row, modules joined to nothing, a transporter booth with no partner.
import { distance, hexName, neighbours } from "../hex/coords.js";
import { hexKey, type ModuleMap } from "../map/module.js";
import { TERRAIN, type Level } from "../map/terrain.js";
import { deviceIndex } from "../ship/device-index.js";
import type { Cell, Ship } from "../ship/ship.js";
import { artPosition } from "./art.js";
import type { Problem } from "./problem.js";
import { problemAt, type YamlFile } from "./yaml-document.js";

/** Where players come aboard a module, or come in from the next one. */
const ENTRIES = new Set(["hall-end", "airlock", "cargo-lock"]);

/** A module's hexes that no one can get to: no hall end, air lock or cargo hatch leads there. */
export function moduleWarnings(y: YamlFile, module: ModuleMap): Problem[] {
  const passable = (level: Level, x: number, yy: number) => {
    const hex = module.levels.find((l) => l.name === level)?.hexes.get(hexKey(x, yy));
    return hex !== undefined && TERRAIN[hex.terrain].passable ? hex : undefined;
  };
  const starts = module.levels.flatMap((l) =>
    [...l.hexes.values()].filter((h) => ENTRIES.has(h.terrain)).map((h) => ({ level: l.name, x: h.x, y: h.y })),
  );
  const at = (level: Level, x: number, row: number, message: string): Problem => ({
    file: y.file,
    ...artPosition(y, ["levels", level])(x, row),
    message,
  });
  if (starts.length === 0)
    return [
      problemAt(
        y,
        ["levels", "main"],
        "the module has no hall end (=), air lock (A) or cargo hatch (L): in a ship nothing leads into it",
      ),
    ];
  const key = (level: Level, x: number, yy: number) => `${level} ${x} ${yy}`;
  const seen = new Set(starts.map((s) => key(s.level, s.x, s.y)));
  const queue = [...starts];
  while (queue.length > 0) {
    const h = queue.pop()!;
    const next = neighbours(h).map((n) => ({ level: h.level, ...n }));
    const here = passable(h.level, h.x, h.y);
    // A ladder or stairs joins the same hex on the other levels that draw one.
    if (here?.terrain === "ladder" || here?.terrain === "stairs")
      for (const l of module.levels) if (l.name !== h.level) next.push({ level: l.name, x: h.x, y: h.y });
    for (const n of next) {
      const hex = passable(n.level, n.x, n.y);
      if (!hex || seen.has(key(n.level, n.x, n.y))) continue;
      if (n.level !== h.level && hex.terrain !== here?.terrain) continue;
      seen.add(key(n.level, n.x, n.y));
      queue.push(n);
    }
  }
  const warnings: Problem[] = [];
  for (const level of module.levels) {
    const cut = [...level.hexes.values()]
      .filter((h) => TERRAIN[h.terrain].passable && !seen.has(key(level.name, h.x, h.y)))
      .sort((a, b) => a.y - b.y || a.x - b.x);
    const told = new Set<string>();
    for (const h of cut) {
      if (told.has(key(level.name, h.x, h.y))) continue;
      const room = gather(h, (n) => cut.some((c) => c.x === n.x && c.y === n.y));
      room.forEach((r) => told.add(key(level.name, r.x, r.y)));
      const where = `${room.length === 1 ? "hex" : `${room.length} hexes from`} ${hexName(h)}${level.name === "main" ? "" : ` (${level.name} level)`}`;
      warnings.push(
        at(
          level.name,
          h.x,
          h.y,
          `${where}: no hall end, air lock or ladder leads there, so no one can get in (draw a door (+) in its wall?)`,
        ),
      );
    }
  }
  return warnings;
}

/** The hexes joined to `start` through hexes that `inside` takes, on one level. */
function gather<T extends { x: number; y: number }>(start: T, inside: (h: { x: number; y: number }) => boolean): T[] {
  const found = new Map<string, { x: number; y: number }>([[`${start.x} ${start.y}`, start]]);
  const queue = [start as { x: number; y: number }];
  while (queue.length > 0) {
    const h = queue.pop()!;
    for (const n of neighbours(h)) {
      const k = `${n.x} ${n.y}`;
      if (!found.has(k) && inside(n)) {
        found.set(k, n);
        queue.push(n);
      }
    }
  }
  return [...found.values()] as T[];
}

/**
 * A ship's layout mistakes, each at the entry in `modules:` it concerns: hall ends of two modules
 * that end side by side as two air locks (a row or a column off, so they never meet), modules that
 * no hall joins to the rest, transporter booths that are not a pair.
 */
export function shipWarnings(y: YamlFile, ship: Ship): Problem[] {
  const entryOf = new Map(ship.modules.map((p, i) => [p.module.id, i]));
  const at = (module: number, message: string, key?: string) =>
    problemAt(y, ["modules", entryOf.get(module)!, ...(key ? [key] : [])], message);
  return [...missedHalls(ship, at), ...loneModules(ship, at), ...booths(ship, at)];
}

type At = (module: number, message: string, key?: string) => Problem;

/**
 * Hall ends of two modules this near that both became air locks were meant to meet: a sheet placed a
 * row or a column off, with a gap between (touching sheets that miss are an error: a hall into a wall).
 */
export const MISSED_BY = 3;

function missedHalls(ship: Ship, at: At): Problem[] {
  // A hall end that met another module's hall became floor; those left became air locks.
  const open = ship.cells.filter((c) => c.level === "main" && c.terrain === "hall-end");
  const warnings: Problem[] = [];
  const told = new Set<number>();
  for (const a of open) {
    for (const b of open) {
      const apart = distance(a, b);
      if (b.id <= a.id || a.module === b.module || apart > MISSED_BY || told.has(a.id) || told.has(b.id)) continue;
      told.add(a.id).add(b.id);
      // The module placed later in the file is the one to move.
      const [first, later] = entry(ship, a) < entry(ship, b) ? [a, b] : [b, a];
      warnings.push(
        at(
          later.module,
          `the hall end at ${later.name} misses ${first.name} of module ${first.module}, ${apart} hexes away: the two become air locks instead of joining; move module ${later.module} so the hall ends meet`,
          "at",
        ),
      );
    }
  }
  return warnings;
}

const entry = (ship: Ship, c: Cell): number => ship.modules.findIndex((p) => p.module.id === c.module);

function loneModules(ship: Ship, at: At): Problem[] {
  if (ship.modules.length < 2) return [];
  // Modules joined where a hex a soldier can enter touches one of another module.
  const part = new Map(ship.modules.map((p) => [p.module.id, p.module.id]));
  const root = (m: number): number => (part.get(m) === m ? m : root(part.get(m)!));
  for (const c of ship.cells) {
    if (!TERRAIN[c.terrain].passable) continue;
    for (const n of ship.neighbours[c.id]!) {
      const o = ship.cells[n]!;
      if (o.module !== c.module && TERRAIN[o.terrain].passable) part.set(root(c.module), root(o.module));
    }
  }
  const groups = new Map<number, number[]>();
  for (const p of ship.modules) groups.set(root(p.module.id), [...(groups.get(root(p.module.id)) ?? []), p.module.id]);
  if (groups.size < 2) return [];
  // The part with the first module is the ship; every other part is cut off from it.
  const main = root(ship.modules[0]!.module.id);
  return [...groups]
    .filter(([r]) => r !== main)
    .map(([, ids]) =>
      at(
        ids[0]!,
        ids.length === 1
          ? `module ${ids[0]} is joined to no other module: no hall of it meets another's, so it is reached only through its own air locks`
          : `modules ${ids.join(", ")} are joined to each other but not to module ${ship.modules[0]!.module.id} and the rest of the ship`,
        "at",
      ),
    );
}

function booths(ship: Ship, at: At): Problem[] {
  const found = deviceIndex(ship).booths;
  if (found.length === 0 || found.length === 2) return [];
  const first = ship.cells[found[0]!]!;
  return [
    at(
      first.module,
      found.length === 1
        ? `the transporter booth at ${first.name} has no other booth to send to: the transporter needs two aboard`
        : `${found.length} transporter booths (${found.map((b) => ship.cells[b]!.name).join(", ")}): the transporter works only with exactly two aboard`,
    ),
  ];
}
