import { ingestOrderBody } from '@tracking/core/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app';
import { parseConfig, type Config } from '../platform/config/config';
import type { AppInstance } from '../platform/http/zod-provider';
import { createTestSchema } from './postgres-schema';
import { TEST_SERVERS, type TestEngine } from './test-engines';

export const INGEST_KEY = 'test-ingest-key-0123456789';

/** REDIS_CHANNEL_SECRET of the test services: instances started by one test name order channels alike. */
export const TEST_REDIS_CHANNEL_SECRET = 'test-redis-channel-secret';

export interface TestApp {
  app: AppInstance;
  config: Config;
  /** Calls the ingest API with the bearer key. */
  ingest(method: InjectOptions['method'], url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** Creates an order through the ingest API and returns its tracking id. */
  createOrder(overrides?: Record<string, unknown>): Promise<string>;
  /** Closes the app and builds a new one on the same database file (a restart). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** A valid ingest body; overrides replace top-level fields. */
export function orderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...ingestOrderBody({
      account: {
        name: 'Acme Parcels',
        logo: 'https://cdn.example.com/acme.svg',
        isTech: false,
        alwaysDeliverOutside: false,
      },
      statusCode: 10,
      promisedTime: '2026-03-10T14:00:00+01:00',
      serviceType: 'delivery',
      deliveryRequirements: { idCheck: false, signature: true, deliveryInPerson: false },
    }),
    ...overrides,
  };
}

/** A valid merchant theme. */
export const TEST_THEME = {
  topSectionBackgroundColor: '#0B3D2E',
  topSectionFontColor: '#FFFFFF',
  secondaryBorderColor: '#7FD1AE',
  secondaryFontColor: '#0B3D2E',
  primaryBackgroundColor: '#1B7F5B',
  primaryFontColor: '#ffffff',
};

export interface TestAppOptions {
  now?: () => Date;
  /** Store engine; PostgreSQL needs TEST_DATABASE_URL (suites declare it with describeEachEngine). */
  engine?: TestEngine;
  /** Receives the service's log lines (with the production logger settings); no logs without it. */
  logStream?: DestinationStream;
}

/** A fresh database: a SQLite file in the temp dir, or a new schema on the PostgreSQL test server. */
async function freshDatabase(engine: TestEngine, dir: string) {
  if (engine === 'sqlite')
    return { url: `sqlite:${path.join(dir, 'tracking.sqlite')}`, drop: async () => {} };
  if (!TEST_SERVERS.postgresUrl) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  return createTestSchema(TEST_SERVERS.postgresUrl);
}

/**
 * The real service on a real, fresh database (SQLite unless `engine` says otherwise), driven with app.inject().
 * `env` adds or replaces environment variables; `now` replaces the clock.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tracking-test-'));
  const database = await freshDatabase(options.engine ?? 'sqlite', dir);
  const config = parseConfig({
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '4',
    INGEST_API_KEY: INGEST_KEY,
    WEB_DIST: path.join(dir, 'web-not-built'),
    // Read only with REDIS_URL: the test's instances share it, as a deployment's do.
    REDIS_CHANNEL_SECRET: TEST_REDIS_CHANNEL_SECRET,
    ...env,
  });
  const logs = options.logStream ? { logStream: options.logStream } : { logger: false as const };
  const build = () => buildApp(config, { ...logs, now: options.now });
  const test: TestApp = {
    app: await build(),
    config,
    ingest: (method, url, payload) =>
      test.app.inject({ method, url, payload, headers: { authorization: `Bearer ${INGEST_KEY}` } }),
    async createOrder(overrides) {
      const response = await test.ingest('POST', '/ingest/orders', orderBody(overrides));
      if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
      return response.json<{ payload: { trackingId: string } }>().payload.trackingId;
    },
    async restart() {
      await test.app.close();
      test.app = await build();
    },
    async close() {
      await test.app.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return test;
}
