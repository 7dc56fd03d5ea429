// How good an imagined game's position is for the computer's side, from 0 (lost) to 1 (won): the
// result once over, else its objectives' progress and the soldiers left on each side.
import type { ObjectiveLine, SandboxOutcome, Side } from "../../seat/index.js";
import { otherSide } from "../../sides/sides.js";
import type { Ship } from "../../ship/ship.js";
import { deviceIndex } from "../../ship/device-index.js";
import { findCell } from "../../ship/find-cell.js";
import { distanceField } from "../paths.js";

/** What the scorer needs of the side's own knowledge: its objectives and who wins when no one meets one. */
export interface Aims {
  readonly side: Side;
  readonly mine: readonly ObjectiveLine[];
  readonly otherwise: Side | "draw";
  readonly turnLimit: number;
}

/** Progress toward one objective, 0 to 1, in the imagined game. */
function progress(
  o: ObjectiveLine,
  out: SandboxOutcome,
  aims: Aims,
  ship: Ship,
  field: (goals: number[], container?: boolean) => Float64Array,
): number {
  const me = out.sides[aims.side];
  const them = out.sides[otherSide(aims.side)];
  const devices = deviceIndex(ship);
  // How close the side's nearest soldier is to GOALS: 1 there, less with every step away (a way to it).
  const near = (goals: number[]): number => {
    if (goals.length === 0) return 0;
    const f = field(goals);
    const d = Math.min(...me.cells.map((c) => f[c]!));
    return Number.isFinite(d) ? 1 / (1 + d / 4) : 0;
  };
  switch (o.kind) {
    case "engines-off":
      return out.systems.engines ? 0.4 * near([...devices.consoleSpots]) : 1;
    case "course":
      if (out.systems.moving && out.systems.course === aims.side) return 1;
      return (out.systems.engines ? 0.3 : 0) + 0.2 * near([...devices.captainChairs, ...devices.bridgeChairs]);
    case "hold": {
      const cells = ship.areas.get(o.area ?? "") ?? [];
      const area = new Set(cells);
      const mine = me.cells.filter((c) => area.has(c)).length;
      const theirs = them.cells.filter((c) => area.has(c)).length;
      if (mine === 0) return 0.3 * near([...cells]);
      return (mine / Math.max(1, me.soldiers)) * (theirs === 0 ? 1 : 0.4);
    }
    case "evacuate": {
      const done = Math.min(1, me.escaped / Math.max(1, o.count ?? 1));
      return done >= 1 ? 1 : done + (1 - done) * 0.3 * near([...devices.pods]);
    }
    case "cargo": {
      if (out.cargo.some((c) => c.out === aims.side)) return 1;
      const locks = ship.airlocks.filter((l) => !o.locks || o.locks.includes(l.name)).flatMap((l) => l.cells);
      const f = field(locks, true);
      const best = Math.min(...out.cargo.filter((c) => !c.out).map((c) => f[c.cell]!));
      return Number.isFinite(best) ? 1 / (1 + best / 4) : 0;
    }
    case "rescue": {
      const cryo = o.at ? findCell(ship, o.at) : undefined;
      if (cryo === undefined) return 0.5 + Math.min(0.5, me.escaped * 0.5);
      const f = field([cryo]);
      const near = Math.min(...me.cells.map((c) => f[c]!));
      return Number.isFinite(near) ? 0.4 / (1 + near / 4) : 0;
    }
    case "exterminate":
      return them.soldiers === 0 ? 1 : 1 - them.soldiers / Math.max(1, them.soldiers + me.soldiers);
  }
}

/** The score of OUT for the side in AIMS: 1 a win, 0 a loss, between for a game still on. */
export function evaluate(out: SandboxOutcome, aims: Aims, ship: Ship, cache: Map<string, Float64Array>): number {
  if (out.over) return out.winner === aims.side ? 1 : out.winner === null ? 0.5 : 0;
  const me = out.sides[aims.side];
  const them = out.sides[otherSide(aims.side)];
  const strength = (s: typeof me) => s.soldiers - 0.4 * s.wounded;
  const material = (strength(me) + 0.5) / (strength(me) + strength(them) + 1);
  const field = (goals: number[], container = false) => {
    const key = `${container}:${goals.join(",")}`;
    let f = cache.get(key);
    if (!f) cache.set(key, (f = distanceField(ship, goals, { ladders: !container, container })));
    return f;
  };
  const aimed = aims.mine.filter((o) => o.kind !== "exterminate");
  const objective = aimed.length === 0 ? material : Math.max(...aimed.map((o) => progress(o, out, aims, ship, field)));
  // The side that wins when time runs out gains by every turn that passes.
  const clock = aims.otherwise === aims.side ? 0.15 * (out.turn / Math.max(1, aims.turnLimit)) : 0;
  return Math.min(0.99, Math.max(0.01, 0.45 * material + 0.45 * objective + clock + 0.05));
}
