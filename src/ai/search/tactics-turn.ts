// Strength 3's own turn on a seat: its tactics (or their aim alone, or holding in ambush), the objective
// play over them for the tactics, and the bot's walk under both. The computer plays it on its real seat
// and in sandboxes; strength 4's deep play-outs play it for the imagined enemy too, through his seat there.
import type { Seat } from "../../seat/index.js";
import { Bot } from "../bot.js";
import { objectiveOrders } from "../objectives/hold.js";
import { ObjectiveOrders } from "../objectives/objective-orders.js";
import type { TakenSleeper } from "../objectives/rescue.js";
import { Tactics } from "../tactics.js";

/** What a side remembers between its turns that its tactics read (none: as on a first look). */
export interface TacticsMemory {
  /** Whether an enemy marker moved since the side's last turn (none: every one did, so every one is chased). */
  readonly moves?: (label: string) => { moved: boolean; from?: number };
  /** The side came aboard from outside (it hunts). */
  readonly boarding?: boolean;
  /** The sleeper of its rescue it saw the enemy wake. */
  readonly taken?: TakenSleeper;
}

/** Plays the tactics' kind of turn KIND on SEAT with ODDS for the enemy's markers; the bot ends the turn. */
export function tacticsTurn(
  seat: Seat,
  kind: "tactics" | "aim" | "hold",
  odds: (label: string) => number,
  random: () => number,
  fields: Map<string, Float64Array>,
  memory: TacticsMemory,
): void {
  const mode = kind === "tactics" ? "skirmish" : kind;
  const tactics = new Tactics(
    seat,
    odds,
    random,
    fields,
    mode,
    memory.moves,
    memory.boarding ?? false,
    memory.taken?.label,
  );
  // The tactics play the objectives too (src/ai/objectives): an area held at the end (hold.ts), and
  // over that the objectives met at once (objective-orders.ts); the aim and holding alone do not.
  const orders =
    kind === "tactics"
      ? new ObjectiveOrders(
          seat,
          odds,
          random,
          objectiveOrders(seat, tactics, random, fields, memory.taken),
          true,
          memory.taken,
        )
      : tactics;
  new Bot(seat, random, fields, orders).playTurn();
}
