import { MemoryMissCounter, type EnumerationLimits, type MissCounter } from './miss-counter';
import { RedisMissCounter } from './redis-miss-counter';

/** Shared through Redis when REDIS_URL is set (several instances), otherwise this process's own. */
export function openMissCounter(
  redisUrl: string | undefined,
  limits: EnumerationLimits,
  log: { warn(object: object, message: string): void },
): MissCounter {
  return redisUrl ? new RedisMissCounter(redisUrl, limits, log) : new MemoryMissCounter(limits);
}
