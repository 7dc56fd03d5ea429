// Where a replay's step stands in the game, for its status line: a step that hands the turn over is
// labelled as the turn it starts, never as a turn of the side that has just ended its own.
import type { Side } from "./sides.js";

/** What a step of a replay says of its moment: the turn and side to move then, and who acted to get there. */
export interface StepMoment {
  readonly turn: number;
  readonly toMove: string;
  readonly over: boolean;
  readonly by?: Side;
  /** The turn of the step before: the turn the action was taken in. */
  readonly from?: number;
}

/** "turn 1, the start", "blue's turn 2", "yellow's turn 2 begins" ("your turn ..." to VIEWER), or "the game's end, turn 3". */
export function stepWhen(step: StepMoment, viewer?: Side): string {
  if (!step.by) return `turn ${step.turn}, the start`;
  // The last turn's end makes no new turn: the game ends in the turn the action was taken in.
  if (step.over) return `the game's end, turn ${step.from ?? step.turn}`;
  const whose = (side: string) => (side === viewer ? "your" : `${side}'s`);
  // The side that acted ended its turn: the state is the next side's, in the turn it now begins.
  if (step.by !== step.toMove) return `${whose(step.toMove)} turn ${step.turn} begins`;
  return `${whose(step.by)} turn ${step.turn}`;
}
