// A whole game between two bots, headless: the composition of a session and one seat per side;
// each bot plays its side through its seat alone.
import { Bot } from "../ai/bot.js";
import { seededRandom } from "../ai/random.js";
import type { Scenario } from "../content/scenario-load.js";
import { SIDES, type Side } from "../sides/sides.js";
import { Seat } from "../seat/index.js";
import { Session } from "../play/session.js";

export interface BotGame {
  readonly winner: Side | null;
  readonly reason: string;
  readonly turns: number;
  /** The fewest marker numbers either side had free at any turn's start: 0 means one ran out. */
  readonly lowestFree: number;
  readonly session: Session;
  readonly seats: Readonly<Record<Side, Seat>>;
}

export function playBots(scenario: Scenario, seed: number): BotGame {
  const session = new Session({ ...scenario, seed: String(seed) });
  const seats = { blue: new Seat(session, "blue"), yellow: new Seat(session, "yellow") };
  const bots = Object.fromEntries(
    SIDES.map((side, i) => [side, new Bot(seats[side], seededRandom(seed * 7919 + i))]),
  ) as Record<Side, Bot>;
  let lowestFree = Infinity;
  const free = () => Math.min(...SIDES.map((side) => seats[side].view().freeNumbers));
  // Two side-turns a turn; the guard only matters if a bot ever failed to end its turn.
  for (let guard = 0; !session.over && guard < scenario.turnLimit * 2 + 4; guard++) {
    const side = session.toMove;
    lowestFree = Math.min(lowestFree, free());
    bots[side].playTurn();
    lowestFree = Math.min(lowestFree, free());
    if (!session.over && session.toMove === side) session.command("end");
  }
  const result = seats.blue.view().result;
  return {
    winner: result?.winner ?? null,
    reason: result?.reason ?? "unfinished",
    turns: session.turn,
    lowestFree,
    session,
    seats,
  };
}
