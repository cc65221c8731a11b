import { setTimeout as sleep } from 'node:timers/promises';
import { missAnswerDelayMs, type ServiceMissLimits } from './service-miss-rate';

/** Misses answered late at once on one instance, at most: each holds its connection while it waits. */
export const MAX_WAITING = 1000;

/**
 * Holds back unknown ids' answers while the service-wide miss rate is above its limit, so a scraper waiting for
 * its answers gets fewer of them. Past MAX_WAITING held answers the next go at once: the held ones keep their
 * descriptors, and the per-address limits still stand.
 */
export class MissAnswerDelay {
  private waiting = 0;

  constructor(
    private readonly limits: ServiceMissLimits,
    private readonly pause: (ms: number) => Promise<unknown> = sleep,
  ) {}

  /** Waits as long as the rate asks for (nothing for a hit, whose rate is 0). */
  async wait(serviceMissesPerSecond: number): Promise<void> {
    const delayMs = missAnswerDelayMs(serviceMissesPerSecond, this.limits);
    if (delayMs === 0 || this.waiting >= MAX_WAITING) return;
    this.waiting += 1;
    try {
      await this.pause(delayMs);
    } finally {
      this.waiting -= 1;
    }
  }
}
