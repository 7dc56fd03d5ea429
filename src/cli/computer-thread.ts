// The computer player of a game in this process: whenever it is the computer's turn, it thinks in a
// worker thread (src/host/computer/computer-worker.ts, the host's too) and its actions are played into the game here, so the
// main thread (the terminal's keys) never waits on the search. Its turn always takes the whole think
// time, and the progress told is the clock's (src/play/think-pace.ts): how long a search runs would tell
// of the computer's hidden markers.
import { Worker } from "node:worker_threads";
import { THINK_MS } from "../ai/search/strength.js";
import type { Action } from "../engine/rules.js";
import type { Side } from "../engine/state.js";
import type { Session } from "../play/session.js";
import { workerFile } from "../host/computer/computer-pool.js";
import type { ThinkAnswer, ThinkRequest } from "../host/computer/think-messages.js";
import { holdEnd, thinkShare } from "../play/think-pace.js";

export interface ComputerSeatOptions {
  readonly side: Side;
  readonly strength: 1 | 2 | 3 | 4;
  readonly seed: number;
  /** Think time a turn (default: the strength's, src/ai/search/strength.ts). */
  readonly budgetMs?: number;
  /** Told while the computer thinks (how far through its think time, 0 to 1), and with null when it is done. */
  readonly progress?: (share: number | null) => void;
  /** Told when the computer could not play (its turn is then ended for it). */
  readonly onProblem?: (message: string) => void;
}

/** Waits, from an answer that came now, to the end of its whole budgets by the clock (again if a timer fires a little early, as one may). */
async function holdUntil(startedMs: number, budgetMs: number): Promise<void> {
  const end = holdEnd(startedMs, budgetMs, performance.now());
  for (;;) {
    const left = end - performance.now();
    if (left <= 0) return;
    await new Promise((r) => setTimeout(r, Math.ceil(left)).unref());
  }
}

/** Plays o.side of SESSION by computer from now on; returns the stop (which ends the thread). */
export function computerSeat(
  session: Session,
  o: ComputerSeatOptions,
): { stop: () => Promise<void>; idle: () => Promise<void> } {
  const worker = new Worker(workerFile());
  worker.unref();
  let next = 1;
  let known = -1;
  let busy: Promise<void> = Promise.resolve();
  let thinking = false;
  let stopped = false;
  const due = () => !stopped && !session.over && session.toMove === o.side;
  const budgetMs = o.budgetMs ?? THINK_MS[o.strength];
  const ask = (fresh: boolean): Promise<readonly unknown[]> => {
    const id = next++;
    const from = fresh ? 0 : known;
    const request: ThinkRequest = {
      id,
      game: "game",
      side: o.side,
      strength: o.strength,
      seed: o.seed,
      budgetMs,
      ...(fresh ? { setup: session.setup } : {}),
      actions: session.actions.slice(from),
      from,
    };
    return new Promise((resolve, reject) => {
      const listen = (a: ThinkAnswer) => {
        if (a.id !== id) return;
        worker.off("message", listen);
        worker.off("error", reject);
        if ("resend" in a) {
          if (fresh) reject(new Error("the computer's copy of the game is out of step"));
          else ask(true).then(resolve, reject);
        } else if ("error" in a) reject(new Error(a.error));
        else resolve(a.actions);
      };
      worker.on("message", listen);
      worker.once("error", reject);
      worker.postMessage(request);
    });
  };
  const turn = async (): Promise<void> => {
    let actions: readonly unknown[] = [];
    const started = performance.now();
    const tell = () => o.progress?.(thinkShare(started, budgetMs, performance.now()));
    tell();
    // Neither timer keeps the process alive: a game that closes mid-thought ends at once.
    const ticker = setInterval(tell, 100).unref();
    try {
      actions = await ask(known < 0);
      // The answer waits out the rest of the think time: every turn takes as long, whatever it cost.
      await holdUntil(started, budgetMs);
    } catch (error) {
      o.onProblem?.(
        `the computer could not play (${error instanceof Error ? error.message : String(error)}); its turn ends`,
      );
      known = -1;
    } finally {
      clearInterval(ticker);
    }
    o.progress?.(null);
    known = session.actions.length + actions.length;
    for (const action of actions) {
      if (!due()) return;
      if (!session.act(action as Action).ok) {
        o.onProblem?.("the computer's move was refused; its turn ends");
        known = -1;
        break;
      }
    }
    if (due()) session.command(session.state().phase === "deploy" ? "ready" : "end");
  };
  const check = (): void => {
    if (thinking || !due()) return;
    thinking = true;
    busy = turn().finally(() => {
      thinking = false;
      setImmediate(check);
    });
  };
  const unsubscribe = session.onAction(() => setImmediate(check));
  setImmediate(check);
  return {
    stop: async () => {
      stopped = true;
      unsubscribe();
      await worker.terminate();
    },
    idle: async () => {
      await new Promise((r) => setImmediate(r));
      while (thinking) await busy;
    },
  };
}
