// A side's own objectives and the game's result, as that side may know them: never the enemy's
// objectives, and the result only once the game is over (then both sides read the same words).
import type { GameState, Side } from "../engine/state.js";
import { placeName } from "../ship/ship.js";
import { describeObjective } from "../engine/victory/describe.js";
import {
  AT_ONCE,
  NO_OBJECTIVES,
  type Objective,
  type ObjectiveKind,
  type Result,
} from "../engine/victory/objectives.js";

export interface ObjectivesView {
  /** What this side came for, in words, and when each counts. */
  readonly mine: readonly ObjectiveLine[];
  /** Who wins when the game ends and no side has met an objective (the scenario says it to both). */
  readonly otherwise: Side | "draw";
}

/** One of the side's own objectives: words, timing, and what it names (for screens and bots). */
export interface ObjectiveLine {
  readonly kind: ObjectiveKind;
  readonly text: string;
  readonly when: "at once" | "at the end";
  /** cargo: the container's name (as in the view's cargo) and the locks it may go out by (none: any). */
  readonly container?: string;
  readonly locks?: readonly string[];
  /** hold: the ship area, e.g. "89:bridge". */
  readonly area?: string;
  /** evacuate: how many must get away. */
  readonly count?: number;
  /** rescue: the sleeper's name, and his cryo cell's hex until the side wakes him (the enemy may have, unseen). */
  readonly sleeper?: string;
  readonly at?: string;
}

export interface ResultView {
  /** The winner, or null for a draw. */
  readonly winner: Side | null;
  /** What decided it (src/engine/victory/objectives.ts, Result): a stable word, and the objective's kind met. */
  readonly cause: Result["cause"];
  readonly objective?: ObjectiveKind;
  readonly reason: string;
}

export function objectivesView(state: GameState, side: Side): ObjectivesView {
  const objectives = state.objectives ?? NO_OBJECTIVES;
  return {
    mine: objectives[side].map((o) => ({
      kind: o.kind,
      text: describeObjective(state.ship, o),
      when: AT_ONCE.has(o.kind) ? "at once" : "at the end",
      ...details(state, side, o),
    })),
    otherwise: objectives.otherwise,
  };
}

function details(state: GameState, side: Side, o: Objective): Partial<ObjectiveLine> {
  switch (o.kind) {
    case "cargo":
      return { container: o.label, ...(o.locks ? { locks: o.locks.map((l) => state.ship.airlocks[l]!.name) } : {}) };
    case "hold":
      return { area: o.area };
    case "evacuate":
      return { count: o.count };
    case "rescue":
      return { sleeper: o.sleeper, ...asleepAt(state, side, o.sleeper) };
    default:
      return {};
  }
}

/** His cryo cell, until the side itself wakes him: the enemy may have woken him unseen. */
function asleepAt(state: GameState, side: Side, name: string): { at?: string } {
  const s = state.devices.sleepers.find((x) => x.name === name);
  return s && s.wokenBy !== side ? { at: placeName(state.ship.cells[s.cell]!) } : {};
}

export function resultView(state: GameState): ResultView | null {
  const r = state.over ? state.result : undefined;
  if (!r) return null;
  return { winner: r.winner, cause: r.cause, ...(r.objective ? { objective: r.objective } : {}), reason: r.reason };
}

/** Names of the containers this side's own objectives speak of, by container id. */
export function cargoNames(state: GameState, side: Side): ReadonlyMap<number, string> {
  const names = new Map<number, string>();
  for (const o of (state.objectives ?? NO_OBJECTIVES)[side]) if (o.kind === "cargo") names.set(o.container, o.label);
  return names;
}
