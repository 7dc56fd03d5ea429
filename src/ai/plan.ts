// The bot's plan for a turn, from its side's view alone: which soldier does what for which
// objective, as goal cells to walk to and a thing to do on arrival.
import { deviceIndex } from "../ship/device-index.js";
import type { Ship } from "../ship/ship.js";
import type { ObjectiveLine, OwnMarker, PlayerView } from "../seat/index.js";
import { findCell } from "../ship/find-cell.js";

export type Task =
  /** Walk to the goal cells; there: fire, and lie in ambush if still fresh. */
  | { readonly kind: "go"; readonly goals: readonly number[]; readonly stay: boolean }
  /** Stand on a station spot and work the device for a whole turn. */
  | {
      readonly kind: "station";
      readonly goals: readonly number[];
      readonly device: "engines" | "bridge";
      readonly on?: boolean;
    }
  /** Push the container at `cell` toward the lock cells. */
  | { readonly kind: "haul"; readonly cell: number; readonly locks: readonly number[] }
  /** Wake the sleeper in the cryo cell. */
  | { readonly kind: "wake"; readonly cryo: number }
  /** Get into an escape pod and launch it; `locks` too: or out through an air lock. */
  | { readonly kind: "pod"; readonly locks?: boolean };

export type Soldier = OwnMarker & { readonly soldier: NonNullable<OwnMarker["soldier"]> };

export interface Plan {
  /** Task by soldier name. */
  readonly tasks: ReadonlyMap<string, Task>;
}

export const cellOf = (m: OwnMarker): number | undefined => (m.where.at === "cell" ? m.where.cell : undefined);

/** Soldiers that take orders this turn. */
export function activeSoldiers(v: PlayerView): Soldier[] {
  return v.own.filter(
    (m): m is Soldier => m.soldier !== undefined && m.soldier.morale === "steady" && !m.soldier.carried,
  );
}

function mainObjective(v: PlayerView): ObjectiveLine | undefined {
  const mine = v.objectives.mine;
  return mine.find((o) => o.kind !== "exterminate") ?? mine[0];
}

/**
 * Enemy cells worth walking to: those in sight; then, across an open table, the enemy markers not
 * known to be dummies (the camera's answers); in fog, where enemies were last seen.
 */
export function enemyCells(v: PlayerView): number[] {
  const seen = v.enemies.filter((e) => e.inSight).map((e) => e.cell);
  if (seen.length > 0) return seen;
  const dummies = new Set(v.devices.camera.filter((c) => c.type === null).map((c) => c.number));
  const known = v.enemies.filter((e) => e.number === undefined || !dummies.has(e.number)).map((e) => e.cell);
  return known.length > 0 ? known : v.lastSeen.map((s) => s.cell);
}

export function makePlan(
  v: PlayerView,
  ship: Ship,
  random: () => number,
  explore: (name: string) => number[],
  near: (from: number | undefined, goals: readonly number[]) => number,
): Plan {
  const tasks = new Map<string, Task>();
  const soldiers = activeSoldiers(v);
  const idx = deviceIndex(ship);
  const main = mainObjective(v);
  const area = (key: string) => [...(ship.areas.get(key) ?? [])];
  const hunt = (s: Soldier): Task => {
    const enemies = enemyCells(v);
    return { kind: "go", goals: enemies.length > 0 ? enemies : explore(s.soldier.name), stay: false };
  };
  /** The soldiers nearest the goals, taken out of the pool. */
  const pool = [...soldiers];
  const take = (goals: readonly number[], n: number, ok: (s: Soldier) => boolean = () => true): Soldier[] => {
    const ranked = pool
      .filter(ok)
      .map((s) => ({ s, d: near(cellOf(s) ?? lockCell(ship, s), goals) }))
      .filter((x) => x.d < Infinity)
      .sort((a, b) => a.d - b.d);
    const chosen = ranked.slice(0, n).map((x) => x.s);
    for (const c of chosen) pool.splice(pool.indexOf(c), 1);
    return chosen;
  };
  const guard = (cells: readonly number[]) => {
    for (const s of pool)
      tasks.set(
        s.soldier.name,
        v.enemies.some((e) => e.inSight) && random() < 0.5 ? hunt(s) : { kind: "go", goals: cells, stay: true },
      );
    pool.length = 0;
  };
  const engineCrew = (on: boolean) => {
    const consoles = [...idx.consoleSpots];
    const panels = [...idx.panelSpots];
    for (const s of take(consoles, 1))
      tasks.set(s.soldier.name, { kind: "station", goals: consoles, device: "engines", on });
    for (const s of take(panels, 1))
      tasks.set(s.soldier.name, { kind: "station", goals: panels, device: "engines", on });
  };

  switch (main?.kind) {
    case "cargo": {
      const box = v.cargo.find((c) => c.name === main.container);
      if (!box) break;
      const lockNames = main.locks ?? ship.airlocks.map((l) => l.name);
      const locks = ship.airlocks.filter((l) => lockNames.includes(l.name)).flatMap((l) => l.cells);
      for (const s of take(ship.neighbours[box.cell]!, 2))
        tasks.set(s.soldier.name, { kind: "haul", cell: box.cell, locks });
      guard(ship.neighbours[box.cell]!);
      break;
    }
    case "hold":
      guard(area(main.area!));
      break;
    case "engines-off":
      if (v.systems.engines) engineCrew(false);
      guard(area("99:engine-room"));
      break;
    case "course":
      if (!v.systems.engines) engineCrew(true);
      else if (!v.systems.moving || v.systems.course !== v.side) {
        const captain = [...idx.captainChairs];
        const chairs = [...idx.bridgeChairs];
        for (const s of take(captain, 1))
          tasks.set(s.soldier.name, { kind: "station", goals: captain, device: "bridge" });
        for (const s of take(chairs, 1))
          tasks.set(s.soldier.name, { kind: "station", goals: chairs, device: "bridge" });
      }
      guard(area("89:bridge"));
      break;
    case "evacuate":
      for (const s of pool) tasks.set(s.soldier.name, { kind: "pod" });
      pool.length = 0;
      break;
    case "rescue": {
      const woken = soldiers.find((s) => s.soldier.name === main.sleeper);
      const cryo = main.at ? findCell(ship, main.at) : undefined;
      if (woken) {
        // He may leave by any way out; an escort goes with him to the pods.
        tasks.set(woken.soldier.name, { kind: "pod", locks: true });
        for (const s of take(idx.pods, 1, (x) => x !== woken)) tasks.set(s.soldier.name, { kind: "pod" });
        pool.splice(pool.indexOf(woken), 1);
      } else if (cryo !== undefined) {
        const beside = ship.neighbours[cryo]!;
        for (const s of take(beside, 1, (x) => x.soldier.leader !== undefined || x.soldier.hero === true))
          tasks.set(s.soldier.name, { kind: "wake", cryo });
        guard(beside);
      }
      break;
    }
    default:
      break;
  }
  for (const s of pool) tasks.set(s.soldier.name, hunt(s));
  return { tasks };
}

/** Where a soldier outside or in a lock will come aboard: the lock's first exit. */
export function lockCell(ship: Ship, m: OwnMarker): number | undefined {
  if (m.where.at === "cell") return m.where.cell;
  if (m.where.at === "zone") return undefined;
  const name = m.where.lock;
  return ship.airlocks.find((l) => l.name === name)?.exits[0];
}
