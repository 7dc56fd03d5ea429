// A look-ahead's game: the computer playing an imagined game on for a few turns (src/play/rollout.ts),
// where no one reads an event or watches the table. The same rules, dice and states; only what a reader
// needs is left out: the words and fields of the commonest events (a step, a door, a reveal, a soldier
// hiding again, a turn's end) and the open table's tracks (what each enemy marker was watched doing).
// One switch, `lookAhead` in the state, set here and only on a look-ahead's own copy of a game.
import type { EventKind } from "./event-kinds.js";
import type { GameEvent } from "./events.js";
import { changedState } from "./shapes.js";
import type { GameState } from "./state.js";

/** The game as a look-ahead plays it on: every state made from it is one too. */
export function forLookAhead(state: GameState): GameState {
  return state.lookAhead ? state : changedState(state, { lookAhead: true });
}

/** Whether this is a look-ahead's game, whose events no one reads. */
export const inLookAhead = (state: GameState): boolean => state.lookAhead === true;

/** The one telling of every wordless event: never written to, never read. */
const NO_FACTS: Readonly<{ referee: object }> = Object.freeze({ referee: Object.freeze({}) });

/** An event of a look-ahead: its kind and turn, no facts. */
export function wordless(turn: number, kind: EventKind): GameEvent {
  return { turn, kind, told: NO_FACTS } as GameEvent;
}
