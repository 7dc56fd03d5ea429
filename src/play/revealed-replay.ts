// A finished game stepped through fully revealed: every piece and the referee's log, one action a step.
import { apply } from "../engine/apply.js";
import type { GameEvent } from "../engine/events.js";
import { createGame } from "../engine/setup.js";
import type { GameState, Side } from "../engine/state.js";
import { refereeView, type RefereeView } from "../view/referee-view.js";
import { witnessed, type SeenEvent } from "../view/witnessed.js";
import type { Session } from "./session.js";

export interface RevealedStep {
  /** 0 is the start of the game; step k follows the k-th action. */
  readonly step: number;
  readonly turn: number;
  /** The side whose action led here (none at the start). */
  readonly by?: Side;
  /** The referee's account of what the action did. */
  readonly events: readonly SeenEvent[];
  readonly view: RefereeView;
}

export class RevealedReplay {
  readonly #states: GameState[];
  readonly #events: (readonly GameEvent[])[];
  readonly #by: (Side | undefined)[];

  /** Only a game that is over may be shown revealed: nothing of it is secret any more. */
  constructor(finished: Session) {
    if (!finished.over) throw new Error("a game is replayed revealed only once it is over");
    let state = createGame(finished.setup);
    this.#states = [state];
    this.#events = [[]];
    this.#by = [undefined];
    for (const action of finished.actions) {
      const by = state.side;
      const out = apply(state, action);
      if (!out.ok) throw new Error(`the game's action ${this.#states.length} no longer applies: ${out.reason}`);
      state = out.state;
      this.#states.push(state);
      this.#events.push(out.events);
      this.#by.push(by);
    }
  }

  /** Steps: the start and one after each action. */
  get length(): number {
    return this.#states.length;
  }

  at(step: number): RevealedStep {
    const k = Math.max(0, Math.min(step, this.#states.length - 1));
    const state = this.#states[k]!;
    const by = this.#by[k];
    return {
      step: k,
      turn: state.turn,
      ...(by ? { by } : {}),
      events: witnessed(this.#events[k]!, "referee"),
      view: refereeView(state),
    };
  }
}
