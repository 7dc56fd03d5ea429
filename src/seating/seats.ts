// A game's places for the players: one seat per side and the referee's handle, made by the
// composition root from the session it keeps (src/cli); screens and bots get these, never the session.
import type { Side } from "../sides/sides.js";
import { Seat, type RefereeHandle } from "../seat/index.js";
import { refereeHandle } from "./referee-handle.js";
import type { Session } from "../play/session.js";

export interface Seating {
  readonly seats: Readonly<Record<Side, Seat>>;
  readonly referee: RefereeHandle;
}

export function seating(session: Session): Seating {
  return {
    seats: Object.freeze({ blue: new Seat(session, "blue"), yellow: new Seat(session, "yellow") }),
    referee: refereeHandle(session),
  };
}
