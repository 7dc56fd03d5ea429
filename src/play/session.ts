// A game in play: its setup, seed and the actions so far. The state stays inside; players,
// screens and scripts get only a side's view and the events that side witnessed.
import type { Action } from "../engine/actions/action.js";
import { apply } from "../engine/apply.js";
import type { Audience, GameEvent } from "../engine/events.js";
import { createGame, type Setup } from "../engine/setup.js";
import type { GameState, Side } from "../engine/state.js";
import { view, type PlayerView } from "../view/player-view.js";
import { reachView } from "../view/reach-view.js";
import { witnessed, type SeenEvent } from "../view/witnessed.js";
import { attackOdds } from "./attack-odds.js";
import { parseCommand } from "./command.js";
import { replaySteps, type ReplayStep } from "./replay-steps.js";
import { steps } from "./resolve.js";
import { RevealedReplay } from "./revealed-replay.js";

/** Whether an action was taken; what it did is read through `witnessed`, one side at a time. */
export type Acted = { readonly ok: true } | { readonly ok: false; readonly reason: string };

export class Session {
  #state: GameState;
  readonly #actions: Action[] = [];
  readonly #events: GameEvent[] = [];
  readonly #listeners: ((action: Action) => void)[] = [];

  constructor(
    readonly setup: Setup,
    actions: readonly Action[] = [],
  ) {
    this.#state = createGame(setup);
    for (const a of actions) {
      const done = this.act(a);
      if (!done.ok) throw new Error(`the saved action ${this.#actions.length + 1} no longer applies: ${done.reason}`);
    }
  }

  get toMove(): Side {
    return this.#state.side;
  }

  get over(): boolean {
    return this.#state.over;
  }

  get turn(): number {
    return this.#state.turn;
  }

  get actions(): readonly Action[] {
    return this.#actions;
  }

  view(side: Side): PlayerView {
    return view(this.#state, side);
  }

  /**
   * Where the side's own marker `marker` can get this turn, as the side knows the ship (doors as
   * last seen, enemies only where in sight; src/view/reach-view.ts): cell id -> move units to get there.
   */
  reach(side: Side, marker: number): ReadonlyMap<number, number> {
    return reachView(this.#state, side, marker);
  }

  /** Everything a side (or the referee) witnessed so far, in order. */
  witnessed(audience: Audience, since = 0): SeenEvent[] {
    return witnessed(this.#events.slice(since), audience);
  }

  /** The game so far step by step as one audience saw it (src/play/replay-steps.ts). */
  seenSteps(audience: Audience): ReplayStep[] {
    return replaySteps(new Session(this.setup), this.#actions, audience);
  }

  /** The finished game with everything revealed (src/play/revealed-replay.ts). */
  revealed(): RevealedReplay {
    return new RevealedReplay(this);
  }

  get eventCount(): number {
    return this.#events.length;
  }

  act(action: Action): Acted {
    const out = apply(this.#state, action);
    if (!out.ok) return out;
    this.#state = out.state;
    this.#actions.push(action);
    this.#events.push(...out.events);
    for (const listener of this.#listeners) listener(action);
    return { ok: true };
  }

  /** Told of every action taken from now on, once it applied (the autosave journals them); returns the unsubscribe. */
  onAction(listener: (action: Action) => void): () => void {
    this.#listeners.push(listener);
    return () => {
      const i = this.#listeners.indexOf(listener);
      if (i >= 0) this.#listeners.splice(i, 1);
    };
  }

  /** The chances of a `fire` or `melee` line of the side to move, before it is played (see attack-odds.ts). */
  odds(line: string): string | undefined {
    return attackOdds(this.#state, line);
  }

  /** Plays one line of the command language for the side to move; stops at the first refusal. */
  command(line: string): Acted {
    const parsed = parseCommand(line);
    if (typeof parsed === "string") return { ok: false, reason: parsed };
    for (const resolve of steps(parsed)) {
      const action = resolve(this.#state);
      if (typeof action === "string") return { ok: false, reason: action };
      const done = this.act(action);
      if (!done.ok) return done;
    }
    return { ok: true };
  }
}
