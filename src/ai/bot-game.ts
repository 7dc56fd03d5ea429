// A whole game between two bots, headless: each sees only its own side's view.
import type { Scenario } from "../content/scenario-load.js";
import { SIDES } from "../engine/state.js";
import { Session } from "../play/session.js";
import { generator } from "../bench/random-play.js";
import { Bot } from "./bot.js";

export interface BotGame {
  readonly winner: "blue" | "yellow" | null;
  readonly reason: string;
  readonly turns: number;
  readonly session: Session;
}

export function playBots(scenario: Scenario, seed: number): BotGame {
  const session = new Session({ ...scenario, seed: String(seed) });
  const bots = Object.fromEntries(
    SIDES.map((side, i) => [side, new Bot(side, scenario.ship, generator(seed * 7919 + i))]),
  ) as Record<(typeof SIDES)[number], Bot>;
  // Two side-turns a turn; the guard only matters if a bot ever failed to end its turn.
  for (let guard = 0; !session.over && guard < scenario.turnLimit * 2 + 4; guard++) {
    const side = session.toMove;
    bots[side].playTurn(session);
    if (!session.over && session.toMove === side) session.command("end");
  }
  const result = session.view("blue").result;
  return { winner: result?.winner ?? null, reason: result?.reason ?? "unfinished", turns: session.turn, session };
}
