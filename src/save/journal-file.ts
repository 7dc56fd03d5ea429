// Appending to a journal file: every write lands at the end of the last good line and is flushed before it counts.
import { closeSync, fstatSync, fsyncSync, ftruncateSync, openSync, writeSync } from "node:fs";

export class JournalFile {
  readonly #fd: number;
  /** Bytes known to be written whole and flushed: the next line goes here. */
  #good: number;
  #closed = false;

  /** Opens an existing journal whose first `good` bytes are whole lines; anything after them is cut off. */
  constructor(
    readonly path: string,
    good: number,
    private readonly fsync = true,
  ) {
    this.#fd = openSync(path, "r+");
    this.#good = good;
    if (fstatSync(this.#fd).size !== good) this.#cut();
  }

  get size(): number {
    return this.#good;
  }

  /** Writes the lines at the end and flushes them; after a failed write the next call starts again from the last good byte. */
  append(text: string): void {
    if (this.#closed) throw new Error(`the journal ${this.path} is closed`);
    const bytes = Buffer.from(text);
    let done = 0;
    try {
      while (done < bytes.length) done += writeSync(this.#fd, bytes, done, bytes.length - done, this.#good + done);
      if (this.fsync) fsyncSync(this.#fd);
    } catch (e) {
      // Half a line may be on disk: cut it, so the file ends on a whole line whatever happens next.
      try {
        this.#cut();
      } catch {
        // The constructor of the next attempt (or a resume) cuts it instead.
      }
      throw e;
    }
    this.#good += bytes.length;
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    closeSync(this.#fd);
  }

  #cut(): void {
    ftruncateSync(this.#fd, this.#good);
    if (this.fsync) fsyncSync(this.#fd);
  }
}
