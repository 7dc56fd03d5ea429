// The bridge's security camera (result 6), as the rule book has it: the side that owns the markers
// chooses which one of its own question markers to show, at the start of its next turn before it
// does anything else; the bridge side learns what it is ("?12 is a Norx Brute", "?12 is a dummy")
// as its own following turn begins. The same in open and fog visibility.
import { ownRef, told, type GameEvent } from "../events.js";
import { done, ownPiece, refused, type Outcome } from "../outcome.js";
import { isRefusal, refusal, said, type Refusal } from "../refusal.js";
import type { Rule } from "../rule.js";
import { otherSide, type GameState, type Piece, type Side } from "../state.js";
import { withDevices, type CameraShot } from "./devices.js";
import { publicEvent } from "./ship-state.js";
import { toldSides, toldTo } from "./telling.js";

/** The camera turned on by the bridge of `by`, waiting for the enemy's choice, then for its answer to be told. */
export interface CameraCall {
  readonly by: Side;
  /** The side-turn (tick) it was turned on in. */
  readonly tick: number;
  /** The owner's choice: the marker's number and what it is. */
  readonly shown?: CameraShot;
}

/** The owner's question markers the camera may be shown: on the map, not revealed. */
export function cameraChoices(state: GameState, side: Side): Piece[] {
  return state.pieces.filter((p) => p.side === side && p.place.at === "cell" && !p.revealed);
}

/** Whether `side`, to move, must first show the enemy's camera one of its markers. */
export function cameraDue(state: GameState, side: Side): boolean {
  const call = state.devices.cameraCall;
  return call !== null && call.by !== side && call.shown === undefined && state.side === side;
}

/** Why the side to move may not take this action yet: the enemy's camera waits for its choice. */
export function cameraHold(state: GameState, a: { readonly type: string }): Refusal | undefined {
  if (a.type === "identify" || !cameraDue(state, state.side)) return undefined;
  return refusal(
    "camera-waits",
    "the enemy's security camera is on you: first show it one of your markers (identify ?N)",
  );
}

/** The bridge's order: the camera comes on; the enemy is told it must choose as its turn begins. */
export function cameraOn(spent: GameState, order: GameEvent): Outcome {
  const side = spent.side;
  const after = withDevices(spent, { cameraCall: { by: side, tick: spent.tick } });
  return done(after, [order, told(spent.turn, "camera-on", toldTo({ side }, otherSide(side), { side }))]);
}

/** The owner shows the camera one of its markers; the bridge side is told as its own turn begins. */
export function identify(state: GameState, pieceId: number): Outcome {
  if (!cameraDue(state, state.side)) return refused("no-device", "no enemy camera waits for one of your markers");
  const piece = ownPiece(state, pieceId);
  if (isRefusal(piece)) return piece;
  if (piece.place.at !== "cell")
    return refused("not-on-map", said`${piece} is not on the map: show the camera a marker aboard`);
  if (piece.revealed) return refused("already", said`${piece} is revealed already: show the camera a question marker`);
  const type = piece.soldier ? piece.soldier.type.name : null;
  const call = state.devices.cameraCall!;
  const after = withDevices(state, {
    cameraCall: { ...call, shown: { number: piece.number, type, turn: state.turn } },
  });
  const shown = told(
    state.turn,
    "camera-shown",
    toldSides(state.side, { side: call.by, marker: ownRef(state, piece) }),
  );
  return done(after, [shown]);
}

/**
 * As a side's turn begins: a camera call of its own that was answered is told (and ends); one the enemy
 * must answer now lapses if it has no question marker aboard to show.
 */
export function cameraAtTurnStart(state: GameState): { state: GameState; events: GameEvent[] } {
  const call = state.devices.cameraCall;
  if (!call) return { state, events: [] };
  const side = state.side;
  if (call.by === side) {
    // Not answered (the enemy had nothing to show): it goes out, told when it lapsed.
    if (!call.shown) return { state: withDevices(state, { cameraCall: null }), events: [] };
    const shot = { number: call.shown.number, type: call.shown.type, turn: state.turn };
    const after = withDevices(state, {
      cameraCall: null,
      camera: { ...state.devices.camera, [side]: [...state.devices.camera[side], shot] },
    });
    const target = { side: otherSide(side), number: shot.number };
    const answered = toldSides(side, { side, target, answer: shot.type }, { side, target });
    return { state: after, events: [told(state.turn, "camera", answered)] };
  }
  if (call.shown || cameraChoices(state, side).length > 0) return { state, events: [] };
  return {
    state: withDevices(state, { cameraCall: null }),
    events: [publicEvent(state, "camera-lapsed", { side: call.by })],
  };
}

/** Show the enemy's security camera one of the side's own question markers (first thing in its turn). */
export interface IdentifyAction {
  readonly type: "identify";
  readonly piece: number;
}

export const IDENTIFY: Rule<IdentifyAction> = { type: "identify", play: (s, a) => identify(s, a.piece) };
