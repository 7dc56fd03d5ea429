// What a side may know of the deploy phase: its own zones and extra dummies, never the enemy's.
import type { GameState, Side } from "../engine/state.js";

export interface DeploymentView {
  /** The side's own zones: the hexes its markers may be placed on. */
  readonly zones: readonly { readonly name: string; readonly cells: readonly number[] }[];
  /** Extra dummies it may still add in its zones. */
  readonly dummiesLeft: number;
  /** It has deployed (or has nothing to deploy) and waits for play. */
  readonly done: boolean;
}

/** The side's part of the deploy phase; null once play has begun. */
export function deploymentView(state: GameState, side: Side): DeploymentView | null {
  const d = state.deployment;
  if (state.phase !== "deploy" || !d) return null;
  const added = d.added.filter((id) => state.pieces[id]!.side === side && state.pieces[id]!.place.at !== "gone").length;
  return {
    zones: d.zones.filter((z) => z.side === side).map((z) => ({ name: z.name, cells: [...z.cells] })),
    dummiesLeft: Math.max(0, d.extraDummies[side] - added),
    done: !d.waiting.includes(side),
  };
}
