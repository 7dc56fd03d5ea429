// The beginner's orders (strength 1): the heuristic bot's turn, but each turn about a third of its
// soldiers hesitate and do nothing at all, and none of them ever lies in ambush. A slower, gentler
// opponent for a first game; its choices still come from its own seat and its own random stream.
import type { Orders, Try } from "./bot.js";
import type { PlayerView, Seat } from "../seat/index.js";
import type { Soldier, Task } from "./plan.js";

/** The chance that a soldier hesitates for a turn. */
export const HESITATION = 0.35;

export class Hesitation implements Orders {
  readonly #idle = new Set<string>();

  /** Draws, once for the turn and in the order of the side's own markers, which soldiers hesitate. */
  constructor(seat: Seat, random: () => number, chance = HESITATION) {
    for (const m of seat.view().own) if (m.soldier && random() < chance) this.#idle.add(m.soldier.name);
  }

  /** A hesitating soldier does nothing; the others play the bot's turn, but wait at their goal without ambush. */
  act(v: PlayerView, s: Soldier, at: number, task: Task | undefined, tryCommand: Try): boolean | undefined {
    void v;
    void tryCommand;
    if (this.#idle.has(s.soldier.name)) return false;
    if (task?.kind === "go" && task.stay && task.goals.includes(at)) return false;
    return undefined;
  }
}
