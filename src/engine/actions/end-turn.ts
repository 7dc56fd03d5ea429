// Ending a side's turn: the other side moves next, with fresh move units.
import { abilities } from "../abilities.js";
import { combatTurnStart } from "../combat/rally-and-reset.js";
import { toAll, told, type GameEvent } from "../events.js";
import { changedPiece, changedState } from "../shapes.js";
import { done, type Outcome } from "../outcome.js";
import { otherSide, type GameState, type Side } from "../state.js";
import { systemsAtTurnStart } from "../systems/ship-turn.js";
import type { Rule } from "../rule.js";

export function endTurn(state: GameState): Outcome {
  const next = otherSide(state.side);
  const turn = next === state.rules.first ? state.turn + 1 : state.turn;
  const ended = told(state.turn, "turn-ended", toAll({ side: state.side, turn: state.turn }));
  if (turn > state.rules.turnLimit) {
    const over = changedState(state, { over: true });
    return done(over, [
      ended,
      told(state.turn, "game-over", toAll({ result: "turn-limit", turnLimit: state.rules.turnLimit })),
    ]);
  }
  const begun = startTurn(changedState(state, { side: next, turn, tick: state.tick + 1 }), next);
  const started: GameEvent = told(turn, "turn-started", toAll({ side: next, turn }));
  const combat = combatTurnStart(begun);
  const ship = systemsAtTurnStart(combat.state);
  // The turn handed over and the next one begun, then each step of a broken soldier's run.
  const stages = [{ events: 2, state: begun }, ...combat.stages.map((s) => ({ events: 2 + s.events, state: s.state }))];
  return done(ship.state, [ended, started, ...combat.events, ...ship.events], stages);
}

/** Fresh move units and attacks for the side about to move; air locks let soldiers out again. */
export function startTurn(state: GameState, side: Side): GameState {
  const pieces = state.pieces.map((p) => {
    if (p.side !== side) return p;
    const mu = abilities(state, p).move;
    // Most markers stood still last turn: keep them as they are rather than copy each.
    if (
      p.mu === mu &&
      p.crampedSteps === 0 &&
      p.attacked === false &&
      p.movedCargo === false &&
      p.boardedThisTurn === false
    )
      return p;
    return changedPiece(p, { mu, crampedSteps: 0, attacked: false, movedCargo: false, boardedThisTurn: false });
  });
  const locks = state.locks.map((l) => (l.leftThisTurn === 0 ? l : { ...l, leftThisTurn: 0 }));
  return changedState(state, { pieces, locks });
}

/** End the side's turn. */
export interface EndAction {
  readonly type: "end";
}

export const END: Rule<EndAction> = { type: "end", play: (s) => endTurn(s) };
