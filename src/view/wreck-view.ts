// A derelict's lasting damage as both sides see it: public from the start (src/engine/wreck.ts).
import type { GameState } from "../engine/state.js";
import { placeName } from "../ship/ship.js";

export interface WreckView {
  /** Hexes choked with debris: no one enters them. */
  readonly debris: readonly string[];
  /** Hexes open to vacuum: only armoured soldiers enter them. */
  readonly breached: readonly string[];
  /** Doors jammed as they stand. */
  readonly jammed: readonly string[];
}

export function wreckView(state: GameState): WreckView {
  const names = (cells: readonly number[] | undefined) =>
    (cells ?? []).map((c) => placeName(state.ship.cells[c]!)).sort();
  return {
    debris: names(state.wreck?.debris),
    breached: names(state.wreck?.breached),
    jammed: names(state.wreck?.jammed),
  };
}
