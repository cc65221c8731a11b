import { Redis } from 'ioredis';
import { MemoryMissCounter, SLOTS_BUSY, type EnumerationLimits, type MissCounter } from './miss-counter';
import type { RedisNaming } from '../bus/redis-naming';
import { missesPerSecond, RATE_WINDOW_SECONDS, rateSeconds, secondOf } from './service-miss-rate';

/**
 * KEYS: misses, block, lookups under way. ARGV: window ms, max misses, block ms, the busy answer.
 * Returns the ms the group stays refused, 0 (go on, a slot taken), or the busy answer.
 */
const RESERVE = `
local blocked = redis.call('PTTL', KEYS[2])
if blocked > 0 then return blocked end
local misses = tonumber(redis.call('GET', KEYS[1]) or '0')
if misses >= tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  redis.call('DEL', KEYS[1], KEYS[3])
  return tonumber(ARGV[3])
end
if misses + tonumber(redis.call('GET', KEYS[3]) or '0') >= tonumber(ARGV[2]) then return tonumber(ARGV[4]) end
redis.call('INCR', KEYS[3])
redis.call('PEXPIRE', KEYS[3], ARGV[1])
return 0`;

/**
 * KEYS: misses, lookups under way, then the service's per-second buckets, newest first. ARGV: window ms, 1 for a
 * miss, bucket expiry ms. Gives the slot back (never below zero: the window may have ended meanwhile); a miss is
 * counted for the group and in this second's bucket. Returns every bucket's count (none for a hit).
 */
const SETTLE = `
if tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
if ARGV[2] ~= '1' then return {} end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
redis.call('INCR', KEYS[3])
redis.call('PEXPIRE', KEYS[3], ARGV[3])
return redis.call('MGET', unpack(KEYS, 3))`;

const missesKey = (group: string) => `enumeration:misses:${group}`;
const blockKey = (group: string) => `enumeration:block:${group}`;
const underWayKey = (group: string) => `enumeration:lookups:${group}`;
const serviceKey = (second: number) => `enumeration:service:${second}`;
const BUCKET_EXPIRY_MS = (RATE_WINDOW_SECONDS + 1) * 1000;

interface Log {
  warn(object: object, message: string): void;
}

/**
 * The miss counter shared by every instance through Redis (a counter with expiry per address, and a block key),
 * so a guesser spreading probes over instances behind a load balancer meets the same limit, and the service-wide
 * miss rate adds up every instance's misses. While Redis is away this instance counts on its own rather than
 * refusing recipients or letting guessers through unchecked.
 */
export class RedisMissCounter implements MissCounter {
  private readonly redis: Redis;
  private readonly local: MemoryMissCounter;

  constructor(
    url: string,
    private readonly naming: RedisNaming,
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
      const keys = [missesKey(group), blockKey(group), underWayKey(group)].map(this.naming.key);
      return Number(await this.redis.eval(RESERVE, 3, ...keys, windowMs, maxMisses, blockMs, SLOTS_BUSY));
    } catch (error) {
      this.fallBack(error);
      return this.local.reserve(group);
    }
  }

  async settle(group: string, missed: boolean): Promise<number> {
    try {
      const buckets = rateSeconds(secondOf(Date.now())).map(serviceKey);
      const keys = [missesKey(group), underWayKey(group), ...buckets].map(this.naming.key);
      const counts = (await this.redis.eval(
        SETTLE,
        keys.length,
        ...keys,
        this.limits.windowMs,
        missed ? 1 : 0,
        BUCKET_EXPIRY_MS,
      )) as (string | null)[];
      return missed ? missesPerSecond(counts.map(Number)) : 0;
    } catch (error) {
      this.fallBack(error);
      return this.local.settle(group, missed);
    }
  }

  /** The block may have been set by another instance: only Redis knows, so every lookup takes a slot. */
  admits(): boolean {
    return false;
  }

  async close(): Promise<void> {
    this.redis.disconnect();
    await this.local.close();
  }

  private fallBack(error: unknown): void {
    this.log.warn({ err: error }, 'enumeration counter: Redis unavailable, counting on this instance');
  }
}
