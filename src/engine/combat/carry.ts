// Carrying a wounded friend: the carrier lifts him onto his own hex and moves 1 hex a turn,
// whatever the step would cost; the friend moves with him.
import { placeName } from "../../ship/ship.js";
import type { Told } from "../event-facts.js";
import { bySide, enemyRef, ownRef, told, type GameEvent } from "../events.js";
import type { PairFacts } from "../facts/soldiers.js";
import { settleSight } from "../settle-sight.js";
import { seesMarkersOn } from "../knowledge.js";
import { stepCost, SOLDIERS_PER_HEX } from "../movement.js";
import { done, ownPiece, refused, type Outcome } from "../outcome.js";
import { adjacent } from "../sight.js";
import { piecesOn } from "../board.js";
import { stepEvent } from "../actions/step-event.js";
import { otherSide, type GameState, type Piece } from "../state.js";
import { isWounded } from "./wounds.js";
import { isRefusal, said } from "../refusal.js";
import type { Rule } from "../rule.js";
import { withPieces } from "../shapes.js";

/** The enemy sees a carried friend's marker move as any marker's step: nothing more. */
function friendMoved(before: GameState, after: GameState, friend: Piece, from: number, to: number): GameEvent[] {
  const enemy = otherSide(friend.side);
  if (from === to || !seesMarkersOn(after, enemy, to)) return [];
  const names = before.ship.cells;
  const fromName = placeName(names[from]!);
  const toName = placeName(names[to]!);
  const seenFrom = seesMarkersOn(before, enemy, from);
  const theirs = seenFrom
    ? { marker: enemyRef(friend), from: fromName, to: toName }
    : { marker: enemyRef(friend), to: toName };
  const referee = { marker: ownRef(before, friend), from: fromName, to: toName, carried: true as const };
  return [told(before.turn, "move", enemy === "blue" ? { referee, blue: theirs } : { referee, yellow: theirs })];
}

/** A carrier and his friend, for the carrier's side and the referee. */
function pair(state: GameState, carrier: Piece, friend: Piece): Told<PairFacts> {
  return bySide(carrier.side, { marker: ownRef(state, carrier), friend: ownRef(state, friend) });
}

/** Hexes a carrier moves in a turn. */
export const CARRY_HEXES_PER_TURN = 1;

export function carry(state: GameState, carrierId: number, friendId: number): Outcome {
  const carrier = ownPiece(state, carrierId);
  if (isRefusal(carrier)) return carrier;
  if (!carrier.soldier) return refused("dummy", said`${carrier} is a dummy: only a soldier carries`);
  if (carrier.carrying) return refused("carrying", `${carrier.soldier.name} already carries a friend`);
  if (carrier.ambush) return refused("in-ambush", `${carrier.soldier.name} lies in ambush`);
  const friend = state.pieces[friendId];
  if (!friend || friend.side !== carrier.side || friend.place.at !== "cell" || friend.id === carrier.id)
    return refused("no-such-marker", "no such friend on the map");
  if (!isWounded(friend))
    return refused("not-wounded", said`${friend} is not wounded: only a wounded friend is carried`);
  if (friend.carriedBy !== undefined) return refused("already", `${friend.soldier!.name} is already being carried`);
  if (carrier.place.at !== "cell") return refused("not-on-map", said`${carrier} is not on the map`);
  const here = carrier.place.cell;
  const there = friend.place.cell;
  if (here !== there) {
    if (!adjacent(state.ship, here, there))
      return refused("not-next-to", `${friend.soldier!.name} is not next to ${carrier.soldier.name}`);
    const soldiersHere = piecesOn(state, here).filter((p) => p.soldier).length;
    if (soldiersHere >= SOLDIERS_PER_HEX)
      return refused("no-room", `no room on ${state.ship.cells[here]!.name} to lift ${friend.soldier!.name} onto`);
  }
  const { ambush: _a, ...rest } = friend;
  const pieces = state.pieces.slice();
  pieces[carrier.id] = { ...carrier, carrying: { piece: friend.id, stepped: false } };
  pieces[friend.id] = { ...rest, place: { at: "cell", cell: here }, carriedBy: carrier.id };
  const after = withPieces(state, pieces);
  const settled = settleSight(state, after);
  return done(settled.state, [
    told(state.turn, "carry", pair(state, carrier, friend)),
    ...friendMoved(state, after, friend, there, here),
    ...settled.events,
  ]);
}

export function drop(state: GameState, carrierId: number): Outcome {
  const carrier = ownPiece(state, carrierId);
  if (isRefusal(carrier)) return carrier;
  if (!carrier.carrying) return refused("not-carrying", said`${carrier} carries no one`);
  const friend = state.pieces[carrier.carrying.piece]!;
  const { carrying: _c, ...freed } = carrier;
  const { carriedBy: _b, ...down } = friend;
  const pieces = state.pieces.slice();
  pieces[carrier.id] = freed;
  pieces[friend.id] = down;
  return done(withPieces(state, pieces), [told(state.turn, "drop", pair(state, carrier, friend))]);
}

/** A carrier's step (the move action hands it here): one hex a turn, whatever it costs. */
export function carryStep(state: GameState, carrier: Piece, to: number): Outcome {
  const load = carrier.carrying!;
  if (load.stepped)
    return refused(
      "move-units",
      carrier.soldier
        ? `carrying a wounded friend, ${carrier.soldier.name} moves ${CARRY_HEXES_PER_TURN} hex a turn`
        : said`carrying a wounded friend, ${carrier} moves ${CARRY_HEXES_PER_TURN} hex a turn`,
    );
  if (carrier.place.at !== "cell") return refused("not-on-map", said`${carrier} is not on the map`);
  const cost = stepCost(state, carrier, to);
  if (!cost.ok) return refused(cost);
  const others = piecesOn(state, to).filter((p) => p.soldier && p.id !== load.piece && p.id !== carrier.id);
  if (others.length + 2 > SOLDIERS_PER_HEX)
    return refused("no-room", `no room on ${placeName(state.ship.cells[to]!)} for a carrier and his load`);
  const moved: Piece = { ...carrier, place: { at: "cell", cell: to }, mu: 0, carrying: { ...load, stepped: true } };
  const friend = state.pieces[load.piece]!;
  const pieces = state.pieces.slice();
  pieces[carrier.id] = moved;
  pieces[friend.id] = { ...friend, place: { at: "cell", cell: to } };
  const after = withPieces(state, pieces);
  const events: GameEvent[] = [
    stepEvent(state, after, carrier, moved, carrier.mu),
    ...friendMoved(state, after, friend, carrier.place.cell, to),
  ];
  const settled = settleSight(state, after);
  return done(settled.state, [...events, ...settled.events]);
}

/** Lift a wounded friend on the piece's hex or next to it. */
export interface CarryAction {
  readonly type: "carry";
  readonly piece: number;
  readonly friend: number;
}

/** Put down the friend it carries. */
export interface DropAction {
  readonly type: "drop";
  readonly piece: number;
}

export const CARRY: Rule<CarryAction> = { type: "carry", play: (s, a) => carry(s, a.piece, a.friend) };
export const DROP: Rule<DropAction> = { type: "drop", play: (s, a) => drop(s, a.piece) };
