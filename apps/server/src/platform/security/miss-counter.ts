import { MissBuckets } from './service-miss-rate';

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
 * A lookup takes a slot before it is made (`reserve`) and settles it once its answer is known (`settle`): a miss
 * is counted, a hit is not. Misses and lookups under way together stay within the limit, so requests that
 * arrive together (pipelined on one connection, say) cannot all pass the check before any miss is counted; but
 * only misses block, so a NAT whose recipients read their real links at once is never blocked for it.
 */
export interface MissCounter {
  /**
   * Takes a lookup slot unless the group is blocked; resolves with 0 (go ahead), the milliseconds it stays
   * refused, or SLOTS_BUSY (every slot left is taken by lookups under way: try again shortly). A group that has
   * made the limit of misses is blocked by its next lookup.
   */
  reserve(group: string): Promise<number>;
  /**
   * Ends a reserved lookup: `missed` counts it as a miss, for the group and service-wide; a hit (or a refusal
   * for another reason) counts nothing. Resolves with the service-wide misses a second (0 for a hit).
   */
  settle(group: string, missed: boolean): Promise<number>;
  /**
   * Whether the group may be answered for an id this instance holds without taking a slot: it is not blocked and
   * has not made the limit of misses (so a blocked guesser never learns which ids are kept). False when the
   * counter cannot tell without a round trip: then every lookup takes a slot.
   */
  admits(group: string): boolean;
  close(): Promise<void>;
}

/** `reserve`'s answer while the group's remaining slots are all taken by lookups under way. */
export const SLOTS_BUSY = -1;

/** Entries kept before expired ones are swept, so a flood of addresses cannot grow memory without bound. */
const SWEEP_AT_ENTRIES = 10_000;

/** The counter of one instance (no REDIS_URL), and the fallback of the Redis counter while Redis is away. */
export class MemoryMissCounter implements MissCounter {
  // Lookups under way are kept with the window: one that never settles (its socket gone) ends with it.
  private readonly windows = new Map<string, { misses: number; underWay: number; endsAt: number }>();
  private readonly blockedUntil = new Map<string, number>();
  private readonly serviceMisses = new MissBuckets();

  constructor(
    private readonly limits: EnumerationLimits,
    private readonly now: () => number = Date.now,
  ) {}

  reserve(group: string): Promise<number> {
    const at = this.now();
    const until = this.blockedUntil.get(group) ?? 0;
    if (until > at) return Promise.resolve(until - at);
    this.blockedUntil.delete(group);
    const window = this.currentWindow(group, at);
    if (this.windows.size + this.blockedUntil.size > SWEEP_AT_ENTRIES) this.sweep(at);
    if (window.misses >= this.limits.maxMisses) {
      this.blockedUntil.set(group, at + this.limits.blockMs);
      this.windows.delete(group);
      return Promise.resolve(this.limits.blockMs);
    }
    if (window.misses + window.underWay >= this.limits.maxMisses) return Promise.resolve(SLOTS_BUSY);
    window.underWay += 1;
    return Promise.resolve(0);
  }

  /** Milliseconds the group stays refused (0 when it is not), counting nothing. */
  blockedMs(group: string): number {
    return Math.max(0, (this.blockedUntil.get(group) ?? 0) - this.now());
  }

  admits(group: string): boolean {
    const at = this.now();
    if ((this.blockedUntil.get(group) ?? 0) > at) return false;
    const window = this.windows.get(group);
    return !window || window.endsAt <= at || window.misses < this.limits.maxMisses;
  }

  settle(group: string, missed: boolean): Promise<number> {
    const window = this.windows.get(group);
    if (window && window.underWay > 0) window.underWay -= 1;
    if (!missed) return Promise.resolve(0);
    const at = this.now();
    this.currentWindow(group, at).misses += 1;
    return Promise.resolve(this.serviceMisses.record(at));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private currentWindow(group: string, at: number) {
    let window = this.windows.get(group);
    if (!window || window.endsAt <= at) {
      window = { misses: 0, underWay: 0, endsAt: at + this.limits.windowMs };
      this.windows.set(group, window);
    }
    return window;
  }

  private sweep(at: number): void {
    for (const [group, window] of this.windows) if (window.endsAt <= at) this.windows.delete(group);
    for (const [group, until] of this.blockedUntil) if (until <= at) this.blockedUntil.delete(group);
  }
}

/** How long a lookup waits for a slot while the group's are all under way, in steps, before it is refused. */
const SLOT_WAIT_STEP_MS = 20;
const SLOT_WAIT_STEPS = 50;

/**
 * Reserves a lookup slot, waiting while the group's slots are all under way (lookups take milliseconds, so a
 * burst of real reads from one NAT goes through a little later); resolves with 0, or the ms to refuse it for.
 */
export async function reserveSlot(counter: MissCounter, group: string): Promise<number> {
  for (let step = 0; step < SLOT_WAIT_STEPS; step++) {
    const answer = await counter.reserve(group);
    if (answer !== SLOTS_BUSY) return answer;
    await new Promise((resolve) => setTimeout(resolve, SLOT_WAIT_STEP_MS));
  }
  return SLOT_WAIT_STEP_MS * SLOT_WAIT_STEPS;
}
