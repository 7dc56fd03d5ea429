// A side's replay steps, worked out action by action as the game is played: what its log in the save holds.
//
// The steps of src/play/replay-steps.ts (a side's seat gives the same), taken as the actions come so
// the save need not replay the game after every action (a test holds them equal).
import type { Side } from "../engine/state.js";
import { SideReplay, type ReplayStep } from "../play/replay-steps.js";
import type { Session } from "../play/session.js";

export class SideSteps {
  readonly side: Side;
  readonly #replay: SideReplay;
  #count: number;

  /** The side's first step, at the start of SESSION's game (no action played yet). */
  readonly first: ReplayStep;

  constructor(session: Session, side: Side) {
    this.side = side;
    this.#replay = new SideReplay(side);
    const steps = this.#replay.steps(session.history());
    this.first = steps[0]!;
    this.#count = steps.length;
  }

  /** The steps the actions played on SESSION since the last call make for the side: none, one, or several (a turn's end). */
  after(session: Session): readonly ReplayStep[] {
    const steps = this.#replay.steps(session.history());
    const fresh = steps.slice(this.#count);
    this.#count = steps.length;
    return fresh;
  }
}
