// Pieces and states made in one shape: every field written out in one order, those absent as
// undefined. The engine's loops over pieces read such objects the quick way; a spread (`{ ...p, mu }`)
// makes a new shape at each place it is written, and with many shapes every read of a field, and
// every spread, slows down (about a sixth of the bench's simulated actions per second). Used where
// pieces and states change at every step: a step, a door, a flip, a turn's fresh move units, the
// open table, and for every new piece.
import type { GameState, Piece } from "./state.js";

/** Every field of T, the optional ones too: a field added to the type and not written out here does not compile. */
export type Whole<T> = { [K in keyof Required<T>]: T[K] };

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

/**
 * A state made whole from its fields, written out in the one order changedState writes them, so a state
 * made afresh (an imagined game) has the same shape as those the engine makes from it step by step.
 */
export function wholeState(w: Whole<GameState>): GameState {
  const whole: Whole<GameState> = {
    ship: w.ship,
    rules: w.rules,
    phase: w.phase,
    deployment: w.deployment,
    turn: w.turn,
    side: w.side,
    tick: w.tick,
    over: w.over,
    pieces: w.pieces,
    openDoors: w.openDoors,
    cargo: w.cargo,
    locks: w.locks,
    systems: w.systems,
    devices: w.devices,
    known: w.known,
    rng: w.rng,
    privateRng: w.privateRng,
    objectives: w.objectives,
    wreck: w.wreck,
    result: w.result,
    lookAhead: w.lookAhead,
    memo: w.memo,
  };
  return whole;
}

/**
 * The state with other pieces, or what the sides know: the changes made at every step. Given as
 * arguments, not as an object of changes: changedState reads its changes from objects of many
 * shapes, one per place that calls it, and those reads are slow where the engine spends its time.
 */
export function withPieces(s: GameState, pieces: readonly Piece[]): GameState {
  return withPiecesAndKnown(s, pieces, s.known);
}

export function withKnown(s: GameState, known: GameState["known"]): GameState {
  return withPiecesAndKnown(s, s.pieces, known);
}

function withPiecesAndKnown(s: GameState, pieces: readonly Piece[], known: GameState["known"]): GameState {
  const whole: Whole<GameState> = {
    ship: s.ship,
    rules: s.rules,
    phase: s.phase,
    deployment: s.deployment,
    turn: s.turn,
    side: s.side,
    tick: s.tick,
    over: s.over,
    pieces,
    openDoors: s.openDoors,
    cargo: s.cargo,
    locks: s.locks,
    systems: s.systems,
    devices: s.devices,
    known,
    rng: s.rng,
    privateRng: s.privateRng,
    objectives: s.objectives,
    wreck: s.wreck,
    result: s.result,
    lookAhead: s.lookAhead,
    memo: s.memo,
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
    wreck: c.wreck ?? s.wreck,
    result: "result" in c ? c.result : s.result,
    lookAhead: c.lookAhead ?? s.lookAhead,
    memo: s.memo,
  };
  return whole;
}
