import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestSchema, type TestSchema } from '../../testing/postgres-schema';
import { SKIP_REASONS, TEST_SERVERS, titleWithSkip } from '../../testing/test-engines';
import { isStoreUnavailable } from '../unavailable';
import { storeOn } from '../../app-store';
import { openPostgresDatabase, type PostgresStoreOptions } from './open-postgres-store';

/** The whole store on a PostgreSQL database, as the service opens it. */
const openPostgresStore = async (options: PostgresStoreOptions) =>
  storeOn(await openPostgresDatabase(options));

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** Ends every other session on the schema's database as a fast shutdown does (57P01 to each). */
async function terminateOthers(schema: TestSchema, applicationName: string): Promise<void> {
  const admin = new pg.Client({ connectionString: schema.url });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      applicationName,
    ]);
  } finally {
    await admin.end();
  }
}

describe.skipIf(SKIP_REASONS.postgres !== undefined)(
  titleWithSkip('PostgreSQL store when the server ends its connections', [SKIP_REASONS.postgres]),
  () => {
    it('fails the request in a transaction with an unavailable error, stays up, and reconnects', async () => {
      const schema = await createTestSchema(TEST_SERVERS.postgresUrl ?? '');
      cleanup.push(() => schema.drop());
      const url = new URL(schema.url);
      const applicationName = `terminated-${Date.now()}`;
      url.searchParams.set('application_name', applicationName);
      const warnings: string[] = [];
      const store = await openPostgresStore({
        url: url.toString(),
        poolSize: 2,
        timeoutMs: 2000,
        log: { warn: (_details, message) => warnings.push(message) },
      });
      cleanup.push(() => store.close());

      // The connection is terminated while the transaction waits between two queries: no query takes the error.
      const failed = store.transaction(async (tx) => {
        await tx.findOrder('nobody');
        await terminateOthers(schema, applicationName);
        await expect.poll(() => warnings).toContain('PostgreSQL connection in use lost; its request fails');
        return tx.findOrder('nobody');
      });
      const error = await failed.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(isStoreUnavailable(error)).toBe(true);
      await expect(store.findOrder('nobody')).resolves.toBeUndefined();
    });
  },
);

describe('PostgreSQL store when the server does not answer', () => {
  it('gives up after DATABASE_TIMEOUT_MS with an unavailable error instead of hanging', async () => {
    // Takes the connection and never answers, as a stuck or half-open server does.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket)).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    cleanup.push(async () => {
      for (const socket of sockets) socket.destroy();
      silent.close();
    });
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const started = performance.now();
    const error = await openPostgresStore({
      url: `postgres://tracking@127.0.0.1:${port}/tracking`,
      poolSize: 1,
      timeoutMs: 300,
      log: { warn: () => undefined },
    }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isStoreUnavailable(error)).toBe(true);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
