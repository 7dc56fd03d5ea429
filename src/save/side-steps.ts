// A side's replay steps, worked out action by action as the game is played: what its log in the save holds.
//
// The same steps as src/play/replay-steps.ts gives for a whole game (a test holds them equal), made one
// action at a time so the save need not replay the game after every action.
import type { Side } from "../engine/state.js";
import type { ReplayStep } from "../play/replay-steps.js";
import type { Session } from "../play/session.js";

export class SideSteps {
  readonly side: Side;
  #since: number;
  #shown: string;
  #count = 1;

  /** The side's first step, at the start of SESSION's game (no action played yet). */
  readonly first: ReplayStep;

  constructor(session: Session, side: Side) {
    this.side = side;
    const view = session.view(side);
    this.#shown = JSON.stringify(view);
    this.first = {
      step: 0,
      turn: session.turn,
      toMove: session.toMove,
      over: session.over,
      events: session.witnessed(side),
      view,
    };
    this.#since = session.eventCount;
  }

  /** The step an action of BY just played on SESSION makes for the side, if it makes one. */
  after(session: Session, by: Side): ReplayStep | undefined {
    const events = session.witnessed(this.side, this.#since);
    const view = session.view(this.side);
    const text = JSON.stringify(view);
    if (by !== this.side && events.length === 0 && text === this.#shown) return undefined;
    this.#since = session.eventCount;
    this.#shown = text;
    return {
      step: this.#count++,
      turn: session.turn,
      toMove: session.toMove,
      over: session.over,
      by,
      events,
      view,
    };
  }
}
