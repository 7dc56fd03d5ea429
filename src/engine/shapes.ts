// Pieces and states made in one shape: every field written out in one order, those absent as
// undefined. The engine's loops over pieces read such objects the quick way; a spread (`{ ...p, mu }`)
// makes a new shape at each place it is written, and with many shapes every read of a field, and
// every spread, slows down (about a sixth of the bench's simulated actions per second). Used where
// pieces and states change at every step: a step, a door, a flip, a turn's fresh move units, the
// open table, and for every new piece.
import type { GameState, Piece } from "./state.js";

/** Every field of T, the optional ones too: a field added to the type and not written out here does not compile. */
type Whole<T> = { [K in keyof Required<T>]: T[K] };

/** The piece with some fields changed (an optional field given as undefined is cleared). */
export function changedPiece(p: Piece, c: Partial<Piece>): Piece {
  const whole: Whole<Piece> = {
    id: p.id,
    side: p.side,
    number: c.number ?? p.number,
    place: c.place ?? p.place,
    soldier: "soldier" in c ? c.soldier : p.soldier,
    revealed: c.revealed ?? p.revealed,
    mu: c.mu ?? p.mu,
    crampedSteps: c.crampedSteps ?? p.crampedSteps,
    attacked: c.attacked ?? p.attacked,
    movedCargo: c.movedCargo ?? p.movedCargo,
    boardedThisTurn: c.boardedThisTurn ?? p.boardedThisTurn,
    ambush: "ambush" in c ? c.ambush : p.ambush,
    carrying: "carrying" in c ? c.carrying : p.carrying,
    carriedBy: "carriedBy" in c ? c.carriedBy : p.carriedBy,
  };
  return whole;
}

/** The state with some fields changed (an optional field given as undefined is cleared). */
export function changedState(s: GameState, c: Partial<GameState>): GameState {
  const whole: Whole<GameState> = {
    ship: s.ship,
    rules: s.rules,
    phase: c.phase ?? s.phase,
    deployment: "deployment" in c ? c.deployment : s.deployment,
    turn: c.turn ?? s.turn,
    side: c.side ?? s.side,
    tick: c.tick ?? s.tick,
    over: c.over ?? s.over,
    pieces: c.pieces ?? s.pieces,
    openDoors: c.openDoors ?? s.openDoors,
    cargo: c.cargo ?? s.cargo,
    locks: c.locks ?? s.locks,
    systems: c.systems ?? s.systems,
    devices: c.devices ?? s.devices,
    known: c.known ?? s.known,
    rng: c.rng ?? s.rng,
    privateRng: c.privateRng ?? s.privateRng,
    objectives: "objectives" in c ? c.objectives : s.objectives,
    result: "result" in c ? c.result : s.result,
    memo: s.memo,
  };
  return whole;
}
