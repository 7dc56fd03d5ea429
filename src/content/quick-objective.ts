// `--objective` for a scenario made from flags: the `objectives:` (and the `containers:` or
// `sleepers:` they need) of one ready-made contest on any ship. Blue is the side that comes for
// something; yellow stops it and wins if blue has not done it by the end.
import { deviceIndex } from "../ship/device-index.js";
import { placeName, type Ship } from "../ship/ship.js";
import { parseSideFlag, type Quick } from "./quick-scenario.js";
import { QUICK_OBJECTIVES, type QuickObjective } from "./quick-terms.js";

const both = [{ kind: "exterminate" }];

/** The top-level scenario keys for the objective, or why this ship (or blue's race) cannot have it. */
export function quickObjectiveKeys(
  objective: string,
  ship: Ship,
  blue: string,
  base = process.cwd(),
): Quick<Record<string, unknown>> {
  const fail = (reason: string) => ({ ok: false as const, reason: `--objective ${objective}: ${reason}` });
  const ok = (value: Record<string, unknown>) => ({ ok: true as const, value });
  const devices = deviceIndex(ship);
  switch (objective as QuickObjective) {
    case "exterminate":
      return ok({ objectives: { both, otherwise: "draw" } });
    case "bridge":
      return ok({ objectives: { both: [{ kind: "hold", area: "bridge" }, ...both], otherwise: "draw" } });
    case "engines":
      return ok({
        objectives: {
          blue: [{ kind: "engines-off" }],
          yellow: [{ kind: "hold", area: "engine-room" }],
          both,
          otherwise: "yellow",
        },
      });
    case "cargo": {
      const box = cargoNearLock(ship);
      if (!box) return fail("this ship has no container near an air lock");
      return ok({
        containers: [{ name: "cargo", at: placeName(ship.cells[box]!) }],
        objectives: { blue: [{ kind: "cargo", container: "cargo" }], both, otherwise: "yellow" },
      });
    }
    case "evacuate":
      if (devices.pods.length === 0) return fail("this ship has no escape pods (modules 94 and 98 have them)");
      return ok({ objectives: { blue: [{ kind: "evacuate", count: 2 }], both, otherwise: "yellow" } });
    case "rescue": {
      const cell = devices.cryoCells[0];
      if (cell === undefined || devices.pods.length === 0)
        return fail("this ship needs a cryo cell and escape pods (modules 93 with 94 or 98)");
      const side = parseSideFlag(blue, "blue", base);
      if (!side.ok) return side;
      const type = [...side.value.roster.entries.values()].find(
        (t) => t.kind === "soldier" && !t.base.leader && !t.base.hero && !t.base.medic,
      )?.key;
      if (!type) return fail(`blue's roster has no soldier type to put to sleep`);
      return ok({
        sleepers: [{ race: side.value.raceRef, type, name: "Sleeper", cell: placeName(ship.cells[cell]!) }],
        objectives: { blue: [{ kind: "rescue", sleeper: "Sleeper" }], both, otherwise: "yellow" },
      });
    }
    default:
      return { ok: false, reason: `--objective takes ${QUICK_OBJECTIVES.join(", ")}, not '${objective}'` };
  }
}

/** A container within a few hexes of an air lock's hexes on its own level, the nearest. */
function cargoNearLock(ship: Ship): number | undefined {
  const lockCells = new Set(ship.airlocks.flatMap((l) => l.cells));
  let best: { cell: number; d: number } | undefined;
  for (const c of ship.cargo) {
    const a = ship.cells[c.cell]!;
    for (const l of lockCells) {
      const b = ship.cells[l]!;
      if (a.level !== b.level) continue;
      const d = Math.max(Math.abs(a.y - b.y), (Math.abs(a.x - b.x) + Math.abs(a.y - b.y)) / 2);
      if (d >= 2 && (!best || d < best.d)) best = { cell: c.cell, d };
    }
  }
  return best?.cell;
}
