// The beginner's orders (strength 1): the heuristic bot's turn, but each turn about a third of its
// soldiers hesitate and do nothing at all, and none of them ever lies in ambush (one at his post fires
// at the nearest enemy he sees instead). A slower, gentler
// opponent for a first game; its choices still come from its own seat and its own random stream.
import type { Orders, Try } from "./bot.js";
import type { PlayerView, Seat } from "../seat/index.js";
import type { Soldier, Task } from "./plan.js";
import { hexDistance } from "./paths.js";

/** The chance that a soldier hesitates for a turn. */
export const HESITATION = 0.35;

export class Hesitation implements Orders {
  readonly #idle = new Set<string>();
  readonly #ship: Seat["ship"];

  /** Draws, once for the turn and in the order of the side's own markers, which soldiers hesitate. */
  constructor(seat: Seat, random: () => number, chance = HESITATION) {
    this.#ship = seat.ship;
    for (const m of seat.view().own) if (m.soldier && random() < chance) this.#idle.add(m.soldier.name);
  }

  /** A hesitating soldier does nothing; the others play the bot's turn, but wait at their goal without ambush. */
  act(v: PlayerView, s: Soldier, at: number, task: Task | undefined, tryCommand: Try): boolean | undefined {
    if (this.#idle.has(s.soldier.name)) return false;
    if (task?.kind === "go" && task.stay && task.goals.includes(at)) {
      const ship = this.#ship;
      const seen = v.enemies.filter((e) => e.inSight);
      const nearest = seen.sort((a, b) => hexDistance(ship, at, a.cell) - hexDistance(ship, at, b.cell))[0];
      if (!nearest) return false;
      const target = nearest.revealed ? `${nearest.hex} ${nearest.label}` : nearest.label;
      return tryCommand(s.soldier.name, `fire@${nearest.label}`, { verb: "fire", who: s.soldier.name, target });
    }
    return undefined;
  }
}
