import { createTestSchema } from '../../apps/server/src/testing/postgres-schema';
import { printTable, type Verdicts } from '../support/report';
import { OwnPostgres } from './own-postgres';
import { measureRedisOutage } from './redis-outage';

/** Ports of the Redis and PostgreSQL this part starts and stops itself. */
const REDIS_PORT = 5690;
const POSTGRES_PORT = 5691;

export interface FaultSizes {
  /** Sockets over the two instances while Redis is away. */
  sockets: number;
  outageMs: number;
}

/**
 * Dependencies failing under load: Redis away and back under two instances, PostgreSQL restarted under
 * ingest, the SQLite disk full. Prints each figure; must-be-zero ones go through the verdicts.
 */
export async function runFaults(sizes: FaultSizes, verdicts: Verdicts): Promise<void> {
  const skipped = OwnPostgres.unavailableReason();
  if (skipped) {
    process.stdout.write(`\nRedis outage and PostgreSQL restart skipped: ${skipped}\n`);
    return;
  }
  const postgres = await OwnPostgres.create(POSTGRES_PORT);
  try {
    const schema = await createTestSchema(postgres.url);
    const redis = await measureRedisOutage(schema.url, REDIS_PORT, sizes.sockets, sizes.outageMs);
    await schema.drop();
    printTable('Redis away and back (two instances, PostgreSQL store)', Object.keys(redis), [
      Object.values(redis),
    ]);
    const [fed, ingestSide] = redis.ingestSideFedDuringOutage.split(' of ').map(Number);
    const [fresh, otherSide] = redis.otherSideFreshWithin5s.split(' of ').map(Number);
    verdicts.mustBeZero('Redis outage: sockets on the ingest instance without positions', (ingestSide ?? 0) - (fed ?? 0));
    verdicts.mustBeZero('Redis outage: sockets not fresh within 5 s of Redis', (otherSide ?? 0) - (fresh ?? 0));
    verdicts.mustBeZero('Redis outage: stale sockets after recovery', redis.staleSockets);
    verdicts.mustBeZero('Redis outage: stale views after recovery', redis.staleViews);
    verdicts.mustBeZero('Redis outage: crashed instances', redis.crashes);
  } finally {
    await postgres.destroy();
  }
}
