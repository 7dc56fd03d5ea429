// A look-ahead's game: the computer playing an imagined game on for a few turns (src/play/rollout.ts),
// where no one reads an event or watches the table. The same rules, dice, states and events (facts cost
// little: no words are written in the engine); only the open table's tracks (what each enemy marker was
// watched doing) are left out.
// One switch, `lookAhead` in the state, set here and only on a look-ahead's own copy of a game.
import { changedState } from "./shapes.js";
import type { GameState } from "./state.js";

/** The game as a look-ahead plays it on: every state made from it is one too. */
export function forLookAhead(state: GameState): GameState {
  return state.lookAhead ? state : changedState(state, { lookAhead: true });
}

/** Whether this is a look-ahead's game, whose events no one reads. */
export const inLookAhead = (state: GameState): boolean => state.lookAhead === true;
