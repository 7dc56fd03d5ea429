// A crew working a device for a whole turn (the engines' console and panel, the bridge's chairs) settles
// at it before firing: a shot spends the turn the station needs, and in a room full of enemies (the
// introduction's engine room) a crew that always fires first never works the engines. It settles only
// when every mate of the crew is at his spot too and may still settle this turn (or has), since the
// device acts only for the whole crew. From the side's own view and plan alone.
import type { PlayerView } from "../../seat/index.js";
import type { Ship } from "../../ship/ship.js";
import type { Try } from "../bot.js";
import { activeSoldiers, cellOf, type Plan, type Soldier, type Task } from "../plan.js";

/** Whether soldier S (fresh: no move units spent, no attack) may still settle at a device this turn. */
const fresh = (s: Soldier) => s.mu === s.soldier.move && !s.soldier.attacked;

/**
 * Whether the crew of S's device is all in place: every soldier the plan set at a station of that device
 * stands on one of his spots, and is fresh or already settled there this turn.
 */
export function crewReady(v: PlayerView, ship: Ship, plan: Plan, s: Soldier): boolean {
  const mine = plan.tasks.get(s.soldier.name);
  if (mine?.kind !== "station") return false;
  const settled = new Set(v.devices.stations.map((x) => x.hex));
  for (const m of activeSoldiers(v)) {
    const t = plan.tasks.get(m.soldier.name);
    if (t?.kind !== "station" || t.device !== mine.device) continue;
    const at = cellOf(m);
    if (at === undefined || !t.goals.includes(at)) return false;
    if (!fresh(m) && !settled.has(ship.cells[at]!.name)) return false;
  }
  return true;
}

/**
 * Settles S at his device before anything else when he stands on his spot, fresh, and his crew is ready:
 * true if he did; false once he has settled this turn (anything more, a shot, would lapse the station);
 * undefined to leave him to the other orders (firing, walking to his spot).
 */
export function settleFirst(
  v: PlayerView,
  ship: Ship,
  plan: Plan | undefined,
  s: Soldier,
  at: number,
  task: Task | undefined,
  tryCommand: Try,
): boolean | undefined {
  if (v.devices.stations.some((x) => x.label === `?${s.number}`)) return false;
  if (!plan || task?.kind !== "station" || !task.goals.includes(at) || !fresh(s)) return undefined;
  if (!crewReady(v, ship, plan, s)) return undefined;
  const name = s.soldier.name;
  const on = task.on === undefined ? {} : { on: task.on };
  return tryCommand(name, "station", { verb: "station", who: name, device: task.device, ...on }) || undefined;
}
