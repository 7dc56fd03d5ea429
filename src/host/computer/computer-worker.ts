// A computer player's thinking thread, for `play --vs-computer` and the host's games alike: it keeps a
// copy of each game it plays (the setup and the actions so far, sent by the game's thread), seats the
// computer (src/ai/search) at its side of the copy, and answers with the actions of the computer's
// turn. (It tells no progress: how much work a search did hangs on the computer's own markers;
// src/play/think-pace.ts.) The computer sees its seat only; the copy lets it think off
// the game's thread, so terminals stay responsive.
import { parentPort } from "node:worker_threads";
import { Computer } from "../../ai/search/computer.js";
import type { Action } from "../../engine/rules.js";
import type { Setup } from "../../engine/setup.js";
import { Session } from "../../play/session.js";
import { Seat } from "../../seat/index.js";
import { withLookups } from "../../ship/lookups.js";
import type { ForgetRequest, ThinkAnswer, ThinkRequest } from "./think-messages.js";

interface Game {
  readonly session: Session;
  /** Its random stream goes on from turn to turn. */
  readonly computer: Computer;
  readonly side: string;
  readonly strength: number;
  readonly deadline: { at: number; spare: number };
}

/** Games played here, the least recently used first (a Map keeps insertion order). */
const games = new Map<string, Game>();
const MOST_GAMES = 64;

function think(m: ThinkRequest): ThinkAnswer {
  if (m.setup) {
    games.delete(m.game);
    // A structured clone keeps the ship's plain data, not its look-ups (a class): they are made again.
    const setup = m.setup as Setup;
    const session = new Session({ ...setup, ship: withLookups(setup.ship) });
    const deadline = { at: Infinity, spare: Infinity };
    const computer = new Computer(new Seat(session, m.side), {
      strength: m.strength,
      seed: m.seed,
      timeUp: () => performance.now() > deadline.at,
      spare: () => performance.now() < deadline.spare,
    });
    games.set(m.game, { session, computer, side: m.side, strength: m.strength, deadline });
    while (games.size > MOST_GAMES) games.delete(games.keys().next().value!);
  }
  const g = games.get(m.game);
  if (!g || g.session.actions.length !== m.from || g.side !== m.side || g.strength !== m.strength)
    return { id: m.id, resend: true };
  games.delete(m.game);
  games.set(m.game, g);
  for (const action of m.actions as Action[])
    if (!g.session.act(action).ok) {
      games.delete(m.game);
      return { id: m.id, resend: true };
    }
  g.deadline.at = performance.now() + m.budgetMs;
  // More sampled worlds than the strength's counts only in the first half of the budget (Computer's spare).
  g.deadline.spare = performance.now() + m.budgetMs / 2;
  const before = g.session.actions.length;
  g.computer.playTurn();
  return { id: m.id, actions: g.session.actions.slice(before) };
}

parentPort!.on("message", (m: ThinkRequest | ForgetRequest) => {
  if ("forget" in m) return void games.delete(m.forget);
  try {
    parentPort!.postMessage(think(m));
  } catch (error) {
    games.delete(m.game);
    parentPort!.postMessage({ id: m.id, error: error instanceof Error ? error.message : String(error) });
  }
});
