import { randomBytes } from 'node:crypto';
import { createTestSchema } from '../../apps/server/src/testing/postgres-schema';

/** Where a run keeps its data: SQLite alone, or PostgreSQL with Redis counting and carrying the bus. */
export interface Engine {
  name: string;
  env: Record<string, string>;
}

/**
 * Runs `measure` on SQLite (a file of its own), then on PostgreSQL (a fresh schema) with Redis (keys under a prefix
 * of their own) when TEST_DATABASE_URL and TEST_REDIS_URL are set; says so when they are not.
 */
export async function onEachEngine<T>(
  file: string,
  measure: (engine: Engine) => Promise<T>,
): Promise<{ engine: string; figures: T }[]> {
  const results = [
    {
      engine: 'sqlite',
      figures: await measure({
        name: 'sqlite',
        env: { DATABASE_URL: `sqlite:${process.env.RELIABILITY_TMP}/${file}.sqlite` },
      }),
    },
  ];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!postgresUrl || !redisUrl) {
    process.stdout.write(
      `\n${file} on PostgreSQL and Redis skipped: TEST_DATABASE_URL or TEST_REDIS_URL unset\n`,
    );
    return results;
  }
  const schema = await createTestSchema(postgresUrl);
  try {
    const env = {
      DATABASE_URL: schema.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `reliability-${randomBytes(4).toString('hex')}:`,
      REDIS_CHANNEL_SECRET: randomBytes(24).toString('hex'),
    };
    results.push({ engine: 'postgres+redis', figures: await measure({ name: 'postgres+redis', env }) });
  } finally {
    await schema.drop();
  }
  return results;
}
