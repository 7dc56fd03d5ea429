// Escape pods (modules 94 and 98): a marker standing in a pod launches it, and every marker
// of its side in that pod leaves the ship with it. A pod's hex holds two soldiers, so a pod
// carries two; each pod launches once. Soldiers who leave so have escaped, for scenarios.
import { placeName } from "../../ship/ship.js";
import { piecesOn } from "../board.js";
import { enemyRef, ownRef, told } from "../events.js";
import { settleSight } from "../settle-sight.js";
import { seesMarkersOn } from "../knowledge.js";
import { SOLDIERS_PER_HEX } from "../movement.js";
import { done, moveUnits, ownPiece, refused, type Outcome } from "../outcome.js";
import { otherSide, type GameState, type Piece } from "../state.js";
import { controlCost } from "./controls.js";
import { deviceIndex } from "../../ship/device-index.js";
import { withDevices } from "./devices.js";
import { toldSides } from "./telling.js";
import { isRefusal, said } from "../refusal.js";
import type { Rule } from "../rule.js";
import { withPieces } from "../shapes.js";

/** Soldiers one pod carries: as many as stand on its hex. */
export const POD_SEATS = SOLDIERS_PER_HEX;

export function launch(state: GameState, pieceId: number): Outcome {
  const piece = ownPiece(state, pieceId);
  if (isRefusal(piece)) return piece;
  if (piece.place.at !== "cell") return refused("not-on-map", said`${piece} is not on the map`);
  const pod = piece.place.cell;
  const hex = placeName(state.ship.cells[pod]!);
  if (!deviceIndex(state.ship).pods.includes(pod))
    return refused("wrong-place", said`${piece} is not in an escape pod`);
  if (state.devices.podsLaunched.includes(pod)) return refused("already", `the pod at ${hex} has already gone`);
  const cost = controlCost(state, piece);
  if (cost > piece.mu)
    return refused("move-units", said`launching needs ${moveUnits(cost)} and ${piece} has ${piece.mu} left`);
  const aboard = piecesOn(state, pod).filter((p) => p.side === piece.side);
  if (aboard.filter((p) => p.soldier).length > POD_SEATS) return refused("no-room", `a pod carries ${POD_SEATS}`);
  const pieces = state.pieces.slice();
  for (const p of aboard) pieces[p.id] = { ...p, place: { at: "gone" } } as Piece;
  const after = withDevices(withPieces(state, pieces), {
    podsLaunched: [...state.devices.podsLaunched, pod],
    escaped: [...state.devices.escaped, ...aboard.filter((p) => p.soldier).map((p) => p.id)],
  });
  const enemy = otherSide(piece.side);
  const own = { side: piece.side, hex, markers: aboard.map((p) => ownRef(state, p)) };
  const theirs = seesMarkersOn(state, enemy, pod)
    ? { side: piece.side, hex, markers: aboard.map(enemyRef) }
    : undefined;
  const settled = settleSight(state, after);
  return done(settled.state, [told(state.turn, "pod-launched", toldSides(piece.side, own, theirs)), ...settled.events]);
}

/** Launch the escape pod the piece stands in, with the side's markers in it. */
export interface LaunchAction {
  readonly type: "launch";
  readonly piece: number;
}

export const LAUNCH: Rule<LaunchAction> = { type: "launch", play: (s, a) => launch(s, a.piece) };
