// Opening and closing doors: one move unit from a hex next to the door.
import { placeName } from "../../ship/ship.js";
import { abilities } from "../abilities.js";
import { containerOn, hasGravity, isOpenDoor, piecesOn } from "../board.js";
import { bySide, ownRef, told } from "../events.js";
import type { DoorFacts } from "../facts/actions.js";
import { changedPiece, changedState } from "../shapes.js";
import { settleSight } from "../settle-sight.js";
import { seesDoorWork } from "../knowledge.js";
import { done, moveUnits, ownPiece, refused, replacePiece, type Outcome } from "../outcome.js";
import { otherSide, type GameState } from "../state.js";
import { isRefusal, said } from "../refusal.js";
import type { Rule } from "../rule.js";
import { jammedRefusal } from "../wreck.js";

export const DOOR_COST = 1;

export function operateDoor(state: GameState, pieceId: number, door: number, open: boolean): Outcome {
  const piece = ownPiece(state, pieceId);
  if (isRefusal(piece)) return piece;
  if (piece.place.at !== "cell") return refused("not-on-map", said`${piece} is not on the map`);
  const cell = state.ship.cells[door];
  if (!cell || cell.terrain !== "door") return refused("no-device", "there is no door there");
  if (!state.ship.neighbours[piece.place.cell]!.includes(door))
    return refused("not-next-to", said`the door at ${placeName(cell)} is not next to ${piece}`);
  const jammed = jammedRefusal(state, door);
  if (jammed) return jammed;
  if (isOpenDoor(state, door) === open)
    return refused("already", `the door at ${placeName(cell)} is already ${open ? "open" : "closed"}`);
  if (!open && (piecesOn(state, door).length > 0 || containerOn(state, door)))
    return refused("blocked", `something stands in the doorway at ${placeName(cell)}`);
  const cost = DOOR_COST * (hasGravity(state, piece.place.cell) || abilities(state, piece).magneticBoots ? 1 : 2);
  if (cost > piece.mu)
    return refused("move-units", said`working the door needs ${moveUnits(cost)} and ${piece} has ${piece.mu} left`);

  const openDoors = { ...state.openDoors };
  if (open) openDoors[door] = true;
  else delete openDoors[door];
  const after = changedState(replacePiece(state, changedPiece(piece, { mu: piece.mu - cost })), { openDoors });
  const settled = settleSight(state, after);
  const kind = open ? "door-opened" : "door-closed";
  const hex = placeName(cell);
  const own: DoorFacts = { hex, marker: ownRef(state, piece), mu: cost, left: piece.mu - cost };
  const referee: DoorFacts = { hex, marker: own.marker, mu: cost };
  const theirs: DoorFacts | undefined = seesDoorWork(state, otherSide(piece.side), door) ? { hex } : undefined;
  const events = [told(state.turn, kind, bySide(piece.side, own, theirs, referee))];
  return done(settled.state, [...events, ...settled.events]);
}

/** Open or close the door next to the piece. */
export interface DoorAction {
  readonly type: "open" | "close";
  readonly piece: number;
  readonly door: number;
}

export const OPEN: Rule<DoorAction & { readonly type: "open" }> = {
  type: "open",
  play: (s, a) => operateDoor(s, a.piece, a.door, true),
};
export const CLOSE: Rule<DoorAction & { readonly type: "close" }> = {
  type: "close",
  play: (s, a) => operateDoor(s, a.piece, a.door, false),
};
