// Settling sight after anything that changes who can see whom: markers flip and hide, each side
// learns (src/engine/hidden.ts), then ambushers fire at enemies that came into their sight.
import { springAmbushes } from "./combat/ambush.js";
import type { GameEvent } from "./events.js";
import { settleMarkers } from "./hidden.js";
import type { GameState } from "./state.js";

/** Settles sight after a change from `before` (itself settled) to `after`. */
export function settleSight(before: GameState, after: GameState): { state: GameState; events: GameEvent[] } {
  return springAmbushes(before, settleMarkers(before, after));
}
