// A game step by step as one audience saw it, built from the session's views and witnessed events only:
// `derelict replay` of a save, and "what you saw" at the start of a turn in the terminal game.
import type { Action } from "../engine/actions/action.js";
import type { Audience } from "../engine/events.js";
import type { Side } from "../engine/state.js";
import type { Session } from "./session.js";
import type { PlayerView } from "../view/player-view.js";
import type { SeenEvent } from "../view/witnessed.js";

export type StepView = PlayerView | { readonly blue: PlayerView; readonly yellow: PlayerView };

export interface ReplayStep {
  /** 0 is the start of the game. */
  readonly step: number;
  readonly turn: number;
  readonly toMove: Side;
  readonly over: boolean;
  /** Whose action led here (absent at the start). */
  readonly by?: Side;
  /** What the audience witnessed since the step before. */
  readonly events: readonly SeenEvent[];
  /** The side's view, or both sides' for the referee. */
  readonly view: StepView;
}

/**
 * The referee gets a step per action. A side gets a step per action of its own, and one wherever it
 * saw something of the enemy's turn (an event, a change in its view); enemy actions it could not see
 * fold into the next step, so a replay shows no more of the enemy than the side saw while playing.
 * FRESH is a new session of the game's setup (no actions yet); the actions are played on it.
 */
export function replaySteps(fresh: Session, actions: readonly Action[], audience: Audience): ReplayStep[] {
  const session = fresh;
  const look = (): StepView =>
    audience === "referee" ? { blue: session.view("blue"), yellow: session.view("yellow") } : session.view(audience);
  let shown = JSON.stringify(look());
  let since = 0;
  const steps: ReplayStep[] = [
    {
      step: 0,
      turn: session.turn,
      toMove: session.toMove,
      over: session.over,
      events: session.witnessed(audience),
      view: look(),
    },
  ];
  since = session.eventCount;
  actions.forEach((action, i) => {
    const by = session.toMove;
    const done = session.act(action);
    if (!done.ok) throw new Error(`action ${i + 1} of the journal no longer applies: ${done.reason}`);
    const events = session.witnessed(audience, since);
    const view = look();
    const text = JSON.stringify(view);
    if (audience !== "referee" && by !== audience && events.length === 0 && text === shown) return;
    since = session.eventCount;
    shown = text;
    steps.push({
      step: steps.length,
      turn: session.turn,
      toMove: session.toMove,
      over: session.over,
      by,
      events,
      view,
    });
  });
  return steps;
}
