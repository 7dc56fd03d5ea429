// The computer's thinking thread: it keeps a copy of each game it plays (the setup and the actions so
// far, sent by the main thread), seats the computer at its side of the copy, and answers with the
// actions of the computer's turn. The computer sees its seat only (src/ai); the copy lets it think
// off the main thread, so the terminal stays responsive.
import { parentPort } from "node:worker_threads";
import { Computer } from "../ai/search/computer.js";
import type { Action } from "../engine/rules.js";
import type { Setup } from "../engine/setup.js";
import { Session } from "../play/session.js";
import { Seat } from "../seat/index.js";
import { withLookups } from "../ship/lookups.js";
import type { ThinkAnswer, ThinkRequest } from "./computer-messages.js";

/** The games played here, by id: the copy and its computer (its random stream goes on from turn to turn). */
const games = new Map<string, { session: Session; computer: Computer; deadline: { at: number; id: number } }>();

function think(m: ThinkRequest): ThinkAnswer {
  let g = games.get(m.game);
  if (m.setup) {
    // A structured clone keeps the ship's plain data, not its look-ups (a class): they are made again.
    const setup = m.setup as Setup;
    const ship = withLookups(setup.ship);
    const session = new Session({ ...setup, ship });
    const deadline = { at: Infinity, id: m.id };
    const computer = new Computer(new Seat(session, m.side), {
      strength: m.strength,
      seed: m.seed,
      timeUp: () => performance.now() > deadline.at,
      progress: (done, of) => parentPort!.postMessage({ id: deadline.id, progress: { done, of } }),
    });
    g = { session, computer, deadline };
    games.set(m.game, g);
  }
  if (!g || g.session.actions.length !== m.from) return { id: m.id, resend: true };
  for (const action of m.actions as Action[]) if (!g.session.act(action).ok) return { id: m.id, resend: true };
  Object.assign(g.deadline, { at: performance.now() + m.budgetMs, id: m.id });
  const before = g.session.actions.length;
  g.computer.playTurn();
  return { id: m.id, actions: g.session.actions.slice(before) };
}

parentPort!.on("message", (m: ThinkRequest | { forget: string }) => {
  if ("forget" in m) return void games.delete(m.forget);
  try {
    parentPort!.postMessage(think(m));
  } catch (error) {
    games.delete(m.game);
    parentPort!.postMessage({ id: m.id, error: error instanceof Error ? error.message : String(error) });
  }
});
