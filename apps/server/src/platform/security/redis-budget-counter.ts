import { Redis } from 'ioredis';
import { redisNaming, type RedisNaming, type RedisSettings } from '../bus/redis-naming';
import { MemoryBudgetCounter, windowOf, type BudgetCounter, type BudgetDraw } from './budget-counter';

/**
 * KEYS: one counter per draw. ARGV: per draw its allowance, then the ms until its window ends. Takes one use from
 * every counter when all have one left; returns 0, or the longest wait among the exhausted ones.
 */
const SPEND = `
local wait = 0
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[i * 2 - 1]) then
    wait = math.max(wait, tonumber(ARGV[i * 2]))
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[i * 2]) end
end
return 0`;

interface Log {
  warn(object: object, message: string): void;
}

/**
 * The budgets' counters shared by every instance through Redis, so a burst spread over instances meets one
 * budget. While Redis is away this instance counts on its own rather than refusing every write.
 */
export class RedisBudgetCounter implements BudgetCounter {
  private readonly redis: Redis;
  private readonly local = new MemoryBudgetCounter();

  constructor(
    url: string,
    private readonly naming: RedisNaming,
    private readonly log: Log,
  ) {
    this.redis = new Redis(url, {
      connectionName: 'tracking-budgets',
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
    });
    this.redis.on('error', () => {});
  }

  /** Resolves once Redis answers (or after `timeoutMs`). */
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

  async spend(draws: readonly BudgetDraw[], nowMs: number): Promise<number> {
    const keys: string[] = [];
    const args: number[] = [];
    for (const draw of draws) {
      const { index, endsAt } = windowOf(nowMs, draw.windowMs);
      keys.push(this.naming.key(`budget:${draw.key}:${index}`));
      args.push(draw.count, Math.max(1, endsAt - nowMs));
    }
    try {
      return Number(await this.redis.eval(SPEND, keys.length, ...keys, ...args));
    } catch (error) {
      this.log.warn({ err: error }, 'write budgets: Redis unavailable, counting on this instance');
      return this.local.spend(draws, nowMs);
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
    await this.local.close();
  }
}

/** How long start-up waits for Redis before counting on its own until Redis answers. */
const REDIS_READY_TIMEOUT_MS = 3000;

/** Shared through Redis when REDIS_URL is set (several instances), otherwise this process's own. */
export async function openBudgetCounter(redis: RedisSettings | undefined, log: Log): Promise<BudgetCounter> {
  if (!redis) return new MemoryBudgetCounter();
  const counter = new RedisBudgetCounter(redis.url, redisNaming(redis), log);
  await counter.ready(REDIS_READY_TIMEOUT_MS);
  return counter;
}
