// How the host's saves reach the disk. Each action is written to its game's save before its key is
// answered (a host that is killed loses nothing: the system holds what was written), but not forced
// to the disk there: a flush per action would stall every player's keys on the host's one thread.
// Instead, each save written to is flushed (fsync) within a second, in the background.
import { open } from "node:fs/promises";
import { dirname } from "node:path";

export class SaveFlusher {
  readonly #dirty = new Set<string>();
  readonly #everyMs: number;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> = Promise.resolve();

  constructor(everyMs = 1000) {
    this.#everyMs = everyMs;
  }

  /** The save at PATH was written to: flush it soon. */
  touch(path: string): void {
    this.#dirty.add(path);
    this.#timer ??= setTimeout(() => {
      this.#timer = undefined;
      this.#running = this.#running.then(() => this.#flush());
    }, this.#everyMs);
  }

  /** Flushes what is waiting now (when the host stops). */
  async close(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#running;
    await this.#flush();
  }

  async #flush(): Promise<void> {
    const paths = [...this.#dirty];
    this.#dirty.clear();
    // The file's data, then its folder's (a save written whole is renamed into place).
    for (const path of [...paths, ...new Set(paths.map(dirname))]) {
      try {
        const handle = await open(path, "r");
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
      } catch {
        // Gone (renamed over) or a folder that cannot be flushed: the next write flushes again.
      }
    }
  }
}
