import { SKIP_REASONS, TEST_SERVERS } from './test-engines';
import { sweepLeftoverSchemas } from './postgres-schema';

const SUITES = {
  postgres: 'the [postgres] runs of the store and API suites, and the two-instance tests',
  redis: 'the Redis bus tests and the two-instance tests',
};

/**
 * Vitest global setup: says once, at the top of the run, which suites on real servers this run skips and why
 * (each skipped suite's title says it too), and sweeps test schemas left by runs that died.
 */
export async function setup(): Promise<void> {
  const lines = (Object.keys(SUITES) as (keyof typeof SUITES)[]).map((server) => {
    const reason = SKIP_REASONS[server];
    return reason ? `  SKIPPED ${SUITES[server]}: ${reason}` : `  running ${SUITES[server]}`;
  });
  process.stdout.write(`\nServer suites on PostgreSQL and Redis:\n${lines.join('\n')}\n\n`);
  if (TEST_SERVERS.postgresUrl) await sweepLeftoverSchemas(TEST_SERVERS.postgresUrl);
}
