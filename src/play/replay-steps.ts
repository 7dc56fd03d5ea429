// A game step by step as one audience saw it, built from views and witnessed events only:
// `derelict replay` of a save, and "what you saw" at the start of a turn in the terminal game.
import type { Side } from "../engine/state.js";
import { view, type PlayerView } from "../view/player-view.js";
import { witnessed, type SeenEvent } from "../view/witnessed.js";
import type { History } from "./session.js";

export type StepView = PlayerView | { readonly blue: PlayerView; readonly yellow: PlayerView };

export interface ReplayStep {
  /** 0 is the start of the game. */
  readonly step: number;
  readonly turn: number;
  readonly toMove: Side;
  readonly over: boolean;
  /** Whose turn it was when this came about (absent at the start). */
  readonly by?: Side;
  /** What the audience witnessed since the step before. */
  readonly events: readonly SeenEvent[];
  /** The side's view, or both sides' for the referee. */
  readonly view: StepView;
}

/**
 * A side's steps, extended as the game goes on. A step for each action of its own, and one for
 * each moment it saw something at (an event, a change in its view): an enemy action, or a moment
 * inside one (a turn handed over, each step of a broken soldier's run as a turn begins: the
 * engine's stages). Enemy actions and moments it could not see fold into the next step, so the
 * steps show no more of the enemy than the side saw while playing, and a run looks like any other
 * marker's steps.
 */
export class SideReplay {
  readonly #side: Side;
  readonly #steps: ReplayStep[] = [];
  /** Actions worked in so far. */
  #done = 0;
  /** The first event not yet in a step. */
  #since = 0;
  #shown = "";

  constructor(side: Side) {
    this.#side = side;
  }

  /** Every step up to the end of the history (the same steps as before, and any new ones). */
  steps(h: History): readonly ReplayStep[] {
    const side = this.#side;
    if (this.#steps.length === 0) {
      const v = view(h.states[0]!, side);
      this.#shown = JSON.stringify(v);
      this.#since = h.ends[0]!;
      this.#push(h.states[0]!, undefined, witnessed(h.events.slice(0, this.#since), side), v);
    }
    for (let k = this.#done + 1; k < h.states.length; k++) {
      const start = h.ends[k - 1]!;
      const stages = h.stages[k]!;
      const moments = [...stages, { events: h.ends[k]! - start, state: h.states[k]! }];
      moments.forEach((m, i) => {
        // The first moment is its mover's (a turn's end: the turn handed over); later ones are the
        // turn of whoever is to move then (the new side's, as its turn begins).
        const by = i === 0 ? h.states[k - 1]!.side : m.state.side;
        const events = witnessed(h.events.slice(this.#since, start + m.events), side);
        const v = view(m.state, side);
        const text = JSON.stringify(v);
        const own = i === 0 && by === side;
        if (!own && events.length === 0 && text === this.#shown) return;
        this.#since = start + m.events;
        this.#shown = text;
        this.#push(m.state, by, events, v);
      });
      this.#done = k;
    }
    return this.#steps;
  }

  #push(state: History["states"][number], by: Side | undefined, events: readonly SeenEvent[], v: PlayerView): void {
    this.#steps.push({
      step: this.#steps.length,
      turn: state.turn,
      toMove: state.side,
      over: state.over,
      ...(by ? { by } : {}),
      events,
      view: v,
    });
  }
}

/** The referee's steps: the start and one after each action, with both sides' views and the whole log. */
export function refereeSteps(h: History): ReplayStep[] {
  return h.states.map((state, k) => ({
    step: k,
    turn: state.turn,
    toMove: state.side,
    over: state.over,
    ...(k > 0 ? { by: h.states[k - 1]!.side } : {}),
    events: witnessed(h.events.slice(k > 0 ? h.ends[k - 1] : 0, h.ends[k]), "referee"),
    view: { blue: view(state, "blue"), yellow: view(state, "yellow") },
  }));
}
