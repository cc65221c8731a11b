/** How the service-wide guard answers unknown ids once misses across every address jump. */
export interface ServiceMissLimits {
  /** Misses a second (over the last RATE_WINDOW_SECONDS, every address and instance) answered at once. */
  missesPerSecond: number;
  /** The longest a miss's answer waits; reached at twice the rate above. */
  maxDelayMs: number;
}

/** Seconds over which the service-wide miss rate is taken: short enough to react, long enough to be steady. */
export const RATE_WINDOW_SECONDS = 10;

/** The whole second a time (ms since the epoch) falls in: the bucket a miss is counted in. */
export const secondOf = (ms: number) => Math.floor(ms / 1000);

/** The seconds whose buckets make up the rate at `second`, newest first. */
export function rateSeconds(second: number): number[] {
  return Array.from({ length: RATE_WINDOW_SECONDS }, (_, back) => second - back);
}

/** Misses a second over the window, from its buckets' counts. */
export function missesPerSecond(bucketCounts: readonly number[]): number {
  return bucketCounts.reduce((sum, count) => sum + count, 0) / RATE_WINDOW_SECONDS;
}

/**
 * How long an unknown id's answer waits at a service-wide miss rate: nothing up to the limit, then growing in
 * proportion to the excess, up to the longest delay at twice the limit. Real ids are never delayed.
 */
export function missAnswerDelayMs(rate: number, limits: ServiceMissLimits): number {
  const excess = (rate - limits.missesPerSecond) / limits.missesPerSecond;
  if (excess <= 0) return 0;
  return Math.round(Math.min(1, excess) * limits.maxDelayMs);
}

/** This instance's misses per second (no REDIS_URL, or while Redis is away). */
export class MissBuckets {
  private readonly counts = new Map<number, number>();

  /** Counts a miss at `ms`; resolves with the rate it makes (misses a second over the window). */
  record(ms: number): number {
    const second = secondOf(ms);
    this.counts.set(second, (this.counts.get(second) ?? 0) + 1);
    const window = rateSeconds(second);
    const oldest = window[window.length - 1] ?? second;
    for (const kept of this.counts.keys()) if (kept < oldest) this.counts.delete(kept);
    return missesPerSecond(window.map((each) => this.counts.get(each) ?? 0));
  }
}
