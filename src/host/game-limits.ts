// How many games the host's lobby takes: in all, and from one maker (an address, or a key), each
// unfinished game held in memory until it ends. Counted in memory since the host started; the host
// keeps nothing of a maker on the disk.

/** Games in play at once a host takes from its lobby (about 10 MB each: docs/HOSTING.md). */
export const MAX_GAMES = 64;
export const MAX_GAMES_PER_MAKER = 8;

export class GameLimits {
  readonly #most: number;
  readonly #perMaker: number;
  /** Games being made now (their records being written), in all and by maker. */
  #making = 0;
  readonly #makingBy = new Map<string, number>();
  /** Each maker's unfinished games by id. */
  readonly #makers = new Map<string, Set<string>>();

  constructor(most = MAX_GAMES, perMaker = MAX_GAMES_PER_MAKER) {
    this.#most = most;
    this.#perMaker = perMaker;
  }

  /** Why the lobby makes no more games now, with UNFINISHED games in play, or undefined. */
  full(unfinished: number, maker: string | undefined): string | undefined {
    if (unfinished + this.#making >= this.#most)
      return `the host has ${this.#most} games in play, as many as it takes: try again once one has ended`;
    const mine = maker === undefined ? 0 : (this.#makers.get(maker)?.size ?? 0) + (this.#makingBy.get(maker) ?? 0);
    return mine >= this.#perMaker
      ? `you have ${this.#perMaker} games in play on this host, as many as one player may make: finish one first`
      : undefined;
  }

  /**
   * Runs MAKE with its game counted as in play, in all and as MAKER's, while it is being made (its
   * record being written). Counted before MAKE starts: called in the same turn as `full`, so makers
   * asking at once are each counted against the limits (a maker's games made together cannot pass 8).
   */
  async making<T>(maker: string | undefined, make: () => Promise<T>): Promise<T> {
    this.#making++;
    if (maker !== undefined) this.#makingBy.set(maker, (this.#makingBy.get(maker) ?? 0) + 1);
    try {
      return await make();
    } finally {
      this.#making--;
      if (maker !== undefined) {
        const left = this.#makingBy.get(maker)! - 1;
        if (left > 0) this.#makingBy.set(maker, left);
        else this.#makingBy.delete(maker);
      }
    }
  }

  /** MAKER made game ID, still unfinished. */
  made(maker: string, id: string): void {
    const mine = this.#makers.get(maker) ?? new Set<string>();
    this.#makers.set(maker, mine.add(id));
  }

  /** The maker of game ID no longer counts it (it ended, or left the host). */
  forget(id: string): void {
    for (const [maker, games] of this.#makers) if (games.delete(id) && games.size === 0) this.#makers.delete(maker);
  }

  /** Makers counted now: only those with an unfinished game (each is forgotten once its games end). */
  get makers(): number {
    return this.#makers.size;
  }
}
