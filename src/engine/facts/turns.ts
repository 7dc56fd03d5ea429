// The facts of the game's course (src/engine/event-facts.ts): deployment, turns handed over, the end,
// and the dummies a side puts down or takes off.
import type { MarkerRef } from "../events.js";
import type { Side } from "../state.js";
import type { MarkerPlace } from "./hidden.js";

/** A side's turn ended, or begun. */
export interface TurnFacts {
  readonly side: Side;
  readonly turn: number;
}

/** The game over: won (with the result's reason), drawn, or stopped at the turn limit. */
export type GameOverFacts =
  | { readonly result: "win"; readonly side: Side; readonly reason: string }
  | { readonly result: "draw"; readonly reason: string }
  | { readonly result: "turn-limit"; readonly turnLimit: number };

/** A side done deploying. */
export interface DeployedFacts {
  readonly side: Side;
}

/** One of the side's markers placed in deployment: told to its side and the referee. */
export interface MarkerDeployedFacts {
  readonly marker: MarkerRef;
  readonly hex: string;
}

/** A dummy put down: its side and the referee know it for one; across an open table the enemy sees a marker. */
export interface DummyPlacedFacts {
  readonly marker: MarkerRef;
  readonly hex: string;
  /** The enemy's: the markers of the dummy's side already on that hex (a stack grows). */
  readonly on?: readonly MarkerRef[];
}

/** A dummy taken off: before play, or in play (across an open table the enemy sees where from). */
export interface DummyTakenOffFacts extends MarkerPlace {
  readonly marker: MarkerRef;
  readonly beforePlay?: true;
}

export interface TurnsFacts {
  readonly "turn-ended": TurnFacts;
  readonly "turn-started": TurnFacts;
  readonly "game-over": GameOverFacts;
  readonly deployed: DeployedFacts;
  readonly "marker-deployed": MarkerDeployedFacts;
  readonly "dummy-placed": DummyPlacedFacts;
  readonly "dummy-taken-off": DummyTakenOffFacts;
}
