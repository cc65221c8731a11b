import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shutDown } from '../http/shutdown';
import { OwnRedisServer } from '../../testing/redis-server';
import { SKIP_REASONS, titleWithSkip } from '../../testing/test-engines';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { startLiveServer } from '../../testing/live-test-support';

const ready = { status: 'OK', payload: { database: 'ok' } };
const notReady = (key: string, message: string) => ({
  message: 'Not ready',
  code: 'unavailable',
  errors: [{ key, message }],
});

describe('liveness and readiness', () => {
  it('answers /healthz and /readyz while the database answers; /readyz fails without it, /healthz not', async () => {
    const test = await startTestApp();
    try {
      const live = await test.app.inject('/healthz');
      expect([live.statusCode, live.json()]).toEqual([200, { status: 'OK', payload: {} }]);
      const readiness = await test.app.inject('/readyz');
      expect([readiness.statusCode, readiness.json()]).toEqual([200, ready]);

      await test.app.store.close();
      const down = await test.app.inject('/readyz');
      expect([down.statusCode, down.json()]).toEqual([
        503,
        notReady('database', 'The database does not answer'),
      ]);
      expect((await test.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await test.restart();
      await test.close();
    }
  });

  it('on shutdown turns /readyz to 503 first, and only then closes the sockets with 1012', async () => {
    const server = await startLiveServer();
    const trackingId = await server.test.createOrder({ statusCode: 80 });
    const socket = await server.connect(trackingId);
    let drained!: () => void;
    const stopped = shutDown(server.test.app, () => new Promise<void>((resolve) => (drained = resolve)));

    const readiness = await fetch(`${server.baseUrl}/readyz`);
    expect([readiness.status, await readiness.json()]).toEqual([
      503,
      notReady('shutdown', 'The instance is shutting down'),
    ]);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);

    drained();
    expect((await socket.closed).code).toBe(1012);
    await stopped;
    await server.test.restart();
    await server.close();
  });
});

describe.skipIf(SKIP_REASONS.ownRedis !== undefined)(
  titleWithSkip('readiness with Redis', [SKIP_REASONS.ownRedis]),
  () => {
    let redis: OwnRedisServer;
    let test: TestApp;

    beforeAll(async () => {
      redis = await OwnRedisServer.start();
      test = await startTestApp({ REDIS_URL: redis.url });
    });

    afterAll(async () => {
      await test?.close();
      await redis?.stop();
    });

    const readyz = async () => {
      const response = await test.app.inject('/readyz');
      return [response.statusCode, response.json()];
    };

    it('answers 503 naming Redis while it is stopped, and 200 again once it is back', async () => {
      expect(await readyz()).toEqual([200, { status: 'OK', payload: { database: 'ok', redis: 'ok' } }]);
      await redis.stop();
      await expect.poll(readyz, { timeout: 5000 }).toEqual([503, notReady('redis', 'Redis does not answer')]);
      expect((await test.app.inject('/healthz')).statusCode).toBe(200);
      await redis.start();
      await expect
        .poll(readyz, { timeout: 10_000 })
        .toEqual([200, { status: 'OK', payload: { database: 'ok', redis: 'ok' } }]);
    });
  },
);
