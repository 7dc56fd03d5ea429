// Each soldier's own dice, for the rolls whose happening is a secret (morale, rallies, a
// Medic's tries). Public dice would let the enemy count them; a side's stream would let
// them shift the marker numbers the enemy sees. A soldier's own stream shifts nothing else.
// Each soldier's stream is named by his piece id (a woken sleeper's by his place among the sleepers) and
// derived from the seed like every other (src/engine/stream-key.ts).
import { die, draw } from "../rng.js";
import type { GameState, Piece } from "../state.js";
import { withPieces } from "../shapes.js";

/** One die from a soldier's own stream; the state carries the stream on. */
export function soldierDie(state: GameState, pieceId: number): { value: number; state: GameState } {
  const p = state.pieces[pieceId]!;
  const rolled = draw(p.soldier!.dice, die);
  const pieces = state.pieces.slice();
  pieces[pieceId] = { ...p, soldier: { ...p.soldier!, dice: rolled.rng } } as Piece;
  return { value: rolled.value, state: withPieces(state, pieces) };
}
