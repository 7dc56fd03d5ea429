// Opening and closing doors: one move unit from a hex next to the door.
import { placeName } from "../../ship/ship.js";
import { abilities } from "../abilities.js";
import { containerOn, hasGravity, isOpenDoor, piecesOn } from "../board.js";
import { event, ownLabel, refereeLabel } from "../events.js";
import { settleSight } from "../settle-sight.js";
import { seesDoorWork } from "../knowledge.js";
import { done, moveUnits, ownPiece, refused, replacePiece, type Outcome } from "../outcome.js";
import { otherSide, type GameState } from "../state.js";

export const DOOR_COST = 1;

export function operateDoor(state: GameState, pieceId: number, door: number, open: boolean): Outcome {
  const piece = ownPiece(state, pieceId);
  if (typeof piece === "string") return refused(piece);
  if (piece.place.at !== "cell") return refused(`?${piece.number} is not on the map`);
  const cell = state.ship.cells[door];
  if (!cell || cell.terrain !== "door") return refused("there is no door there");
  if (!state.ship.neighbours[piece.place.cell]!.includes(door))
    return refused(`the door at ${placeName(cell)} is not next to ?${piece.number}`);
  if (isOpenDoor(state, door) === open)
    return refused(`the door at ${placeName(cell)} is already ${open ? "open" : "closed"}`);
  if (!open && (piecesOn(state, door).length > 0 || containerOn(state, door)))
    return refused(`something stands in the doorway at ${placeName(cell)}`);
  const cost = DOOR_COST * (hasGravity(state, piece.place.cell) || abilities(state, piece).magneticBoots ? 1 : 2);
  if (cost > piece.mu)
    return refused(`working the door needs ${moveUnits(cost)} and ?${piece.number} has ${piece.mu} left`);

  const openDoors = { ...state.openDoors };
  if (open) openDoors[door] = true;
  else delete openDoors[door];
  const after = { ...replacePiece(state, { ...piece, mu: piece.mu - cost }), openDoors };
  const enemy = otherSide(piece.side);
  const verb = open ? "opens" : "closes";
  const enemySaw = seesDoorWork(state, enemy, door);
  const events = [
    event(state.turn, open ? "door-opened" : "door-closed", {
      referee: `${refereeLabel(piece)} ${verb} the door at ${placeName(cell)} (${cost} MU)`,
      [piece.side]: `${ownLabel(piece)} ${verb} the door at ${placeName(cell)} (${cost} MU, ${piece.mu - cost} left)`,
      ...(enemySaw ? { [enemy]: `the door at ${placeName(cell)} ${verb}` } : {}),
    }),
  ];
  const settled = settleSight(state, after);
  return done(settled.state, [...events, ...settled.events]);
}
