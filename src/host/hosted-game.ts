// One game on the host: its session (the whole truth, kept here and in its save), a seat per side,
// the referee's handle, and who is at each seat now. A player who connects again takes the seat
// over from a connection that has not noticed it dropped; leaving a seat does nothing to the game.
// No one sits at the computer's side.
import type { Session } from "../play/session.js";
import { seating } from "../seating/seats.js";
import type { Saver } from "../save/index.js";
import type { RefereeHandle, Seat, Side } from "../seat/index.js";
import type { GameRecord } from "./game-record.js";

/** A connection at a seat: told to go when another connection takes the seat, or the host stops. */
export interface Presence {
  end(reason: string): void;
}

export class HostedGame {
  readonly record: GameRecord;
  readonly session: Session;
  readonly seats: Readonly<Record<Side, Seat>>;
  readonly referee: RefereeHandle;
  readonly #saver: Saver | undefined;
  readonly #present: Partial<Record<Side, Presence>> = {};
  readonly #stops: (() => void)[] = [];
  readonly #watchers = new Set<() => void>();

  /** SAVER: none for a finished game opened only to replay it. */
  constructor(record: GameRecord, session: Session, saver: Saver | undefined, onOver: () => void) {
    this.record = record;
    this.session = session;
    this.#saver = saver;
    ({ seats: this.seats, referee: this.referee } = seating(session));
    if (!record.over && session.over) onOver();
    this.#stops.push(
      session.onAction(() => {
        if (session.over && !record.over) onOver();
      }),
    );
  }

  /** Where the save is written, and its last problem if a write failed. */
  get saved(): { path: string; problem?: string } | undefined {
    return this.#saver?.state;
  }

  /**
   * PRESENCE takes SIDE's seat, come BY its join code or the key bound to it; the connection that had
   * it is told what happened (it may be the same player again, or someone the code was given to).
   */
  take(side: Side, presence: Presence, by: "code" | "key"): void {
    const before = this.#present[side];
    this.#present[side] = presence;
    const how = by === "code" ? "with this seat's join code" : "with the key this seat is bound to";
    before?.end(`a new connection ${how} has taken this seat: this connection is closed`);
    // A connection taking over from another is the same player still there: no one came or went.
    if (!before) this.#told();
  }

  /** PRESENCE leaves SIDE's seat (if it still holds it). */
  leave(side: Side, presence: Presence): void {
    if (this.#present[side] !== presence) return;
    delete this.#present[side];
    this.#told();
  }

  /** Whether someone is at SIDE's seat now. */
  here(side: Side): boolean {
    return this.#present[side] !== undefined;
  }

  /** LISTENER is called when someone comes to a seat or leaves one; returns the function that stops it. */
  onPresence(listener: () => void): () => void {
    this.#watchers.add(listener);
    return () => void this.#watchers.delete(listener);
  }

  #told(): void {
    for (const w of [...this.#watchers]) w();
  }

  /** How many seats have someone at them. */
  get players(): number {
    return Object.keys(this.#present).length;
  }

  /** Something to stop with the game (the computer player). */
  onClose(stop: () => void): void {
    this.#stops.push(stop);
  }

  /** Sends everyone away and closes the save; the game stays on disk as it is. */
  close(reason: string): void {
    for (const side of ["blue", "yellow"] as const) this.#present[side]?.end(reason);
    for (const stop of this.#stops.splice(0)) stop();
    this.#saver?.close();
  }
}
