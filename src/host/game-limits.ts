// How many games the host's lobby takes: in all, and from one maker (an address, or a key), each
// unfinished game held in memory until it ends. Counted in memory since the host started; the host
// keeps nothing of a maker on the disk.

/** Games in play at once a host takes from its lobby (about 10 MB each: docs/HOSTING.md). */
export const MAX_GAMES = 64;
export const MAX_GAMES_PER_MAKER = 8;

export class GameLimits {
  readonly #most: number;
  readonly #perMaker: number;
  /** Games being made now (their records being written), and each maker's unfinished games by id. */
  #making = 0;
  readonly #makers = new Map<string, Set<string>>();

  constructor(most = MAX_GAMES, perMaker = MAX_GAMES_PER_MAKER) {
    this.#most = most;
    this.#perMaker = perMaker;
  }

  /** Why the lobby makes no more games now, with UNFINISHED games in play, or undefined. */
  full(unfinished: number, maker: string | undefined): string | undefined {
    if (unfinished + this.#making >= this.#most)
      return `the host has ${this.#most} games in play, as many as it takes: try again once one has ended`;
    const mine = maker === undefined ? 0 : (this.#makers.get(maker)?.size ?? 0);
    return mine >= this.#perMaker
      ? `you have ${this.#perMaker} games in play on this host, as many as one player may make: finish one first`
      : undefined;
  }

  /** Runs MAKE with its game counted as in play while it is being made (its record being written). */
  async making<T>(make: () => Promise<T>): Promise<T> {
    this.#making++;
    try {
      return await make();
    } finally {
      this.#making--;
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
