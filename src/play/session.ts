// A game in play: its setup, seed and the actions so far, with every state on the way. The whole
// truth stays here; only the composition root (src/cli) holds a Session. Players, screens, bots and
// a side's output get a Seat (src/seat/), the referee a handle that opens once the game is over.
import { apply } from "../engine/apply.js";
import type { Audience, GameEvent } from "../engine/events.js";
import type { Stage } from "../engine/outcome.js";
import type { Refusal } from "../engine/refusal.js";
import type { Action } from "../engine/rules.js";
import { createGame, type Setup } from "../engine/setup.js";
import type { GameState, Side } from "../engine/state.js";
import { view, type PlayerView } from "../view/player-view.js";
import { witnessed, type SeenEvent } from "../view/witnessed.js";
import { parseCommand, type Command } from "./command.js";
import { checkCommand, playCommand } from "./resolve.js";
import { RevealedReplay } from "./revealed-replay.js";
import type { StopReason } from "./verb.js";
import type { TravelGoals } from "./travel-goals.js";

/**
 * Whether an action was taken (or why not, with its code); what it did is read through a seat, one side
 * at a time. A command that stopped early and well says why in `note` (travel).
 */
export type Acted = { readonly ok: true; readonly note?: string; readonly stop?: StopReason } | Refusal;

/** The game so far, for a seat and the referee: never handed to a player as it is. */
export interface History {
  /** The state after each action; [0] is the start. */
  readonly states: readonly GameState[];
  readonly actions: readonly Action[];
  /** Every event, in order. */
  readonly events: readonly GameEvent[];
  /** How many events there were after each action; [0] is the start's (none). */
  readonly ends: readonly number[];
  /** Moments inside each action (src/engine/outcome.ts), by action: [k] is the k-th action's (k from 1). */
  readonly stages: readonly (readonly Stage[])[];
}

export class Session {
  readonly #states: GameState[];
  readonly #actions: Action[] = [];
  readonly #events: GameEvent[] = [];
  readonly #ends: number[] = [0];
  readonly #stages: (readonly Stage[])[] = [[]];
  readonly #listeners: ((action: Action) => void)[] = [];
  readonly #setup: Setup | undefined;
  /** Each side's travel goals (src/play/travel-goals.ts): its intentions, not game state; the save keeps them. */
  readonly #goals: Record<Side, TravelGoals> = { blue: {}, yellow: {} };
  readonly #goalListeners: (() => void)[] = [];

  /**
   * A game of SETUP with the saved ACTIONS played. A test may start one from a state of its own
   * (`from`): such a session has no setup, so it cannot be saved.
   */
  constructor(setup: Setup, actions?: readonly Action[]);
  constructor(setup: undefined, actions: readonly Action[], from: GameState);
  constructor(setup: Setup | undefined, actions: readonly Action[] = [], from?: GameState) {
    this.#setup = setup;
    this.#states = [from ?? createGame(setup!)];
    for (const a of actions) {
      const done = this.act(a);
      if (!done.ok) throw new Error(`the saved action ${this.#actions.length + 1} no longer applies: ${done.reason}`);
    }
  }

  /** The setup the game began from: the save and the referee's replay need it. */
  get setup(): Setup {
    if (!this.#setup) throw new Error("this session was started from a state, not a setup");
    return this.#setup;
  }

  get #state(): GameState {
    return this.#states[this.#states.length - 1]!;
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

  get eventCount(): number {
    return this.#events.length;
  }

  /** The state now: for a seat (src/seat/), which gives out only what its side may know of it. */
  state(): GameState {
    return this.#state;
  }

  /** Everything so far, for a seat and the referee (the arrays are the session's own: read, never change). */
  history(): History {
    return {
      states: this.#states,
      actions: this.#actions,
      events: this.#events,
      ends: this.#ends,
      stages: this.#stages,
    };
  }

  /** A side's view now, for the composition root and tests (a player gets it from its seat). */
  view(side: Side): PlayerView {
    return view(this.#state, side);
  }

  /** Everything an audience witnessed so far, in order: the referee's log, or a side's (a seat gives a side its own). */
  witnessed(audience: Audience, since = 0): SeenEvent[] {
    return witnessed(this.#events.slice(since), audience);
  }

  /** The finished game with everything revealed (src/play/revealed-replay.ts). */
  revealed(): RevealedReplay {
    return new RevealedReplay(this);
  }

  /**
   * Applies an action of the side to move. A refusal changes nothing; an exception from the engine
   * is a bug (an internal error) and goes up to the caller, the game as it was before the action.
   */
  act(action: Action): Acted {
    const out = apply(this.#state, action);
    if (!out.ok) return out;
    this.#states.push(out.state);
    this.#actions.push(action);
    this.#events.push(...out.events);
    this.#ends.push(this.#events.length);
    this.#stages.push(out.stages ?? []);
    for (const listener of [...this.#listeners]) listener(action);
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

  /** A side's travel goals, for its seat (which gives them to that side alone) and the save. */
  travelGoals(side: Side): TravelGoals {
    return this.#goals[side];
  }

  /** Sets a side's travel goals (a frozen copy is kept) and tells the listeners (the autosave writes them). */
  setTravelGoals(side: Side, goals: TravelGoals): void {
    this.#goals[side] = Object.freeze(structuredClone(goals));
    for (const listener of [...this.#goalListeners]) listener();
  }

  /** Told whenever a side's travel goals are set; returns the unsubscribe. */
  onTravelGoals(listener: () => void): () => void {
    this.#goalListeners.push(listener);
    return () => {
      const i = this.#goalListeners.indexOf(listener);
      if (i >= 0) this.#goalListeners.splice(i, 1);
    };
  }

  /** Plays one line of the command language for the side to move; stops at the first refusal. */
  command(line: string): Acted {
    const parsed = parseCommand(line);
    return "verb" in parsed ? this.play(parsed) : parsed;
  }

  /** Whether the command's first action would be taken now, or why not (src/play/resolve.ts): plays nothing. */
  check(command: Command): Acted {
    return checkCommand(this.#state, command);
  }

  /** Plays a parsed command for the side to move, step by step; stops at the first refusal. */
  play(command: Command): Acted {
    return playCommand(
      () => this.#state,
      command,
      (action) => {
        const from = this.#events.length;
        const done = this.act(action);
        return done.ok ? { ok: true, events: this.#events.slice(from) } : done;
      },
    );
  }
}
