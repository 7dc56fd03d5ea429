// The air countdown: with purification off the air lasts a fixed number of turns, counted
// down at the start of each turn and known to both sides; at nought everyone aboard dies.
import { kill } from "../combat/wounds.js";
import type { GameEvent } from "../events.js";
import { replacePiece } from "../outcome.js";
import type { GameState } from "../state.js";
import { publicEvent, type Changed } from "./ship-state.js";
import { changedState } from "../shapes.js";

export function airCountdown(state: GameState): Changed {
  const left = state.systems.airTurnsLeft;
  if (left === null) return { state, events: [] };
  const next = left - 1;
  const systems = { ...state.systems, airTurnsLeft: next };
  if (next > 0) {
    return {
      state: changedState(state, { systems }),
      events: [publicEvent(state, "air-countdown", { left: next })],
    };
  }
  // Everyone aboard (on the map or inside an air lock) dies; those waiting outside do not.
  let after: GameState = changedState(state, { systems });
  const events: GameEvent[] = [publicEvent(state, "air-gone", {})];
  for (const p of state.pieces) {
    if (p.place.at !== "cell" && p.place.at !== "lock") continue;
    if (p.soldier) {
      const killed = kill(after, p.id, { by: "air" });
      after = killed.state;
      events.push(...killed.events);
    } else after = replacePiece(after, { ...p, place: { at: "gone" } });
  }
  return { state: changedState(after, { over: true }), events };
}
