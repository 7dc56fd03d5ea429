// The host's game records on their way to the disk without holding the host's thread (a seat claimed,
// a game over): each record's writes land in the order they were asked for, each whole and atomic.
import type { GameRecord } from "./game-record.js";

type Write = (folder: string, record: GameRecord) => Promise<void>;

export class RecordWriter {
  readonly #folder: string;
  readonly #write: Write;
  readonly #log: (line: string) => void;
  /** Per record: the last write asked for (a chain: each starts once the one before it has landed), true if it did. */
  readonly #tails = new Map<string, Promise<boolean>>();
  /** Per record: a write asked for that has not started yet; a newer one asked for then takes its place. */
  readonly #waiting = new Map<string, { record: GameRecord; readonly done: Promise<boolean> }>();
  /** Records whose last write failed: what the disk holds of them is behind what memory holds. */
  readonly #behind = new Set<string>();

  constructor(folder: string, write: Write, log: (line: string) => void) {
    this.#folder = folder;
    this.#write = write;
    this.#log = log;
  }

  /**
   * Writes the record as it is now, after every write of it asked for before; resolves true once it is on
   * the disk, or false once its failure is logged (the record in memory still holds it, and the next
   * write takes it). Writes asked for while one is under way are folded into one: the newest holds every
   * change before it.
   */
  write(record: GameRecord): Promise<boolean> {
    const id = record.id;
    // A copy: what the record says now, whatever changes in memory before the write starts.
    const now = JSON.parse(JSON.stringify(record)) as GameRecord;
    const waiting = this.#waiting.get(id);
    if (waiting) {
      waiting.record = now;
      return waiting.done;
    }
    const before = this.#tails.get(id) ?? Promise.resolve(true);
    const entry: { record: GameRecord; done: Promise<boolean> } = { record: now, done: Promise.resolve(true) };
    entry.done = before.then(async () => {
      this.#waiting.delete(id);
      try {
        await this.#write(this.#folder, entry.record);
        this.#behind.delete(id);
        return true;
      } catch (e) {
        this.#behind.add(id);
        const code = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
        this.#log(
          `game ${id}: its record cannot be written (${code}); it is kept in memory and written again with its next change`,
        );
        return false;
      }
    });
    this.#waiting.set(id, entry);
    this.#tails.set(id, entry.done);
    void entry.done.then(() => {
      if (this.#tails.get(id) === entry.done) this.#tails.delete(id);
    });
    return entry.done;
  }

  /** Whether a write of the record is asked for and not yet done. */
  writing(id: string): boolean {
    return this.#tails.has(id);
  }

  /** Resolves, once every write of the record asked for is done, true if the disk holds it as the last one had it. */
  landed(id: string): Promise<boolean> {
    return (this.#tails.get(id) ?? Promise.resolve()).then(() => !this.#behind.has(id));
  }

  /** Resolves once every write asked for has landed (the host stopping). */
  async close(): Promise<void> {
    while (this.#tails.size > 0) await Promise.all([...this.#tails.values()]);
  }
}
