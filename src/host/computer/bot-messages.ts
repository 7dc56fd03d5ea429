// What the host and a computer player's worker thread say to each other (structured clones).
import type { Side } from "../../seat/index.js";

export interface TurnRequest {
  readonly id: number;
  readonly game: string;
  readonly side: Side;
  /** The bot's own random stream. */
  readonly seed: number;
  /** The game's setup, when the worker does not have the game yet (or must start it again). */
  readonly setup?: unknown;
  /** The actions the worker's copy has not had, from action number `from` on. */
  readonly actions: readonly unknown[];
  readonly from: number;
}

export type TurnAnswer =
  | { readonly id: number; readonly actions: readonly unknown[] }
  /** The worker's copy is not the game's: send the setup and every action. */
  | { readonly id: number; readonly resend: true }
  | { readonly id: number; readonly error: string };
