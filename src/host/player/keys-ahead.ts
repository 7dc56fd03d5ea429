// Keys a player types while the lobby waits on the host (a game being made): kept in order to be
// played once it is done, but only a few: a flood of keys meanwhile is not held in memory without end.

/** More keys than anyone types ahead while a game is made (a few moves and an Enter). */
export const MOST_KEYS_AHEAD = 64;

export class KeysAhead {
  readonly #keys: string[] = [];
  readonly #most: number;

  constructor(most = MOST_KEYS_AHEAD) {
    this.#most = most;
  }

  /** Keeps KEY to play later; a key past the most is dropped (false). */
  hold(key: string): boolean {
    if (this.#keys.length >= this.#most) return false;
    this.#keys.push(key);
    return true;
  }

  /** The keys held, oldest first; none are held after. */
  take(): string[] {
    return this.#keys.splice(0);
  }

  get size(): number {
    return this.#keys.length;
  }
}
