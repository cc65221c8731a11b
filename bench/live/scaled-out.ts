import { randomBytes } from 'node:crypto';
import { createTestSchema } from '../../apps/server/src/testing/postgres-schema';
import { OwnRedisServer } from '../../apps/server/src/testing/redis-server';
import type { LoadPlan } from './load-plan';
import { measure, type Measurement, type Target } from './measure';
import type { BenchOptions } from './options';
import { measureRedisHop } from './redis-hop';
import { printReport } from './report';
import { printScaledOut } from './scaled-out-report';
import { freePort, runService, seed } from './tracking-target';

/** Seconds Redis pub/sub alone is measured for. */
const HOP_SECONDS = 20;

interface Configuration {
  name: string;
  instances: number;
  redis?: OwnRedisServer;
}

/**
 * `instances` processes on a fresh PostgreSQL schema (and Redis when given), seeded through the first and then
 * restarted, so memory at rest does not count the seeding. Positions go to the first; with two, the sockets are
 * split between them.
 */
async function startOnPostgres(options: BenchOptions, databaseUrl: string, configuration: Configuration) {
  const schema = await createTestSchema(databaseUrl);
  const ingestKey = randomBytes(24).toString('base64url');
  const env: Record<string, string> = configuration.redis
    ? { REDIS_URL: configuration.redis.url, REDIS_CHANNEL_SECRET: randomBytes(24).toString('base64url') }
    : {};
  const ports = await Promise.all(Array.from({ length: configuration.instances }, () => freePort()));
  const [firstPort = 0, lastPort = firstPort] = [ports[0], ports.at(-1)];
  const seeding = await runService(schema.url, firstPort, ingestKey, env);
  const plan: LoadPlan = await seed(`http://127.0.0.1:${firstPort}`, ingestKey, options);
  await seeding.stop();
  const services: Awaited<ReturnType<typeof runService>>[] = [];
  for (const port of ports) services.push(await runService(schema.url, port, ingestKey, env));
  const [first, last = first] = [services[0], services.at(-1)];
  const alsoWatch = [
    ...(services.length > 1 && first ? [{ name: 'A', pid: first.pid }] : []),
    ...(configuration.redis ? [{ name: 'redis-server', pid: configuration.redis.pid }] : []),
  ];
  const wsUrl = (port: number) => `ws://127.0.0.1:${port}/ws`;
  const target: Target = {
    name: configuration.name,
    pid: last?.pid ?? 0,
    baseUrl: `http://127.0.0.1:${firstPort}`,
    wsUrl: wsUrl(lastPort),
    ingestKey,
    alsoWatch,
    // Half the sockets on A, which takes the positions, half on B: the same messages at the same moments, one
    // Redis hop from the publishing instance to its own sockets, and to another instance's.
    ...(services.length > 1 && {
      socketsOn: [
        { name: 'A', wsUrl: wsUrl(firstPort) },
        { name: 'B', wsUrl: wsUrl(lastPort) },
      ],
    }),
  };
  const stop = async () => {
    for (const service of services) await service.stop();
    await schema.drop();
  };
  return { target, plan, stop };
}

/**
 * npm run bench:live -- --instances 2: what the Redis hop costs. The same load on PostgreSQL: one instance with
 * its in-process bus; the same instance publishing through Redis (same work, same process); two instances
 * sharing PostgreSQL and Redis (positions to A, sockets half on A and half on B, so the run compares delivery to
 * the publishing instance's sockets and to another's at the same moments); then Redis pub/sub on its own at the
 * rate the instances publish. Redis is the bench's own redis-server.
 */
export async function runScaledOut(options: BenchOptions): Promise<void> {
  const databaseUrl = options.databaseUrl;
  if (!databaseUrl) {
    throw new Error(
      '--instances 2 needs PostgreSQL: --database-url, BENCH_DATABASE_URL or TEST_DATABASE_URL',
    );
  }
  const redis = await OwnRedisServer.start();
  try {
    const configurations: Configuration[] = [
      { name: '1 inst, memory', instances: 1 },
      { name: '1 inst, Redis', instances: 1, redis },
      { name: '2 inst, Redis', instances: 2, redis },
    ];
    const results: Measurement[] = [];
    for (const configuration of configurations) {
      const started = await startOnPostgres(options, databaseUrl, configuration);
      try {
        results.push(await measure(started.target, started.plan, options));
      } finally {
        await started.stop();
      }
    }
    const publishesPerSecond = options.rate * options.stopsPerDriver;
    console.log(`[redis] pub/sub alone: ${publishesPerSecond} messages/s over ${options.orders} channels`);
    const hop = await measureRedisHop(redis.url, publishesPerSecond, options.orders, HOP_SECONDS);
    printReport(options, results);
    printScaledOut(results, hop);
  } finally {
    await redis.stop();
  }
}
