// A finished game stepped through fully revealed: every piece and the referee's log, one action a step.
import type { Side } from "../engine/state.js";
import { refereeView, type RefereeView } from "../view/referee-view.js";
import { witnessed, type SeenEvent } from "../view/witnessed.js";
import type { History, Session } from "./session.js";

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
  readonly #history: History;

  /** Only a game that is over may be shown revealed: nothing of it is secret any more. */
  constructor(finished: Session) {
    if (!finished.over) throw new Error("a game is replayed revealed only once it is over");
    this.#history = finished.history();
  }

  /** Steps: the start and one after each action. */
  get length(): number {
    return this.#history.states.length;
  }

  at(step: number): RevealedStep {
    const h = this.#history;
    const k = Math.max(0, Math.min(step, h.states.length - 1));
    const state = h.states[k]!;
    const by = k > 0 ? h.states[k - 1]!.side : undefined;
    return {
      step: k,
      turn: state.turn,
      ...(by ? { by } : {}),
      events: witnessed(h.events.slice(k > 0 ? h.ends[k - 1] : 0, h.ends[k]), "referee"),
      view: refereeView(state),
    };
  }
}
