import type { Bus, BusObserver } from './bus';
import { MemoryBus } from './memory';
import { RedisBus } from './redis';
import type { BusLog } from './redis-link-log';

/** How long start-up waits for Redis before serving anyway; the connections keep trying after that. */
const REDIS_STARTUP_WAIT_MS = 5000;

/** The bus REDIS_URL names: Redis pub/sub shared by every instance, or memory for a single instance. */
export async function openBus(
  redisUrl: string | undefined,
  log: BusLog,
  observer?: BusObserver,
): Promise<Bus> {
  if (!redisUrl) return new MemoryBus();
  const bus = new RedisBus(redisUrl, log, observer);
  if (!(await bus.ready(REDIS_STARTUP_WAIT_MS))) {
    log.warn(
      {},
      'Redis does not answer yet: serving anyway, live updates across instances start once it does',
    );
  }
  return bus;
}
