import { createTestSchema } from '../../apps/server/src/testing/postgres-schema';
import { printTable, type Verdicts } from '../support/report';
import { measureDiskFull } from './disk-full';
import { OwnPostgres } from './own-postgres';
import { measurePostgresRestart } from './postgres-restart';
import { measureRedisOutage } from './redis-outage';
import { SmallFilesystem } from './small-filesystem';

/** Ports of the Redis and PostgreSQL this part starts and stops itself. */
const REDIS_PORT = 5690;
const POSTGRES_PORT = 5691;
/** Size of the file system the SQLite file fills: room for the schema, a few orders and the WAL. */
const SMALL_DISK_MB = 16;

const SIZES = {
  ci: { sockets: 300, redisDownMs: 5000, postgresDownMs: 3000 },
  full: { sockets: 2000, redisDownMs: 10_000, postgresDownMs: 10_000 },
} as const;
type FaultSizes = (typeof SIZES)[keyof typeof SIZES];

/** "12 of 15" as the count missing: 3. */
function missing(share: string): number {
  const [got, of] = share.split(' of ').map(Number);
  return (of ?? 0) - (got ?? 0);
}

/**
 * Dependencies failing under load: the SQLite disk full, Redis away and back under two instances, PostgreSQL
 * restarted under ingest. Prints each figure; must-be-zero ones go through the verdicts.
 */
export async function runFaults(size: 'ci' | 'full', verdicts: Verdicts): Promise<void> {
  await diskFull(verdicts);
  const skipped = OwnPostgres.unavailableReason();
  if (skipped) {
    process.stdout.write(`\nRedis outage and PostgreSQL restart skipped: ${skipped}\n`);
    return;
  }
  const postgres = await OwnPostgres.create(POSTGRES_PORT);
  try {
    await redisOutage(postgres, SIZES[size], verdicts);
    await postgresRestart(postgres, SIZES[size], verdicts);
  } finally {
    await postgres.destroy();
  }
}

async function diskFull(verdicts: Verdicts): Promise<void> {
  const disk = await SmallFilesystem.mount(SMALL_DISK_MB).catch((error: unknown) => error as Error);
  if (disk instanceof Error) {
    process.stdout.write(
      `\nSQLite disk full skipped: cannot mount a small file system (${disk.message.trim()})\n`,
    );
    return;
  }
  try {
    const figures = await measureDiskFull(disk);
    printTable(
      `SQLite disk full (tmpfs of ${SMALL_DISK_MB} MB, filled by a ballast file)`,
      Object.keys(figures),
      [Object.values(figures)],
    );
    verdicts.mustBeZero('disk full: 5xx other than 503 unavailable', figures.internals, figures.example);
    verdicts.atLeast('disk full: writes answered 503', figures.unavailable, 1);
    verdicts.mustBeZero('disk full: corrupted database', figures.integrityCheck === 'ok' ? 0 : 1);
    verdicts.mustBeZero('disk full: acknowledged writes lost', figures.lost);
    verdicts.mustBeZero('disk full: crashes', figures.crashes);
    verdicts.mustBeZero(
      'disk full: not writing again within 10 s',
      Number.isFinite(figures.recoveredAfterMs) ? 0 : 1,
    );
    verdicts.mustBeZero('disk full: reads refused', missing(figures.readsWhileFull));
    verdicts.mustBeZero('disk full: sockets without the live update', missing(figures.liveWhileFull));
  } finally {
    await disk.unmount();
  }
}

async function redisOutage(postgres: OwnPostgres, sizes: FaultSizes, verdicts: Verdicts): Promise<void> {
  const schema = await createTestSchema(postgres.url);
  try {
    const figures = await measureRedisOutage(schema.url, REDIS_PORT, sizes.sockets, sizes.redisDownMs);
    printTable('Redis killed and started again (two instances, PostgreSQL store)', Object.keys(figures), [
      Object.values(figures),
    ]);
    verdicts.mustBeZero(
      'Redis outage: ingest-side sockets without positions',
      missing(figures.ingestSideFedDuringOutage),
    );
    verdicts.mustBeZero(
      'Redis outage: sockets not fresh within 5 s of Redis',
      missing(figures.otherSideFreshWithin5s),
    );
    verdicts.mustBeZero('Redis outage: stale sockets after recovery', figures.staleSockets);
    verdicts.mustBeZero('Redis outage: stale views after recovery', figures.staleViews);
    verdicts.mustBeZero('Redis outage: crashed instances', figures.crashes);
    // By design (routes/health/readiness.ts): not ready while Redis is away, ready again once it is back.
    verdicts.mustBeZero(
      'Redis outage: instances ready while Redis was away',
      figures.readyzDuringOutage.split(' / ').filter((status) => status !== '503').length,
    );
    verdicts.mustBeZero(
      'Redis outage: not ready again within 15 s',
      Number.isFinite(figures.readyAgainMs) ? 0 : 1,
    );
  } finally {
    await schema.drop();
  }
}

async function postgresRestart(postgres: OwnPostgres, sizes: FaultSizes, verdicts: Verdicts): Promise<void> {
  const schema = await createTestSchema(postgres.url);
  try {
    const { figures, example } = await measurePostgresRestart(postgres, schema.url, sizes.postgresDownMs);
    printTable('PostgreSQL fast shutdown and start under ingest', Object.keys(figures), [
      Object.values(figures),
    ]);
    verdicts.mustBeZero('PostgreSQL restart: acknowledged writes lost', figures.lost);
    verdicts.mustBeZero('PostgreSQL restart: crashes', figures.crashes);
    verdicts.mustBeZero('PostgreSQL restart: 5xx other than 503 unavailable', figures.internals, example);
    verdicts.mustBeZero(
      'PostgreSQL restart: answers slower than the timeout + 1 s',
      figures.slowestMs > figures.timeoutMs + 1000 ? 1 : 0,
    );
    verdicts.mustBeZero(
      'PostgreSQL restart: not writing again within 20 s',
      Number.isFinite(figures.recoveredAfterMs) ? 0 : 1,
    );
    verdicts.atLeast('PostgreSQL restart: writes answered 503 during the outage', figures.unavailable, 1);
  } finally {
    await schema.drop();
  }
}
