// What the main thread and the computer's thinking thread say to each other (structured clones).
import type { Side } from "../engine/state.js";

export interface ThinkRequest {
  readonly id: number;
  readonly game: string;
  readonly side: Side;
  readonly strength: 1 | 2 | 3;
  /** The computer's own random stream. */
  readonly seed: number;
  /** Think time for this turn, in milliseconds (the strength's counts cap it too). */
  readonly budgetMs: number;
  /** The game's setup, when the thread does not have the game yet. */
  readonly setup?: unknown;
  /** The actions the thread's copy has not had, from action number `from` on. */
  readonly actions: readonly unknown[];
  readonly from: number;
}

export type ThinkAnswer =
  | { readonly id: number; readonly actions: readonly unknown[] }
  | { readonly id: number; readonly progress: { readonly done: number; readonly of: number } }
  /** The thread's copy is not the game's: send the setup and every action. */
  | { readonly id: number; readonly resend: true }
  | { readonly id: number; readonly error: string };
