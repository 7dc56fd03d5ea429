// A marker seen by the enemy, as an event: a soldier shown ("revealed") or a dummy taken off
// ("dummy-removed"), told to the referee, its side and the enemy that saw it.
import { placeName } from "../ship/ship.js";
import { ownRef, told, type GameEvent } from "./events.js";
import type { MarkerPlace, SeenFacts } from "./facts/hidden.js";
import { otherSide, type GameState, type Piece } from "./state.js";

/** Where a marker is, as facts: its hex, or the air lock it is in or waits outside. */
export function markerPlace(state: GameState, p: Piece): MarkerPlace {
  const place = p.place;
  if (place.at === "cell") return { hex: placeName(state.ship.cells[place.cell]!) };
  if (place.at === "lock") return { lock: state.ship.airlocks[place.lock]!.name };
  if (place.at === "outside") return { lock: state.ship.airlocks[place.lock]!.name, outside: true };
  return {};
}

/** P, seen by the enemy where it stands (or by the flash of its ATTACKING): a soldier is revealed (his type told), a dummy taken off. */
export function markerSeen(state: GameState, p: Piece, attacking = false): GameEvent {
  const place: Omit<SeenFacts, "marker"> = attacking
    ? { ...markerPlace(state, p), attacking: true }
    : markerPlace(state, p);
  const own: SeenFacts = { marker: ownRef(state, p), ...place };
  const theirs: SeenFacts = {
    marker: p.soldier
      ? { side: p.side, number: p.number, type: p.soldier.type.name }
      : { side: p.side, number: p.number },
    ...place,
  };
  const facts =
    otherSide(p.side) === "yellow"
      ? { referee: own, blue: own, yellow: theirs }
      : { referee: own, yellow: own, blue: theirs };
  return told(state.turn, p.soldier ? "revealed" : "dummy-removed", facts);
}
