// The deploy phase opened from a setup's zone starts, and play begun once every side has deployed.
import { startTurn } from "../actions/end-turn.js";
import type { GameEvent } from "../events.js";
import { settleSight } from "../settle-sight.js";
import type { Setup } from "../setup.js";
import { otherSide, SIDES, type GameState, type Piece } from "../state.js";
import { freshSnapshot } from "../systems/station.js";
import { watchTable } from "../table.js";
import type { DeployZone, Deployment } from "./zones.js";

/** The deploy phase of a new game, or undefined when no side starts in a zone. The first side deploys first. */
export function deploymentFor(
  setup: Setup,
  zones: readonly DeployZone[],
  pieces: readonly Piece[],
): Deployment | undefined {
  if (zones.length === 0) return undefined;
  const zoneOf: Record<number, number> = {};
  for (const p of pieces) if (p.place.at === "zone") zoneOf[p.id] = p.place.zone;
  const waiting = [setup.first, otherSide(setup.first)].filter((side) => zones.some((z) => z.side === side));
  const extraDummies = Object.fromEntries(
    SIDES.map((side) => [side, setup.forces[side].extraDummies ?? 0]),
  ) as Deployment["extraDummies"];
  return { zones, waiting, zoneOf, extraDummies, added: [] };
}

/**
 * Play begins: the first side to move, sight settled once over the whole board (zones are out of
 * each other's sight, so only markers placed at hexes can meet), fresh move units for that side.
 */
export function openPlay(state: GameState): { state: GameState; events: readonly GameEvent[] } {
  const { deployment: _done, ...rest } = state;
  const playing: GameState = { ...rest, phase: "play", side: state.rules.first };
  const settled = settleSight(playing, playing);
  // Nothing of the ship acts before the first move; stations need the move units soldiers start with.
  // Across an open table, every marker is on both maps from now on (src/engine/table.ts).
  const begun = watchTable(undefined, freshSnapshot(startTurn(settled.state, state.rules.first)));
  return { state: begun, events: settled.events };
}
