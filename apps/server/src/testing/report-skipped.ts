import { sweepLeftoverSchemas } from './postgres-schema';
import { SKIP_REASONS, TEST_SERVERS } from './test-engines';

/** The suites on real servers, and what each needs. */
const SUITES: [string, (keyof typeof SKIP_REASONS)[]][] = [
  ['store and API suites on PostgreSQL ([postgres])', ['postgres']],
  ['Redis bus on a real Redis', ['redis']],
  ['Redis bus through a Redis restart', ['redis', 'ownRedis']],
  ['two instances sharing PostgreSQL and Redis', ['postgres', 'redis', 'ownRedis']],
];

/**
 * Vitest global setup: says once, at the top of the run, which suites on real servers this run skips and why
 * (each skipped suite's title says it too), and sweeps test schemas left by runs that died.
 */
export async function setup(): Promise<void> {
  const lines = SUITES.map(([suite, needs]) => {
    const reasons = needs.flatMap((need) => SKIP_REASONS[need] ?? []);
    return reasons.length > 0 ? `  SKIPPED ${suite}: ${reasons.join(', ')}` : `  running ${suite}`;
  });
  process.stdout.write(`\nSuites on real servers:\n${lines.join('\n')}\n\n`);
  if (TEST_SERVERS.postgresUrl) await sweepLeftoverSchemas(TEST_SERVERS.postgresUrl);
}
