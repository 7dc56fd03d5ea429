// A hosted game's computer player: whenever it is the computer's turn, the computer (src/ai/search, at
// the game's strength) thinks in the thread pool and the host plays the answer into the game, a step at
// a time (the human sees each move come). Should it fail, its turn is ended for it: the human is never
// left waiting.
import type { Action } from "../../engine/rules.js";
import { playerSeed } from "../../play/player-seed.js";
import type { Side } from "../../seat/index.js";
import type { HostedGame } from "../hosted-game.js";
import type { ComputerPool } from "./computer-pool.js";

export interface ComputerOptions {
  /** How strong it plays (src/ai/search/strength.ts). */
  readonly strength: 1 | 2 | 3;
  /** Time between the computer's moves as they are played in. */
  readonly paceMs: number;
  readonly log: (line: string) => void;
}

/** Plays SIDE of GAME by computer from now on; returns the stop. */
export function startComputer(game: HostedGame, side: Side, pool: ComputerPool, o: ComputerOptions): () => void {
  const { session } = game;
  const seat = game.seats[side];
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
    for (const action of actions) {
      if (!due()) return;
      const done = session.act(action as Action);
      if (!done.ok) {
        o.log(`game ${id}: the computer's move was refused (${done.reason}); its turn ends`);
        pool.forget(id);
        break;
      }
      if (o.paceMs > 0) await new Promise((resolve) => setTimeout(resolve, o.paceMs));
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
