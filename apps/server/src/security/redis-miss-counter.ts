import { Redis } from 'ioredis';
import { MemoryMissCounter, type EnumerationLimits, type MissCounter } from './miss-counter';

/** KEYS: misses, block. ARGV: window ms, max misses, block ms. Returns the ms the group stays refused (0: go on). */
const RESERVE = `
local blocked = redis.call('PTTL', KEYS[2])
if blocked > 0 then return blocked end
local misses = redis.call('INCR', KEYS[1])
if misses == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if misses <= tonumber(ARGV[2]) then return 0 end
redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
redis.call('DEL', KEYS[1])
return tonumber(ARGV[3])`;

/** KEYS: misses. Gives one back without going below zero (the window may have ended meanwhile). */
const RELEASE = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

const missesKey = (group: string) => `enumeration:misses:${group}`;
const blockKey = (group: string) => `enumeration:block:${group}`;

interface Log {
  warn(object: object, message: string): void;
}

/**
 * The miss counter shared by every instance through Redis (a counter with expiry per address, and a block key),
 * so a guesser spreading probes over instances behind a load balancer meets the same limit. While Redis is away
 * this instance counts on its own rather than refusing recipients or letting guessers through unchecked.
 */
export class RedisMissCounter implements MissCounter {
  private readonly redis: Redis;
  private readonly local: MemoryMissCounter;

  constructor(
    url: string,
    private readonly limits: EnumerationLimits,
    private readonly log: Log,
  ) {
    this.local = new MemoryMissCounter(limits);
    this.redis = new Redis(url, {
      connectionName: 'tracking-enumeration',
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
    });
    this.redis.on('error', () => {});
  }

  /** Resolves once Redis answers (or after `timeoutMs`), so the first misses after start are already shared. */
  async ready(timeoutMs: number): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      this.redis.once('ready', done);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
    });
  }

  async reserve(group: string): Promise<number> {
    const { windowMs, maxMisses, blockMs } = this.limits;
    try {
      const keys = [missesKey(group), blockKey(group)];
      return Number(await this.redis.eval(RESERVE, 2, ...keys, windowMs, maxMisses, blockMs));
    } catch (error) {
      this.fallBack(error);
      return this.local.reserve(group);
    }
  }

  async release(group: string): Promise<void> {
    try {
      await this.redis.eval(RELEASE, 1, missesKey(group));
    } catch (error) {
      this.fallBack(error);
      await this.local.release(group);
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
    await this.local.close();
  }

  private fallBack(error: unknown): void {
    this.log.warn({ err: error }, 'enumeration counter: Redis unavailable, counting on this instance');
  }
}
