// Each soldier's own dice, for the rolls whose happening is a secret (morale, rallies, a
// Medic's tries). Public dice would let the enemy count them; a side's stream would let
// them shift the marker numbers the enemy sees. A soldier's own stream shifts nothing else.
import { die, draw, seedRng, type RngState } from "../rng.js";
import type { GameState, Piece } from "../state.js";

export function soldierDice(seed: number, pieceId: number): RngState {
  return seedRng(seed * 1009 + 101 + pieceId);
}

/** One die from a soldier's own stream; the state carries the stream on. */
export function soldierDie(state: GameState, pieceId: number): { value: number; state: GameState } {
  const p = state.pieces[pieceId]!;
  // A soldier made after the setup (a sleeper woken from cryo) starts a stream of his own here.
  const stream = p.soldier!.dice ?? seedRng(pieceId * 7919 + state.tick * 31 + 17);
  const rolled = draw(stream, (u) => die(u));
  const pieces = state.pieces.slice();
  pieces[pieceId] = { ...p, soldier: { ...p.soldier!, dice: rolled.rng } } as Piece;
  return { value: rolled.value, state: { ...state, pieces } };
}
