// The host's computer players' threads: a fixed number of workers (src/host/computer/computer-worker.ts,
// the same computer as `play --vs-computer`), each game's computer kept on one of them, turns queued per
// worker. A thinking computer never holds up the host's thread, where every player's keys are read; a
// worker that hangs or dies is replaced.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { Side } from "../../seat/index.js";
import { THINK_MS } from "../../ai/search/strength.js";
import type { ThinkAnswer, ThinkRequest } from "./think-messages.js";

interface Job {
  readonly game: string;
  readonly side: Side;
  readonly strength: 1 | 2 | 3 | 4;
  readonly seed: number;
  readonly setup: () => unknown;
  readonly actions: readonly unknown[];
  readonly resolve: (actions: readonly unknown[]) => void;
  readonly reject: (error: Error) => void;
  resent?: boolean;
}

interface Thread {
  worker: Worker;
  readonly queue: Job[];
  /** The job it is thinking about, and its deadline. */
  current?: { job: Job; id: number; timer: NodeJS.Timeout };
  /** How many actions its copy of each game has. */
  readonly known: Map<string, number>;
}

/** The built thinking thread beside this file; run from the sources (tests), the one in dist/. */
export function workerFile(): URL {
  const here = new URL("./computer-worker.js", import.meta.url);
  return existsSync(fileURLToPath(here)) ? here : new URL(here.href.replace("/src/host/", "/dist/host/"));
}

export class ComputerPool {
  readonly #threads: Thread[];
  readonly #home = new Map<string, Thread>();
  readonly #timeoutMs: number;
  readonly #file: URL;
  #next = 1;
  #closed = false;

  constructor(size: number, options: { timeoutMs?: number; file?: URL } = {}) {
    this.#timeoutMs = options.timeoutMs ?? 30_000;
    this.#file = options.file ?? workerFile();
    this.#threads = Array.from({ length: Math.max(1, size) }, () => this.#thread());
  }

  get size(): number {
    return this.#threads.length;
  }

  /** The actions of SIDE's turn as the computer at STRENGTH plays it, in the game whose actions so far are ACTIONS. */
  turn(
    game: string,
    side: Side,
    strength: 1 | 2 | 3 | 4,
    seed: number,
    setup: () => unknown,
    actions: readonly unknown[],
  ): Promise<readonly unknown[]> {
    if (this.#closed) return Promise.reject(new Error("the computer players have stopped"));
    return new Promise((resolve, reject) => {
      let home = this.#home.get(game);
      if (!home) {
        home = [...this.#threads].sort((a, b) => load(this.#home, a) - load(this.#home, b))[0]!;
        this.#home.set(game, home);
      }
      home.queue.push({ game, side, strength, seed, setup, actions: [...actions], resolve, reject });
      this.#run(home);
    });
  }

  /** The game is over or gone: its copy is dropped. */
  forget(game: string): void {
    const home = this.#home.get(game);
    this.#home.delete(game);
    home?.known.delete(game);
    home?.worker.postMessage({ forget: game });
  }

  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all(
      this.#threads.map((t) => {
        for (const job of t.queue.splice(0)) job.reject(new Error("the computer players have stopped"));
        if (t.current) clearTimeout(t.current.timer);
        return t.worker.terminate();
      }),
    );
  }

  #thread(): Thread {
    const thread: Thread = { worker: new Worker(this.#file), queue: [], known: new Map() };
    this.#listen(thread);
    return thread;
  }

  #listen(t: Thread): void {
    t.worker.unref();
    t.worker.on("message", (answer: ThinkAnswer) => this.#answer(t, answer));
    t.worker.on("error", (error) => this.#lost(t, error));
    t.worker.on("exit", (code) => this.#lost(t, new Error(`a computer player's thread stopped (${code})`)));
  }

  #run(t: Thread): void {
    if (t.current || this.#closed) return;
    const job = t.queue.shift();
    if (!job) return;
    const id = this.#next++;
    const had = t.known.get(job.game);
    const fresh = had === undefined || had > job.actions.length;
    const request: ThinkRequest = {
      id,
      game: job.game,
      side: job.side,
      strength: job.strength,
      seed: job.seed,
      budgetMs: THINK_MS[job.strength],
      ...(fresh ? { setup: job.setup() } : {}),
      actions: job.actions.slice(fresh ? 0 : had),
      from: fresh ? 0 : had,
    };
    const timer = setTimeout(() => this.#lost(t, new Error("a computer player thought too long")), this.#timeoutMs);
    t.current = { job, id, timer };
    t.worker.postMessage(request);
  }

  #answer(t: Thread, answer: ThinkAnswer): void {
    const current = t.current;
    if (!current || current.id !== answer.id) return;
    clearTimeout(current.timer);
    t.current = undefined;
    const { job } = current;
    if ("resend" in answer) {
      t.known.delete(job.game);
      if (job.resent) job.reject(new Error("the computer player's copy of the game is out of step"));
      else t.queue.unshift({ ...job, resent: true });
    } else if ("error" in answer) {
      t.known.delete(job.game);
      job.reject(new Error(answer.error));
    } else {
      t.known.set(job.game, job.actions.length + answer.actions.length);
      job.resolve(answer.actions);
    }
    this.#run(t);
  }

  /** A worker that hung or died: its job fails, a new worker takes its place and its queue. */
  #lost(t: Thread, error: Error): void {
    if (this.#closed) return;
    const current = t.current;
    t.current = undefined;
    if (current) clearTimeout(current.timer);
    t.worker.removeAllListeners();
    void t.worker.terminate();
    t.known.clear();
    t.worker = new Worker(this.#file);
    this.#listen(t);
    current?.job.reject(error);
    this.#run(t);
  }
}

const load = (home: ReadonlyMap<string, Thread>, t: Thread): number => [...home.values()].filter((h) => h === t).length;
