// Healing a soldier by the auto-doc: the combat module's heal, which tells each side what it saw.
import { heal } from "../combat/wounds.js";
import type { GameEvent } from "../events.js";
import type { GameState } from "../state.js";

export function patchUp(state: GameState, pieceId: number): { state: GameState; events: readonly GameEvent[] } {
  return heal(state, pieceId, { by: "auto-doc" });
}
