// A scenario's cargo objectives that can never be met: the named container cannot be pushed from
// where it stands into any lock the objective allows. A container moves a hex straight on, away
// from the soldier behind it, on its own level (docs/RULES.md, Shifting cargo), so the search runs
// over hexes it can be pushed into with a hex behind it for the pusher. Doors count as open and
// other containers as moved out of the way: a warning means no way at all.
import { neighbours } from "../hex/coords.js";
import { TERRAIN, type Level } from "../map/terrain.js";
import type { Ship } from "../ship/ship.js";
import { findCell } from "../ship/find-cell.js";
import type { Problem } from "./problem.js";
import type { ScenarioFile } from "./scenario-schema.js";
import { problemAt, type YamlFile } from "./yaml-document.js";

export function cargoWarnings(y: YamlFile, data: ScenarioFile, ship: Ship): Problem[] {
  const warnings: Problem[] = [];
  for (const key of ["blue", "yellow", "both"] as const) {
    (data.objectives?.[key] ?? []).forEach((o, i) => {
      if (o.kind !== "cargo") return;
      const named = (data.containers ?? []).find((c) => c.name.toLowerCase() === o.container.toLowerCase());
      const from = named && findCell(ship, named.at);
      if (from === undefined) return;
      const locks = ship.airlocks.filter((l) => !o.locks || o.locks.includes(l.name));
      const goal = new Set(locks.flatMap((l) => l.cells));
      if (goal.size === 0 || pushable(ship, from, goal)) return;
      const where = o.locks ? o.locks.join(" or ") : "any air lock";
      warnings.push(
        problemAt(
          y,
          ["objectives", key, i, "container"],
          `${o.container} at ${named!.at} can never be pushed into ${where}: no way for a container leads there from its hex (on its level, with room behind it for the soldier who pushes)`,
        ),
      );
    });
  }
  return warnings;
}

/**
 * Whether a container on `from` can be pushed, hex by hex, onto a cell of `goal`; `blocked` hexes
 * (a wreck's debris and jammed doors, for the generator) hold neither the container nor its pusher.
 */
export function pushable(
  ship: Ship,
  from: number,
  goal: ReadonlySet<number>,
  blocked: ReadonlySet<number> = new Set(),
): boolean {
  const at = new Map<string, number>();
  for (const c of ship.cells) at.set(`${c.level} ${c.x} ${c.y}`, c.id);
  const cellAt = (level: Level, x: number, y: number) => at.get(`${level} ${x} ${y}`);
  const open = (id: number | undefined) => id !== undefined && TERRAIN[ship.cells[id]!.terrain].passable;
  // A container pushed into a lock leaves the ship: one that is not a goal ends the way there.
  const locks = new Set(ship.airlocks.flatMap((l) => l.cells));
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    const b = ship.cells[queue.pop()!]!;
    for (const n of neighbours(b)) {
      const c = cellAt(b.level, n.x, n.y);
      // The pusher stands on the far side, opposite the way the container goes, inside the ship.
      const behind = cellAt(b.level, 2 * b.x - n.x, 2 * b.y - n.y);
      if (c === undefined || seen.has(c) || !open(c) || !open(behind)) continue;
      if (blocked.has(c) || blocked.has(behind!)) continue;
      if (ship.cells[behind!]!.terrain === "airlock") continue;
      if (goal.has(c)) return true;
      if (locks.has(c)) continue;
      seen.add(c);
      queue.push(c);
    }
  }
  return false;
}
