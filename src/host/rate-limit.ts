// Failed logins, limited: a bucket of tries per source address and one for the whole host. Each
// failure takes a token; tokens come back at a steady rate. An empty bucket refuses every try
// (right or wrong) without looking at it, until a token is back. A try refused unchecked takes no
// token: one address hammering away empties its own bucket, never the host's.
export interface Bucket {
  /** Tries allowed at once. */
  readonly burst: number;
  /** Tokens back per minute. */
  readonly perMinute: number;
}

export interface LimitSettings {
  readonly perAddress: Bucket;
  readonly global: Bucket;
  /** Addresses remembered at most; the fullest buckets (nothing to remember) go first. */
  readonly addresses?: number;
}

export const DEFAULT_LIMITS: LimitSettings = {
  perAddress: { burst: 10, perMinute: 10 },
  global: { burst: 60, perMinute: 120 },
  addresses: 10_000,
};

interface Level {
  tokens: number;
  at: number;
}

export class FailureLimit {
  readonly #settings: LimitSettings;
  readonly #now: () => number;
  readonly #addresses = new Map<string, Level>();
  readonly #global: Level;

  constructor(settings: LimitSettings = DEFAULT_LIMITS, now: () => number = Date.now) {
    this.#settings = settings;
    this.#now = now;
    this.#global = { tokens: settings.global.burst, at: now() };
  }

  /** Whether a try from ADDRESS may be checked now; false: refuse it unchecked (and charge nothing for it). */
  allowed(address: string): boolean {
    return this.allowedHere(address) && this.#refill(this.#global, this.#settings.global, this.#now()) >= 1;
  }

  /**
   * Whether ADDRESS's own bucket lets a try be checked now, whatever the host-wide one holds: for a listed
   * key, whose signature no one can guess, so that others' failures never lock its owner out.
   */
  allowedHere(address: string): boolean {
    const mine = this.#addresses.get(address);
    return !mine || this.#refill(mine, this.#settings.perAddress, this.#now()) >= 1;
  }

  /** A failed try from ADDRESS. */
  failed(address: string): void {
    const t = this.#now();
    let mine = this.#addresses.get(address);
    if (!mine) {
      this.#forgetSome();
      mine = { tokens: this.#settings.perAddress.burst, at: t };
      this.#addresses.set(address, mine);
    }
    this.#refill(mine, this.#settings.perAddress, t);
    mine.tokens = Math.max(0, mine.tokens - 1);
    this.#refill(this.#global, this.#settings.global, t);
    this.#global.tokens = Math.max(0, this.#global.tokens - 1);
  }

  /** Addresses being remembered now (bounded). */
  get size(): number {
    return this.#addresses.size;
  }

  #refill(level: Level, bucket: Bucket, t: number): number {
    level.tokens = Math.min(bucket.burst, level.tokens + ((t - level.at) * bucket.perMinute) / 60_000);
    level.at = t;
    return level.tokens;
  }

  /** Keeps the map bounded: full buckets are forgotten first, then the oldest. */
  #forgetSome(): void {
    const most = this.#settings.addresses ?? 10_000;
    if (this.#addresses.size < most) return;
    const t = this.#now();
    for (const [address, level] of this.#addresses)
      if (this.#refill(level, this.#settings.perAddress, t) >= this.#settings.perAddress.burst)
        this.#addresses.delete(address);
    while (this.#addresses.size >= most) this.#addresses.delete(this.#addresses.keys().next().value!);
  }
}
