// The referee's handle for a screen: the session's revealed replay, opened only once the game is over.
import type { RefereeHandle } from "../seat/referee.js";
import type { Session } from "../play/session.js";

export function refereeHandle(session: Session): RefereeHandle {
  return Object.freeze({ revealed: () => (session.over ? session.revealed() : undefined) });
}
