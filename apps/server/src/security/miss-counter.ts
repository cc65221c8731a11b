/** How many misses an address may make, within what window, and how long it is refused after that. */
export interface EnumerationLimits {
  maxMisses: number;
  windowMs: number;
  blockMs: number;
}

/**
 * Counts a client address's lookups of tracking ids that do not exist (or are not ids at all) and blocks the
 * address once it reaches the limit within the window: guessing ids then costs a block per few guesses.
 */
export interface MissCounter {
  /** Counts one miss; resolves once it counts (so the next request already sees a block it caused). */
  recordMiss(address: string): Promise<void>;
  /** Milliseconds the address stays refused; 0 when it is not blocked. */
  blockedMs(address: string): Promise<number>;
  close(): Promise<void>;
}

/** Entries kept before expired ones are swept, so a flood of addresses cannot grow memory without bound. */
const SWEEP_AT_ENTRIES = 10_000;

/** The counter of one instance (no REDIS_URL), and the fallback of the Redis counter while Redis is away. */
export class MemoryMissCounter implements MissCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private readonly blockedUntil = new Map<string, number>();

  constructor(
    private readonly limits: EnumerationLimits,
    private readonly now: () => number = Date.now,
  ) {}

  recordMiss(address: string): Promise<void> {
    const at = this.now();
    let window = this.windows.get(address);
    if (!window || window.endsAt <= at) {
      window = { count: 0, endsAt: at + this.limits.windowMs };
      this.windows.set(address, window);
    }
    window.count += 1;
    if (window.count >= this.limits.maxMisses) {
      this.blockedUntil.set(address, at + this.limits.blockMs);
      this.windows.delete(address);
    }
    if (this.windows.size + this.blockedUntil.size > SWEEP_AT_ENTRIES) this.sweep(at);
    return Promise.resolve();
  }

  blockedMs(address: string): Promise<number> {
    const until = this.blockedUntil.get(address);
    if (until === undefined) return Promise.resolve(0);
    const left = until - this.now();
    if (left <= 0) this.blockedUntil.delete(address);
    return Promise.resolve(Math.max(0, left));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private sweep(at: number): void {
    for (const [address, window] of this.windows) if (window.endsAt <= at) this.windows.delete(address);
    for (const [address, until] of this.blockedUntil) if (until <= at) this.blockedUntil.delete(address);
  }
}
