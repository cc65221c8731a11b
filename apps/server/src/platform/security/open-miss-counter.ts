import { MemoryMissCounter, type EnumerationLimits, type MissCounter } from './miss-counter';
import { RedisMissCounter } from './redis-miss-counter';
import { redisNaming, type RedisSettings } from '../bus/redis-naming';

/** How long start-up waits for Redis before counting on its own until Redis answers. */
const REDIS_READY_TIMEOUT_MS = 3000;

/** Shared through Redis when REDIS_URL is set (several instances), otherwise this process's own. */
export async function openMissCounter(
  redis: RedisSettings | undefined,
  limits: EnumerationLimits,
  log: { warn(object: object, message: string): void },
): Promise<MissCounter> {
  if (!redis) return new MemoryMissCounter(limits);
  const counter = new RedisMissCounter(redis.url, redisNaming(redis), limits, log);
  await counter.ready(REDIS_READY_TIMEOUT_MS);
  return counter;
}
