// A sleeper the enemy woke first: the side learns it only by seeing the cell open (its own witnessed
// events: across an open table every cell opening is seen, in fog only in sight), and then knows the
// marker he stepped out as. The soldiers the bot's plan left guarding or waking at the empty cell go
// after that marker instead, or wait at the ways off the ship nearest the cell once they lose sight of
// him (he must reach a pod or an air lock to win the enemy the game), and the tactics fire at him first. From the side's own view and witnessed events alone.
import type { PlayerView, SeenEvent } from "../../seat/index.js";
import type { Ship } from "../../ship/ship.js";
import { findCell } from "../../ship/find-cell.js";
import { deviceIndex } from "../../ship/device-index.js";
import { distanceField } from "../paths.js";
import { activeSoldiers, type Plan, type Task } from "../plan.js";
import { sleeperLabel } from "./sleeper-trail.js";

/** The enemy's woken sleeper, as the side saw him step out: the marker's label then, and the cryo cell. */
export interface TakenSleeper {
  readonly label: string;
  readonly cryo: number;
}

/**
 * The sleeper of the side's own rescue objective (his label as the side knows him now), if the side saw the enemy wake him (none: asleep as far
 * as it knows, woken by itself, or no rescue to play for). SEEN: the side's witnessed events.
 */
export function takenSleeper(v: PlayerView, ship: Ship, seen: readonly SeenEvent[]): TakenSleeper | undefined {
  for (const o of v.objectives.mine) {
    if (o.kind !== "rescue" || o.at === undefined) continue;
    const cryo = findCell(ship, o.at);
    if (cryo === undefined) continue;
    for (let i = seen.length - 1; i >= 0; i--) {
      const e = seen[i]!;
      if (e.kind !== "sleeper-woken") continue;
      const woken = e.fields.woken;
      if (e.fields.hex !== o.at || woken.side === v.side || woken.number === undefined) continue;
      // Followed since (sleeper-trail.ts): revealed, he goes by his type; hidden again, by his new number.
      const start = { number: woken.number, hex: e.fields.to };
      return { label: sleeperLabel(seen.slice(i + 1), start), cryo };
    }
  }
  return undefined;
}

/**
 * The room round the cryo cell of a sleeper the side came to wake and has not seen woken (none: no such
 * rescue): the ship's area of more than one hex holding most of the hexes beside the cell. The side
 * holds it as it would an area (hold.ts: posts covering its ways in, or staging outside it while the
 * enemy holds it) rather than walking every soldier to the cell.
 */
export function sleeperRoom(v: PlayerView, ship: Ship): readonly number[] | undefined {
  const o = v.objectives.mine.find((x) => x.kind === "rescue" && x.at !== undefined);
  if (!o || activeSoldiers(v).some((s) => s.soldier.name === o.sleeper)) return undefined;
  const cryo = findCell(ship, o.at!);
  if (cryo === undefined) return undefined;
  const beside = ship.neighbours[cryo]!;
  let best: readonly number[] | undefined;
  let most = 0;
  for (const cells of ship.areas.values()) {
    if (cells.length <= 1) continue;
    const n = cells.filter((c) => beside.includes(c)).length;
    if (n > most) [best, most] = [cells, n];
  }
  return best;
}

/** Move units beyond the nearest way off the ship within which another way off counts as his way too. */
const WAYS_OFF = 3;

/**
 * The ways off the ship nearest the cryo cell (escape pods, air locks' ways in), where a woken sleeper
 * makes for: those within WAYS_OFF move units of the nearest, by walking from the cell.
 */
export function waysOff(ship: Ship, cryo: number): number[] {
  const field = distanceField(ship, ship.neighbours[cryo]!, { ladders: true });
  const exits = [...deviceIndex(ship).pods, ...ship.airlocks.flatMap((l) => l.exits)].filter((c) =>
    Number.isFinite(field[c]),
  );
  const nearest = Math.min(...exits.map((c) => field[c]!));
  return [...new Set(exits.filter((c) => field[c]! <= nearest + WAYS_OFF))].sort((a, b) => a - b);
}

/**
 * The plan with the soldiers the bot set to wake the taken sleeper or to guard his empty cell sent
 * after him: to his marker while the side sees it on the map, else to wait in ambush at the ways off
 * the ship nearest his cell (he must get to one to win the enemy the game).
 */
export function rescuePlan(v: PlayerView, ship: Ship, plan: Plan, taken: TakenSleeper | undefined): Plan {
  if (!taken) return plan;
  const beside = new Set(ship.neighbours[taken.cryo]!);
  const him = v.enemies.find((e) => e.label === taken.label);
  const goals = him ? [him.cell] : waysOff(ship, taken.cryo);
  if (goals.length === 0) return plan;
  const tasks = new Map<string, Task>(plan.tasks);
  for (const s of activeSoldiers(v)) {
    const t = tasks.get(s.soldier.name);
    const atCell =
      t?.kind === "wake" || (t?.kind === "go" && t.goals.length > 0 && t.goals.every((g) => beside.has(g)));
    if (atCell) tasks.set(s.soldier.name, { kind: "go", goals, stay: !him });
  }
  return { tasks };
}
