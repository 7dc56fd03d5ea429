// What each side came aboard for, as plain data the referee judges: the kinds of objective,
// when each is judged, and the result once the game is decided.
import type { Side } from "../state.js";

/** One thing a side may win by. Cells, containers and locks are ids of the game's ship. */
export type Objective =
  /** Push the named container out through an air lock (one of `locks`, or any). */
  | { readonly kind: "cargo"; readonly container: number; readonly label: string; readonly locks?: readonly number[] }
  /** At the end: own soldiers in the area (a ship area key such as "89:bridge") and no enemy soldier. */
  | { readonly kind: "hold"; readonly area: string; readonly label: string }
  /** At the end: the engines are shut down, so the ship is not moving. */
  | { readonly kind: "engines-off" }
  /** At the end: the ship is under way on the side's own course. */
  | { readonly kind: "course" }
  /** Every enemy soldier is dead or has left the ship. */
  | { readonly kind: "exterminate" }
  /** So many of the side's soldiers have left the ship in escape pods. */
  | { readonly kind: "evacuate"; readonly count: number }
  /** The named sleeper is woken by the side and taken off the ship (escape pod or air lock). */
  | { readonly kind: "rescue"; readonly sleeper: string };

export type ObjectiveKind = Objective["kind"];

export const OBJECTIVE_KINDS: readonly ObjectiveKind[] = [
  "cargo",
  "hold",
  "engines-off",
  "course",
  "exterminate",
  "evacuate",
  "rescue",
];

/** Objectives won the moment they are met; the others are judged when the game ends. */
export const AT_ONCE: ReadonlySet<ObjectiveKind> = new Set(["cargo", "exterminate", "evacuate", "rescue"]);

export interface Objectives {
  readonly blue: readonly Objective[];
  readonly yellow: readonly Objective[];
  /** Who wins when the game ends and no side has met an objective: a side, or a draw. */
  readonly otherwise: Side | "draw";
}

export const NO_OBJECTIVES: Objectives = { blue: [], yellow: [], otherwise: "draw" };

/** How a game was decided: the winner (null for a draw) and why, in words both sides may read. */
export interface Result {
  readonly winner: Side | null;
  /**
   * What decided it, for programs: the winner met an objective (`objective` names its kind), both sides
   * met one at once (a draw), or neither did and the scenario's `otherwise` decided.
   */
  readonly cause: "objective" | "both-objectives" | "otherwise";
  readonly objective?: ObjectiveKind;
  readonly reason: string;
}
