// A hosted game's computer player: whenever it is the computer's turn, the computer (src/ai/search, at
// the game's strength) thinks in the thread pool and the host plays the answer into the game, a step at
// a time (the human sees each move come). Should it fail, its turn is ended for it: the human is never
// left waiting. Its turn takes the whole think time however soon the answer comes, and the pause between
// moves follows only those the human's seat saw something of: the time a turn takes tells the human
// nothing of the computer's hidden markers or of the moves it could not see (src/play/think-pace.ts).
import type { Action } from "../../engine/rules.js";
import { playerSeed } from "../../play/player-seed.js";
import type { Side } from "../../seat/index.js";
import { THINK_MS } from "../../ai/search/strength.js";
import { holdLeft } from "../../play/think-pace.js";
import type { HostedGame } from "../hosted-game.js";
import type { ComputerPool } from "./computer-pool.js";

export interface ComputerOptions {
  /** How strong it plays (src/ai/search/strength.ts). */
  readonly strength: 1 | 2 | 3 | 4;
  /** Time between the computer's moves as they are played in. */
  readonly paceMs: number;
  readonly log: (line: string) => void;
  /** The think time a turn takes (default: the strength's, src/ai/search/strength.ts). */
  readonly budgetMs?: number;
  /** The clock and the pause (tests count the pauses). */
  readonly now?: () => number;
  readonly wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Plays SIDE of GAME by computer from now on; returns the stop. */
export function startComputer(game: HostedGame, side: Side, pool: ComputerPool, o: ComputerOptions): () => void {
  const { session } = game;
  const seat = game.seats[side];
  const human = game.seats[side === "blue" ? "yellow" : "blue"];
  const now = o.now ?? (() => performance.now());
  const wait = o.wait ?? sleep;
  const budgetMs = o.budgetMs ?? THINK_MS[o.strength];
  const id = game.record.id;
  let busy = false;
  let stopped = false;
  const due = (): boolean => {
    const t = seat.turn();
    return !stopped && !t.over && t.toMove === side;
  };
  const check = (): void => {
    if (busy || !due()) return;
    busy = true;
    void play().finally(() => {
      busy = false;
      if (session.over) pool.forget(id);
      // A turn after a turn (the deployment, then play) needs thinking again.
      setImmediate(check);
    });
  };
  const play = async (): Promise<void> => {
    let actions: readonly unknown[];
    const started = now();
    try {
      // Its choices come from the game's named stream player/SIDE, as in `play --vs-computer`.
      const seed = playerSeed(session.setup.seed, side);
      actions = await pool.turn(id, side, o.strength, seed, () => session.setup, session.actions);
    } catch (error) {
      o.log(
        `game ${id}: the computer could not play (${error instanceof Error ? error.message : error}); its turn ends`,
      );
      actions = [];
    }
    const left = holdLeft(started, budgetMs, now());
    if (left > 0) await wait(left);
    for (const action of actions) {
      if (!due()) return;
      const before = human.mark();
      const done = session.act(action as Action);
      if (!done.ok) {
        o.log(`game ${id}: the computer's move was refused (${done.reason}); its turn ends`);
        pool.forget(id);
        break;
      }
      if (o.paceMs > 0 && human.witnessed(before).length > 0) await wait(o.paceMs);
    }
    if (due()) seat.act(seat.turn().phase === "deploy" ? { verb: "ready" } : { verb: "end" });
  };
  const unsubscribe = session.onAction(() => setImmediate(check));
  setImmediate(check);
  return () => {
    stopped = true;
    unsubscribe();
    pool.forget(id);
  };
}
