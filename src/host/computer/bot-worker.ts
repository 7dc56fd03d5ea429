// A worker thread of the computer players: it keeps a copy of each game it plays (the setup and the
// actions so far, sent by the host) and a bot at that game's seat, and answers with the actions of
// the bot's turn. The bot sees its seat only (src/ai); the copy lets it think off the host's thread.
import { parentPort } from "node:worker_threads";
import { Bot } from "../../ai/bot.js";
import { seededRandom } from "../../ai/random.js";
import type { Action } from "../../engine/rules.js";
import type { Setup } from "../../engine/setup.js";
import { Session } from "../../play/session.js";
import { Seat } from "../../seat/index.js";
import { withLookups } from "../../ship/lookups.js";
import type { TurnAnswer, TurnRequest } from "./bot-messages.js";

/** Games played here, the least recently used first (a Map keeps insertion order). */
const games = new Map<string, { session: Session; bot: Bot }>();
const MOST_GAMES = 64;

function turn(m: TurnRequest): TurnAnswer {
  if (m.setup) {
    games.delete(m.game);
    // The ship came as a message: its look-ups (a class) stayed behind.
    const setup = m.setup as Setup;
    const session = new Session({ ...setup, ship: withLookups(setup.ship) });
    games.set(m.game, { session, bot: new Bot(new Seat(session, m.side), seededRandom(m.seed)) });
    while (games.size > MOST_GAMES) games.delete(games.keys().next().value!);
  }
  const g = games.get(m.game);
  if (!g || g.session.actions.length !== m.from) return { id: m.id, resend: true };
  games.delete(m.game);
  games.set(m.game, g);
  for (const action of m.actions as Action[]) {
    const done = g.session.act(action);
    if (!done.ok) {
      games.delete(m.game);
      return { id: m.id, resend: true };
    }
  }
  const before = g.session.actions.length;
  g.bot.playTurn();
  return { id: m.id, actions: g.session.actions.slice(before) };
}

parentPort!.on("message", (m: TurnRequest | { forget: string }) => {
  if ("forget" in m) return void games.delete(m.forget);
  try {
    parentPort!.postMessage(turn(m));
  } catch (error) {
    games.delete(m.game);
    parentPort!.postMessage({ id: m.id, error: error instanceof Error ? error.message : String(error) });
  }
});
