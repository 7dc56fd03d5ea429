// The host's game records on their way to the disk without holding the host's thread (a seat claimed,
// a game over): each record's writes land in the order they were asked for, each whole and atomic.
import type { GameRecord } from "./game-record.js";

type Write = (folder: string, record: GameRecord) => Promise<void>;

export class RecordWriter {
  readonly #folder: string;
  readonly #write: Write;
  readonly #log: (line: string) => void;
  /** Per record: the last write asked for (a chain: each starts once the one before it has landed). */
  readonly #tails = new Map<string, Promise<void>>();
  /** Per record: a write asked for that has not started yet; a newer one asked for then takes its place. */
  readonly #waiting = new Map<string, { record: GameRecord; readonly done: Promise<void> }>();

  constructor(folder: string, write: Write, log: (line: string) => void) {
    this.#folder = folder;
    this.#write = write;
    this.#log = log;
  }

  /**
   * Writes the record as it is now, after every write of it asked for before; resolves once it is on the
   * disk (or its failure is logged: the record in memory still holds it, and the next write takes it).
   * Writes asked for while one is under way are folded into one: the newest holds every change before it.
   */
  write(record: GameRecord): Promise<void> {
    const id = record.id;
    // A copy: what the record says now, whatever changes in memory before the write starts.
    const now = JSON.parse(JSON.stringify(record)) as GameRecord;
    const waiting = this.#waiting.get(id);
    if (waiting) {
      waiting.record = now;
      return waiting.done;
    }
    const before = this.#tails.get(id) ?? Promise.resolve();
    const entry: { record: GameRecord; done: Promise<void> } = { record: now, done: Promise.resolve() };
    entry.done = before.then(async () => {
      this.#waiting.delete(id);
      try {
        await this.#write(this.#folder, entry.record);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
        this.#log(
          `game ${id}: its record cannot be written (${code}); it is kept in memory and written again with its next change`,
        );
      }
    });
    this.#waiting.set(id, entry);
    this.#tails.set(id, entry.done);
    void entry.done.then(() => {
      if (this.#tails.get(id) === entry.done) this.#tails.delete(id);
    });
    return entry.done;
  }

  /** Resolves once every write asked for has landed (the host stopping). */
  async close(): Promise<void> {
    while (this.#tails.size > 0) await Promise.all([...this.#tails.values()]);
  }
}
