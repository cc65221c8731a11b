import { spawnSync } from 'node:child_process';
import { describe } from 'vitest';

/** The store engines the integration suites run on. */
export type TestEngine = 'sqlite' | 'postgres';

/** Servers the suites can use, from the environment (`.ci/run` sets both when the servers answer). */
export const TEST_SERVERS = {
  postgresUrl: process.env.TEST_DATABASE_URL || undefined,
  redisUrl: process.env.TEST_REDIS_URL || undefined,
};

/** Why suites needing PostgreSQL or Redis are skipped in this run; undefined when they run. */
export const SKIP_REASONS = {
  postgres: TEST_SERVERS.postgresUrl ? undefined : 'TEST_DATABASE_URL is not set',
  redis: TEST_SERVERS.redisUrl ? undefined : 'TEST_REDIS_URL is not set',
  /** Tests that stop and restart Redis start their own redis-server, leaving the shared one alone. */
  ownRedis:
    spawnSync('redis-server', ['--version']).status === 0 ? undefined : 'redis-server is not installed',
};

/** A suite title that says why it is skipped, so a skip is never mistaken for a pass. */
export function titleWithSkip(title: string, reasons: (string | undefined)[]): string {
  const why = reasons.filter(Boolean);
  return why.length === 0 ? title : `${title} (skipped: ${why.join(', ')})`;
}

/** Declares the suite once per engine: always on SQLite; on PostgreSQL when TEST_DATABASE_URL names a server. */
export function describeEachEngine(title: string, body: (engine: TestEngine) => void): void {
  describe(`${title} [sqlite]`, () => body('sqlite'));
  describe.skipIf(SKIP_REASONS.postgres !== undefined)(
    titleWithSkip(`${title} [postgres]`, [SKIP_REASONS.postgres]),
    () => body('postgres'),
  );
}
