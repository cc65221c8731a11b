import type { Bus, BusObserver } from './bus';
import { MemoryBus } from './memory';
import { RedisBus } from './redis';
import type { BusLog } from './redis-link-log';
import { redisNaming, type RedisSettings } from './redis-naming';

/** How long start-up waits for Redis before serving anyway; the connections keep trying after that. */
const REDIS_STARTUP_WAIT_MS = 5000;

/** The bus REDIS_URL names: Redis pub/sub shared by every instance (named as `redis` says), or memory for one. */
export async function openBus(
  redis: RedisSettings | undefined,
  log: BusLog,
  observer?: BusObserver,
): Promise<Bus> {
  if (!redis) return new MemoryBus();
  const bus = new RedisBus(redis.url, redisNaming(redis), log, observer);
  if (!(await bus.ready(REDIS_STARTUP_WAIT_MS))) {
    log.warn(
      {},
      'Redis does not answer yet: serving anyway, live updates across instances start once it does',
    );
  }
  return bus;
}
