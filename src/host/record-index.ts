// The host's game records, found by id, by join code (the seat it opens) or by the key that took a seat.
import type { Side } from "../seat/index.js";
import type { GameRecord } from "./game-record.js";
import { looksLikeCode, normalCode } from "./join-code.js";

/** A seat of a game: its record and side. */
export interface SeatRef {
  readonly record: GameRecord;
  readonly side: Side;
}

export class RecordIndex {
  readonly #records = new Map<string, GameRecord>();
  readonly #codes = new Map<string, SeatRef>();

  /** Adds a record, and the codes of its seats a player may take (the computer's side is no one's). */
  add(record: GameRecord): void {
    this.#records.set(record.id, record);
    for (const side of ["blue", "yellow"] as const)
      if (record.computer !== side) this.#codes.set(normalCode(record.codes[side]), { record, side });
  }

  /** Drops a record, and the codes that open its seats. */
  remove(record: GameRecord): void {
    this.#records.delete(record.id);
    for (const side of ["blue", "yellow"] as const) {
      const code = normalCode(record.codes[side]);
      if (this.#codes.get(code)?.record === record) this.#codes.delete(code);
    }
  }

  /** The seat a join code opens. */
  byCode(typed: string): SeatRef | undefined {
    return looksLikeCode(typed) ? this.#codes.get(normalCode(typed)) : undefined;
  }

  /** The seats a public key has taken, newest game first. */
  ofKey(fingerprint: string): SeatRef[] {
    return this.all()
      .flatMap((record) => (["blue", "yellow"] as const).map((side) => ({ record, side })))
      .filter(({ record, side }) => record.keys[side] === fingerprint && record.computer !== side)
      .reverse();
  }

  /** Every record, oldest first. */
  all(): GameRecord[] {
    return [...this.#records.values()];
  }
}
