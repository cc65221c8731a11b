/** How many misses an address may make, within what window, and how long it is refused after that. */
export interface EnumerationLimits {
  maxMisses: number;
  windowMs: number;
  blockMs: number;
}

/**
 * Counts a client address group's lookups of tracking ids that do not exist (or are not ids at all) and blocks
 * it once it passes the limit within the window: guessing ids then costs a block per few guesses.
 *
 * Each lookup is counted as a miss before it is made (`reserve`) and given back once it turns out a hit
 * (`release`), so requests that arrive together (pipelined on one connection, say) cannot all pass the check
 * before any of their misses is counted.
 */
export interface MissCounter {
  /**
   * Counts one lookup as a miss unless the group is blocked; resolves with the milliseconds it stays refused
   * (0: go ahead). The lookup that would pass the limit blocks the group.
   */
  reserve(group: string): Promise<number>;
  /** Gives back a reserved miss: the lookup found its order (or was refused for another reason). */
  release(group: string): Promise<void>;
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

  reserve(group: string): Promise<number> {
    const at = this.now();
    const until = this.blockedUntil.get(group) ?? 0;
    if (until > at) return Promise.resolve(until - at);
    this.blockedUntil.delete(group);
    let window = this.windows.get(group);
    if (!window || window.endsAt <= at) {
      window = { count: 0, endsAt: at + this.limits.windowMs };
      this.windows.set(group, window);
    }
    window.count += 1;
    if (this.windows.size + this.blockedUntil.size > SWEEP_AT_ENTRIES) this.sweep(at);
    if (window.count <= this.limits.maxMisses) return Promise.resolve(0);
    this.blockedUntil.set(group, at + this.limits.blockMs);
    this.windows.delete(group);
    return Promise.resolve(this.limits.blockMs);
  }

  /** Milliseconds the group stays refused (0 when it is not), counting nothing. */
  blockedMs(group: string): number {
    return Math.max(0, (this.blockedUntil.get(group) ?? 0) - this.now());
  }

  release(group: string): Promise<void> {
    const window = this.windows.get(group);
    if (window && window.count > 0) window.count -= 1;
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private sweep(at: number): void {
    for (const [group, window] of this.windows) if (window.endsAt <= at) this.windows.delete(group);
    for (const [group, until] of this.blockedUntil) if (until <= at) this.blockedUntil.delete(group);
  }
}
