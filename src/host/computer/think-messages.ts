// What a game's thread and a computer player's thinking thread say to each other (structured clones):
// the one message shape of `play --vs-computer` (src/cli/computer-thread.ts) and the host's computer
// players (src/host/computer/computer-pool.ts), both served by src/host/computer/computer-worker.ts.
import type { Side } from "../../seat/index.js";

export interface ThinkRequest {
  readonly id: number;
  /** Which game: a thread may keep copies of several (the host's). */
  readonly game: string;
  readonly side: Side;
  readonly strength: 1 | 2 | 3 | 4;
  /** The computer's own random stream. */
  readonly seed: number;
  /** Think time for this turn, in milliseconds (the strength's counts cap it too). */
  readonly budgetMs: number;
  /** The game's setup, when the thread does not have the game yet (or must start it again). */
  readonly setup?: unknown;
  /** The actions the thread's copy has not had, from action number `from` on. */
  readonly actions: readonly unknown[];
  readonly from: number;
}

/** The game is over or gone: the thread drops its copy. */
export interface ForgetRequest {
  readonly forget: string;
}

export type ThinkAnswer =
  | { readonly id: number; readonly actions: readonly unknown[] }
  /** The thread's copy is not the game's: send the setup and every action. */
  | { readonly id: number; readonly resend: true }
  | { readonly id: number; readonly error: string };
